import { Argon2PasswordHasher } from './argon2-password-hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hasher.hash('Секрет-123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('Секрет-123');
    await expect(hasher.verify(hash, 'Секрет-123')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'секрет-123')).resolves.toBe(false);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
  });
});
