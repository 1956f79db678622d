import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from './tokens.js';

/** TOTP (RFC 6238, 6 digits, 30 s) and recovery codes: pure helpers of TwoFactorService. */

export const TOTP_ISSUER = 'Rutalia';
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: the codes are read from paper. 31 letters, 10 of them: ~49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newTotpSecret = (): string => generateSecret();

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  /** PNG data URL of the otpauth URI. */
  qrCode: string;
}

export async function enrolmentFor(secret: string, email: string): Promise<Enrolment> {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/** What the person typed: a 6-digit TOTP code, a recovery code, or neither. */
export type TypedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; hash: string } | { kind: 'invalid' };

export function readCode(input: string): TypedCode {
  const compact = input.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: 'recovery', hash: hashToken(compact) };
  return { kind: 'invalid' };
}

/** The time step the code belongs to (±1 step of clock drift), or undefined. */
export async function totpStep(secret: string, code: string): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten fresh recovery codes, shown once (`abcde-fghjk`), and what the database keeps of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map((code) => hashToken(code.replace('-', ''))) };
}
