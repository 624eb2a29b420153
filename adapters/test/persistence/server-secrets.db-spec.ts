import { DataSource } from 'typeorm';
import { resolveJwtSecret } from '../../src/security/jwt-secret';
import { useTestApp } from '../support/test-context';

describe('the JWT key without JWT_SECRET', () => {
  const ctx = useTestApp();

  it('is generated once and kept in the database, the same for every server starting on it', async () => {
    const dataSource = ctx.t.app.get(DataSource);
    await dataSource.query(`DELETE FROM server_secrets`);
    const together = await Promise.all(Array.from({ length: 4 }, () => resolveJwtSecret(undefined, dataSource)));
    expect(new Set(together).size).toBe(1);
    expect(together[0].length).toBeGreaterThanOrEqual(64);
    expect(await resolveJwtSecret(undefined, dataSource)).toBe(together[0]);
    expect(await resolveJwtSecret('configured-secret-of-at-least-32-chars', dataSource)).toBe('configured-secret-of-at-least-32-chars');
  });
});
