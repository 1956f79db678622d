import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * PINGs Redis (when REDIS_URL is set) on a connection of its own that never queues commands:
 * while Redis is down the ping fails at once, where the queue's connection (which waits for
 * Redis, so no job is lost) would only time out. ioredis keeps reconnecting (at most every 2 s),
 * so health turns green by itself once Redis is back.
 */
@Injectable()
export class RedisProbe implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisProbe.name);
  private readonly client?: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.client = new Redis(config.redisUrl, { connectionName: 'rutalia-health', enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    // The outage is reported by /api/health and logged by the other Redis clients.
    this.client.on('error', (error: Error) => this.logger.debug(`Redis: ${error.message}`));
  }

  /** Whether the app uses Redis at all (else health has no Redis part). */
  get configured(): boolean {
    return this.client !== undefined;
  }

  async ping(): Promise<void> {
    await this.client!.ping();
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }
}
