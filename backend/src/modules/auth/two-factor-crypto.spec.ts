import { decryptTotpSecret, encryptTotpSecret } from './two-factor-crypto.js';

describe('TOTP secret at rest', () => {
  it('round-trips, never stores the secret in clear and refuses another key', () => {
    const stored = encryptTotpSecret('JBSWY3DPEHPK3PXP', 'clave-de-la-app');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptTotpSecret('JBSWY3DPEHPK3PXP', 'clave-de-la-app')).not.toBe(stored); // random IV
    expect(decryptTotpSecret(stored, 'clave-de-la-app')).toBe('JBSWY3DPEHPK3PXP');
    expect(decryptTotpSecret(stored, 'otra-clave')).toBeUndefined();
    expect(decryptTotpSecret('basura', 'clave-de-la-app')).toBeUndefined();
  });
});
