import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The TOTP secret at rest: AES-256-GCM with a key derived (HKDF-SHA256) from the app's JWT
 * secret, so a copy of the database alone does not give the secrets away. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). Changing JWT_SECRET makes the stored secrets
 * unreadable: those users then sign in with a recovery code and enrol again.
 */
const VERSION = 'v1';

function keyFrom(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'rutalia', 'totp-secret-v1', 32));
}

export function encryptTotpSecret(secret: string, appSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or undefined when the value cannot be read with this key. */
export function decryptTotpSecret(stored: string, appSecret: string): string | undefined {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(appSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
