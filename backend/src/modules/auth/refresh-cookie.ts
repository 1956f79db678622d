import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

export const REFRESH_COOKIE = 'rutalia_refresh';
/** Only the auth endpoints ever receive the refresh cookie. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * httpOnly, SameSite=Lax, Secure in production. Max-Age only when the user chose "Recordarme":
 * otherwise a session cookie, gone when the browser closes (the token itself expires in 24 h).
 */
export function setRefreshCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  session: { remember: boolean; expiresAt: Date },
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: REFRESH_COOKIE_PATH,
    ...(session.remember ? { maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)) } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path: REFRESH_COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_COOKIE];
  return value && value.length <= 256 ? value : undefined;
}
