import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** Access tokens live 15 minutes; the refresh cookie gets a new one. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

interface AccessTokenPayload {
  sub: string;
}

/** Signs and verifies the short-lived HS256 access tokens (`{ sub: userId }`). */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(userId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId } satisfies AccessTokenPayload);
  }

  /** The user id of a valid, unexpired token; undefined for anything else. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload>(token);
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
