import { DataSource } from 'typeorm';
import { PasswordHasher } from '@shop/application';
import { seedAdmin } from '../../src/persistence/seed/admin.seeder';
import { useTestApp } from '../support/test-context';

describe('admin account seed', () => {
  const ctx = useTestApp({ env: { ADMIN_EMAIL: 'Owner@Shop.Example', ADMIN_PASSWORD: 'Start-Password-1' } });

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD with an argon2id hash', async () => {
    const rows = await ctx.t.app.get(DataSource).query(`SELECT username, email, role, password_hash FROM users`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin', email: 'owner@shop.example', role: 'admin' });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    await expect(ctx.t.app.get(PasswordHasher).verify(rows[0].password_hash, 'Start-Password-1')).resolves.toBe(true);
  });

  it('keeps an existing admin password and never promotes a customer', async () => {
    const dataSource = ctx.t.app.get(DataSource);
    const hasher = ctx.t.app.get(PasswordHasher);
    await expect(seedAdmin(dataSource.manager, hasher, { email: 'owner@shop.example', password: 'Other-Password-2' })).resolves.toBe('exists');
    const [{ password_hash }] = await dataSource.query(`SELECT password_hash FROM users WHERE role = 'admin'`);
    await expect(hasher.verify(password_hash, 'Start-Password-1')).resolves.toBe(true);

    await dataSource.query(`INSERT INTO users (username, email, password_hash) VALUES ('buyer', 'buyer@example.com', 'x')`);
    await expect(seedAdmin(dataSource.manager, hasher, { email: 'BUYER@example.com', password: 'Whatever-123' })).resolves.toBe('conflict');
    const [{ role }] = await dataSource.query(`SELECT role FROM users WHERE email = 'buyer@example.com'`);
    expect(role).toBe('user');
  });
});
