import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import type { SignedIn } from './auth.service.js';
import { AuthUserDto, type SessionResponseDto } from './dto/auth-responses.dto.js';
import { setRefreshCookie } from './refresh-cookie.js';

/** The browser's user agent (kept with the session for «Dispositivos conectados»). */
export const userAgentOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : undefined;
};

/** A completed sign-in (password, code step, refresh or passkey): the refresh cookie and `{ accessToken, user }`, never cached. */
export function answerWithSession(reply: FastifyReply, config: AppConfig, signedIn: SignedIn): SessionResponseDto {
  setRefreshCookie(reply, config, signedIn.session.refreshToken, signedIn.session);
  reply.header('cache-control', 'no-store');
  return { accessToken: signedIn.accessToken, user: AuthUserDto.from(signedIn.user) };
}
