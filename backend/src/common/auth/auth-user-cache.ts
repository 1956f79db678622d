import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AuthUserRecord } from './auth-user.js';

/** Accounts kept at most (one entry is a few hundred bytes). */
const MAX_ENTRIES = 20_000;

/**
 * A short-lived copy of what the auth guard reads per request (AuthUsersService.findById), so a
 * signed-in list does not pay one more query for the same account on every call.
 *
 * Whoever changes what a record holds (status, roles, type, name, email, password) calls
 * `invalidate(id)` after its transaction commits and before answering: the entry is dropped here
 * at once (the very next request of this process reads the database) and, with REDIS_URL, the id
 * is published on a channel every API process of the deployment listens to, so the others drop it
 * within a Redis round trip. If that publish or the listening connection fails, an entry lives at
 * most `ttlMs` (AUTH_USER_CACHE_MS): that is the documented bound, and a listener that reconnects
 * empties its cache since it may have missed messages. `ttlMs` 0 turns the cache off.
 */
@Injectable()
export class AuthUserCache implements OnApplicationShutdown {
  private readonly logger = new Logger(AuthUserCache.name);
  private readonly entries?: LRUCache<string, AuthUserRecord>;
  private readonly publisher?: Redis;
  private readonly subscriber?: Redis;
  readonly channel: string;
  /** True once this process listens to the channel (Redis) — tests wait for it. */
  subscribed = false;
  /**
   * Bumped by every invalidation: a read that started before one must not store what it read
   * (it may be the state from before the change).
   */
  private generation = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.channel = authCacheChannel(config);
    if (config.authUserCacheMs <= 0) return;
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttl: config.authUserCacheMs });
    if (!config.redisUrl) return;
    // commandTimeout: while Redis is down a change must not wait for it; it is logged and the TTL bounds it.
    this.publisher = new Redis(config.redisUrl, {
      connectionName: 'rutalia-auth-cache-pub',
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    });
    this.subscriber = new Redis(config.redisUrl, { connectionName: 'rutalia-auth-cache-sub' });
    for (const client of [this.publisher, this.subscriber])
      client.on('error', (error: Error) => this.logger.warn(`Redis (caché de sesiones): ${error.message}`));
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      // After a reconnection, messages sent meanwhile are lost: start from the database again.
      if (connectedBefore) this.clear();
      connectedBefore = true;
    });
    this.subscriber.on('message', (channel: string, userId: string) => {
      if (channel === this.channel) this.drop(userId);
    });
    this.subscriber.subscribe(this.channel).then(
      () => (this.subscribed = true),
      (error: Error) => this.logger.warn(`Redis (caché de sesiones): ${error.message}`),
    );
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** What to pass to `store` after the read: a read that an invalidation overtook stores nothing. */
  readTicket(): number {
    return this.generation;
  }

  get(userId: string): AuthUserRecord | undefined {
    return this.entries?.get(userId);
  }

  store(record: AuthUserRecord, ticket: number): void {
    if (ticket === this.generation) this.entries?.set(record.id, record);
  }

  /** Drops the account here and, with Redis, in every other API process (awaited: call it before answering). */
  async invalidate(userId: string): Promise<void> {
    this.drop(userId);
    if (!this.publisher) return;
    try {
      await this.publisher.publish(this.channel, userId);
    } catch (error) {
      this.logger.warn(`No se pudo avisar a los demás procesos del cambio de la cuenta ${userId}: ${(error as Error).message}`);
    }
  }

  clear(): void {
    this.generation++;
    this.entries?.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    const clients = [this.publisher, this.subscriber].filter((client): client is Redis => client !== undefined);
    await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  }

  private drop(userId: string): void {
    this.generation++;
    this.entries?.delete(userId);
  }
}

/** One channel per deployment (database and queue prefix), as the Socket.IO adapter's keys. */
export function authCacheChannel(config: Pick<AppConfig, 'databaseUrl' | 'queuePrefix'>): string {
  const identity = `${config.databaseUrl ?? 'embedded'}|${config.queuePrefix}`;
  return `rutalia:auth-users:${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}
