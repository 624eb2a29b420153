import type { LoginResponseDto, StaffMemberDto } from '@shop/domain';
import * as path from 'node:path';
import { outboxMessages, resetTokenOf } from '../../adapters/test/accounts/outbox';
import { api, logInThroughApi } from './api';
import { eventually } from './storefront';

function outboxDir(): string {
  const dataDir = process.env.SHOP_DATA_DIR;
  if (!dataDir) throw new Error('SHOP_DATA_DIR is not set: run through e2e/jest.config.js');
  return path.join(dataDir, 'outbox');
}

/** A florist the owner invites through POST /api/admin/staff, with the password set from the mail's link; signed in. */
export async function inviteFlorist(owner: LoginResponseDto, florist: { email: string; password: string }): Promise<LoginResponseDto> {
  const invited = await api<StaffMemberDto>('POST', '/api/admin/staff', { token: owner.token, body: { email: florist.email, role: 'florist' } });
  expect(invited.status).toBe(201);
  const mail = await eventually(
    () => outboxMessages(outboxDir()).find((message) => message.includes(`To: ${florist.email}`)),
    (found) => found !== undefined,
    { timeoutMs: 15_000, intervalMs: 200 },
  );
  const token = resetTokenOf(mail as string);
  expect((await api('POST', '/api/auth/reset-password', { body: { token, password: florist.password } })).status).toBe(200);
  const login = await logInThroughApi(florist.email, florist.password);
  expect(login.role).toBe('florist');
  return login;
}
