import type { EntityManager } from 'typeorm';
import type { PasswordHasher } from '@shop/application';

export type AdminSeedOutcome = 'created' | 'exists' | 'conflict';

/**
 * Creates the admin account on first start. An existing admin keeps its password (it may have
 * been changed since); an existing customer with that e-mail is never promoted.
 */
export async function seedAdmin(
  manager: EntityManager,
  hasher: PasswordHasher,
  admin: { email: string; password: string },
): Promise<AdminSeedOutcome> {
  const existing: { role: string }[] = await manager.query(`SELECT role FROM users WHERE lower(email) = lower($1)`, [admin.email]);
  if (existing.length > 0) return existing[0].role === 'admin' ? 'exists' : 'conflict';
  const inserted: unknown[] = await manager.query(
    `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, 'admin') ON CONFLICT DO NOTHING RETURNING id`,
    ['admin', admin.email, await hasher.hash(admin.password)],
  );
  return inserted.length === 1 ? 'created' : 'conflict';
}
