import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('demo12345');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hashed, 'demo12345')).toBe(true);
    expect(await verifyPassword(hashed, 'demo12346')).toBe(false);
  });

  it('treats a malformed hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
