import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { assertAccountUsable, unauthenticated } from './auth-errors.js';
import { toAuthUser, type AuthenticatedRequest, type AuthUser } from './auth-user.js';
import { AuthUsersService } from './auth-users.service.js';
import { AccessTokenService } from './access-token.service.js';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY } from './decorators.js';

/**
 * Global guard (APP_GUARD): every Nest route needs `Authorization: Bearer <accessToken>` unless
 * marked `@Public()` or `@OptionalAuth()`. The user is read through AuthUserCache (seconds at most,
 * dropped as soon as the account changes), so a suspension takes effect at the next request even
 * for tokens issued before it. Routes registered straight on Fastify
 * (site, backoffice, uploads, OpenAPI UI) are not Nest routes and never reach it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
    private readonly users: AuthUsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true; // the Socket.IO gateway authenticates on connect
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets)) {
      request.user = await this.tryAuthenticate(request);
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const token = bearerToken(request);
    const userId = token ? await this.tokens.verify(token) : undefined;
    const record = userId ? await this.users.findForRequest(userId) : undefined;
    if (!record) throw unauthenticated();
    assertAccountUsable(record);
    request.user = toAuthUser(record);
    return true;
  }

  private async tryAuthenticate(request: AuthenticatedRequest): Promise<AuthUser | undefined> {
    const token = bearerToken(request);
    const userId = token ? await this.tokens.verify(token) : undefined;
    const record = userId ? await this.users.findForRequest(userId) : undefined;
    if (!record || record.status !== 'active') return undefined;
    return toAuthUser(record);
  }
}

export function bearerToken(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
