import { createHmac } from 'node:crypto';
import { isUuid } from '@rutalia/catalog';
import { secretsEqual } from '../auth/tokens.js';
import { isStoredKind, type StoredKind } from './mail-kinds.js';

/**
 * The one-click unsubscribe token: `<userId>.<kind>.<HMAC-SHA256>`, signed with a key derived
 * from the app secret. Nothing is stored: the link works as long as the secret does (mail
 * clients may POST to it long after the mail), and it can only turn one kind off for one user.
 */
const PURPOSE = 'rutalia:mail-unsubscribe:v1';

const keyFrom = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();
const macOf = (secret: string, userId: string, kind: StoredKind) =>
  createHmac('sha256', keyFrom(secret)).update(`${userId}.${kind}`).digest('base64url');

export function signUnsubscribeToken(secret: string, userId: string, kind: StoredKind): string {
  return `${userId}.${kind}.${macOf(secret, userId, kind)}`;
}

/** The user and kind of a genuine token; undefined for anything else (malformed, other secret, edited). */
export function verifyUnsubscribeToken(secret: string, token: unknown): { userId: string; kind: StoredKind } | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [userId, kind, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !kind || !mac || !isUuid(userId) || !isStoredKind(kind)) return undefined;
  if (!secretsEqual(mac, macOf(secret, userId, kind))) return undefined;
  return { userId, kind };
}
