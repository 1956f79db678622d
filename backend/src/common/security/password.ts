import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane).
 * `@node-rs/argon2` ships prebuilt binaries in optional platform packages, so a plain
 * `npm install` works without a compiler (the `argon2` package's prebuild crashed here).
 */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, unusable with isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a malformed hash alike: never throws on user input. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
