import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig, RateLimit as RateLimitRule } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { tooManyRequests } from '../auth-errors.js';
import { RateLimitStore } from './rate-limit.store.js';

export const RATE_LIMIT_KEY = 'rutalia:rateLimit';

/** The per-IP limits (config.rateLimits); each applies only to the routes that name it. */
export const RateLimitName = {
  LOGIN: 'login',
  REGISTER: 'register',
  FORGOT_PASSWORD: 'forgot-password',
  CONTACT: 'contact',
  NEWSLETTER: 'newsletter',
} as const;
export type RateLimitNameValue = (typeof RateLimitName)[keyof typeof RateLimitName];

export function perIpRule(config: AppConfig, name: RateLimitNameValue): RateLimitRule {
  switch (name) {
    case RateLimitName.LOGIN:
      return config.rateLimits.loginPerIp;
    case RateLimitName.REGISTER:
      return config.rateLimits.registerPerIp;
    case RateLimitName.FORGOT_PASSWORD:
      return config.rateLimits.forgotPasswordPerIp;
    case RateLimitName.CONTACT:
      return config.rateLimits.contactPerIp;
    case RateLimitName.NEWSLETTER:
      return config.rateLimits.newsletterPerIp;
  }
}

/**
 * Counts each request of a `@RateLimit(name)` route against the client IP (`request.ip`: the
 * socket's address, or X-Forwarded-For's when TRUST_PROXY names the proxy) and answers
 * 429 TOO_MANY_REQUESTS with Retry-After over the limit.
 *
 * Why not @nestjs/throttler's ThrottlerGuard (docs/decisions.md): it would apply every named limit
 * to every route unless each one skips the others, count per route rather than per limit name,
 * and send its own `Retry-After-<name>` headers; the storage (Redis with a Lua script, failing
 * open) would be ours anyway. This guard is the forty lines that remain.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: RateLimitStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const name = Reflect.getMetadata(RATE_LIMIT_KEY, context.getHandler()) as RateLimitNameValue | undefined;
    if (!name) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const rule = perIpRule(this.config, name);
    const record = await this.store.hit(`ip:${name}:${clientKey(request.ip)}`, rule);
    if (record.isBlocked) {
      http.getResponse<FastifyReply>().header('retry-after', String(Math.max(1, record.timeToBlockExpire)));
      throw tooManyRequests();
    }
    return true;
  }
}

/** IPv6 clients are counted per /64 (one subscriber usually holds a whole /64). */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Limits this route per client IP with the named limit; routes without it are not limited per IP. */
export const RateLimit = (name: RateLimitNameValue) => applyDecorators(SetMetadata(RATE_LIMIT_KEY, name), UseGuards(RateLimitGuard));
