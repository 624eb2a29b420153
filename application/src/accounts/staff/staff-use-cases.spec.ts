import { ACCOUNT_ERRORS } from '@shop/domain';
import { InMemoryRefreshTokens, InMemoryResetTokens, InMemoryStaff, InMemoryUsers, PlainPasswordHasher, userRecord } from '../../testing/accounts.fakes';
import { CountingSecureTokens, FixedClock, PlainMailRenderer, RecordingMailer } from '../../testing/shared.fakes';
import { ONE_HOUR_MS, THIRTY_DAYS_MS } from '../account.settings';
import { InviteStaff, STAFF_INVITATION_TTL_DAYS } from './invite-staff.command';
import { RemoveStaff } from './remove-staff.command';
import { StaffListQuery } from './staff-list.query';

const SETTINGS = { refreshTokenTtlMs: THIRTY_DAYS_MS, resetTokenTtlMs: ONE_HOUR_MS, publicUrl: 'https://shop.example' };

function setup() {
  const users = new InMemoryUsers();
  const staff = new InMemoryStaff(users);
  const resetTokens = new InMemoryResetTokens();
  const refreshTokens = new InMemoryRefreshTokens();
  const clock = new FixedClock();
  const mailer = new RecordingMailer();
  const tokens = new CountingSecureTokens();
  users.add(userRecord({ id: 1, email: 'owner@example.ru', username: 'owner', role: 'admin' }));
  users.add(userRecord({ id: 2, email: 'kira@example.ru', username: 'kira' }));
  return {
    users,
    staff,
    resetTokens,
    refreshTokens,
    clock,
    mailer,
    invite: new InviteStaff(users, staff, resetTokens, tokens, new PlainPasswordHasher(), mailer, new PlainMailRenderer(), clock, SETTINGS),
    remove: new RemoveStaff(staff, refreshTokens, clock),
    list: new StaffListQuery(staff),
  };
}

describe('staff: invitations and removal', () => {
  it('invites a new address: an account with no usable password, the role, a link valid for days, the mail', async () => {
    const { invite, users, resetTokens, mailer, clock } = setup();
    const result = await invite.execute({ email: ' Nina@Example.RU ', role: 'florist' });
    expect(result).toEqual({ ok: true, value: { userId: 3, email: 'nina@example.ru', role: 'florist', invitedAt: clock.now(), accepted: false } });
    expect(users.users.get(3)).toMatchObject({ username: 'nina@example.ru', role: 'florist' });
    const [link] = [...resetTokens.tokens.values()];
    expect(link).toMatchObject({ userId: 3, used: false });
    expect(link.expiresAt.getTime() - clock.now().getTime()).toBe(STAFF_INVITATION_TTL_DAYS * 24 * ONE_HOUR_MS);
    expect(mailer.sent[0].to).toBe('nina@example.ru');
    expect(mailer.sent[0].text).toContain('с правами флориста');
    expect(mailer.sent[0].text).toMatch(/Задать пароль: https:\/\/shop\.example\/reset-password\?token=token-\d+/);
  });

  it('gives an existing account the role; a taken login gets a suffix', async () => {
    const { invite, users } = setup();
    expect(await invite.execute({ email: 'kira@example.ru', role: 'admin' })).toMatchObject({ ok: true, value: { userId: 2, role: 'admin' } });
    users.add(userRecord({ id: 3, email: 'other@example.ru', username: 'lev@example.ru' }));
    expect(await invite.execute({ email: 'lev@example.ru', role: 'florist' })).toMatchObject({ ok: true, value: { email: 'lev@example.ru' } });
    expect([...users.users.values()].find((user) => user.email === 'lev@example.ru')?.username).toMatch(/^lev@example\.ru-token-/);
  });

  it('refuses a bad address, a role outside the staff, and demoting the last owner', async () => {
    const { invite, mailer } = setup();
    expect(await invite.execute({ email: 'нет', role: 'florist' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.invalidInput('Некорректный email') });
    expect(await invite.execute({ email: 12, role: 'florist' })).toMatchObject({ ok: false });
    expect(await invite.execute({ email: 'a@example.ru', role: 'user' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.staffRoleInvalid });
    expect(await invite.execute({ email: 'owner@example.ru', role: 'florist' })).toEqual({ ok: false, error: ACCOUNT_ERRORS.lastOwner });
    expect(mailer.sent).toEqual([]);
  });

  it('removes a member: back to a customer and signed out; not oneself, not a customer, never the last owner', async () => {
    const { invite, remove, list, users, refreshTokens, clock } = setup();
    await invite.execute({ email: 'kira@example.ru', role: 'florist' });
    await refreshTokens.issue(2, 'kira-session', new Date(clock.now().getTime() + ONE_HOUR_MS));
    expect(await remove.execute(1, 2)).toEqual({ ok: true, value: undefined });
    expect(users.users.get(2)?.role).toBe('user');
    expect(refreshTokens.tokens.get('kira-session')?.revoked).toBe(true);
    expect(await remove.execute(1, 2)).toEqual({ ok: false, error: ACCOUNT_ERRORS.staffNotFound });
    expect(await remove.execute(1, 1)).toEqual({ ok: false, error: ACCOUNT_ERRORS.removeSelf });
    expect(await remove.execute(2, 1)).toEqual({ ok: false, error: ACCOUNT_ERRORS.lastOwner });
    expect((await list.execute()).map((member) => member.email)).toEqual(['owner@example.ru']);
  });
});
