import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

interface AccessTokenPayload {
  sub: string;
  /** The session (refresh token family) the token was issued for; older tokens lack it. */
  sid?: string;
  exp?: number;
}

/** What a valid access token says. */
export interface AccessClaims {
  userId: string;
  sessionId?: string;
  /** When the token stops being valid (epoch ms). */
  expiresAt: number;
}

/**
 * Signs and verifies the short-lived HS256 access tokens (`{ sub: userId, sid: sessionId }`,
 * lifetime `accessTokenTtlSeconds`). `sid` lets a sign-out close the sockets of its session only.
 */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(userId: string, sessionId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId, sid: sessionId } satisfies AccessTokenPayload);
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<string | undefined> {
    return (await this.verifyClaims(token))?.userId;
  }

  /** The claims of a valid, unexpired token; undefined for anything else. */
  async verifyClaims(token: string): Promise<AccessClaims | undefined> {
    try {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(token);
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
      return { userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : undefined, expiresAt: payload.exp * 1000 };
    } catch {
      return undefined;
    }
  }
}
