import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig, RateLimit } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { MemoryRateLimitBackend, RedisRateLimitBackend, type RateLimitBackend, type RateLimitRecord } from './rate-limit-backends.js';

/**
 * The one store of rate-limit counters: the per-IP limits of `@RateLimit()` routes and the
 * per-email counters of the auth services. `increment` keeps @nestjs/throttler's `ThrottlerStorage`
 * signature (see docs/decisions.md on why the guard is our own). In memory by default, in Redis when
 * REDIS_URL is set. If Redis fails, requests are let through (logged): an outage of the limiter
 * must not lock every user out.
 */
@Injectable()
export class RateLimitStore implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitStore.name);
  private readonly backend: RateLimitBackend;
  readonly kind: 'redis' | 'memory';

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl) {
      // commandTimeout: while Redis is down a hit would wait for the next reconnection attempt (up
      // to 2 s, several per request); it fails open after 500 ms instead.
      const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500, connectionName: 'rutalia-rate-limit' });
      redis.on('error', (error: Error) => this.logger.warn(`Redis (límites de peticiones): ${error.message}`));
      this.backend = new RedisRateLimitBackend(redis, redisKeyPrefix(config.databaseUrl));
      this.kind = 'redis';
    } else {
      this.backend = new MemoryRateLimitBackend();
      this.kind = 'memory';
    }
  }

  /** Counts a hit of `key` under the limit `throttlerName` (ttl and blockDuration in ms). */
  increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<RateLimitRecord> {
    return this.safely(() => this.backend.increment(`${throttlerName}:${key}`, ttl, limit, blockDuration), {
      totalHits: 0,
      timeToExpire: 0,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
  }

  /** Counts one event against `rule`; `isBlocked` once the count goes over the limit in the window. */
  hit(key: string, rule: RateLimit): Promise<RateLimitRecord> {
    return this.safely(() => this.backend.increment(key, rule.windowMs, rule.limit, 0), {
      totalHits: 0,
      timeToExpire: 0,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
  }

  reset(key: string): Promise<void> {
    return this.safely(() => this.backend.reset(key), undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.backend.close();
  }

  private async safely<T>(action: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await action();
    } catch (error) {
      this.logger.warn(`Límite de peticiones no disponible: ${(error as Error).message}`);
      return fallback;
    }
  }
}

/** Keys in a shared Redis are namespaced per database, so two environments never share counters. */
export function redisKeyPrefix(databaseUrl: string | undefined): string {
  let identity = databaseUrl ?? 'embedded';
  try {
    const url = new URL(databaseUrl ?? '');
    identity = `${url.hostname}:${url.port}${url.pathname}`;
  } catch {
    // keep the raw value: it is hashed anyway
  }
  return `rutalia:rl:${createHash('sha256').update(identity).digest('hex').slice(0, 10)}:`;
}

/** Per-account counters are keyed by a hash of the email: no addresses in Redis. */
export function emailKey(scope: string, email: string): string {
  return `${scope}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
