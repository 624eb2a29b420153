import type { EntityManager } from 'typeorm';
import type { PasswordHasher } from '@shop/application';
import { SameTextAs } from '../shared/find-operators';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { UserOrmEntity } from '../users/user.orm-entity';

export type AdminSeedOutcome = 'created' | 'exists' | 'conflict';

/**
 * Creates the admin account on first start. An existing admin keeps its password (it may have
 * been changed since); an existing customer with that e-mail is never promoted.
 */
export async function seedAdmin(manager: EntityManager, hasher: PasswordHasher, admin: { email: string; password: string }): Promise<AdminSeedOutcome> {
  const existing = await manager.findOne(UserOrmEntity, { select: { id: true, role: true }, where: { email: SameTextAs(admin.email) } });
  if (existing) return existing.role === 'admin' ? 'exists' : 'conflict';
  // Another replica seeding at the same moment, or a customer named 'admin': never a second account.
  const inserted = await insertUnlessPresent(manager, UserOrmEntity, {
    username: 'admin',
    email: admin.email,
    passwordHash: await hasher.hash(admin.password),
    role: 'admin',
  });
  return inserted === 1 ? 'created' : 'conflict';
}
