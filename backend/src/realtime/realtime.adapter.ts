import { createHash } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';
import { failSafePublisher } from './fail-safe-publisher.js';

/** Socket.IO's path (the default; the site's client and the tests use it). */
export const SOCKET_IO_PATH = '/socket.io';

/**
 * Socket.IO on the app's own HTTP server (Fastify's underlying Node server: `IoAdapter` takes it
 * from `app.getHttpServer()`, so `/socket.io` shares the API's port). With REDIS_URL the
 * `@socket.io/redis-adapter` fans emits and `fetchSockets()` out to every API process that shares
 * the Redis and the key prefix; without it, Socket.IO's in-memory adapter (one process).
 * `dispose()` quits the two Redis connections when the app closes. While Redis is down, publishes
 * fail safe (`failSafePublisher`): emits reach this process's sockets only, the process lives on.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly realtimeLogger = new Logger(RealtimeIoAdapter.name);
  private readonly redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  /**
   * Builds the server from the app's own `socket.io` (4.8.4; @nestjs/platform-socket.io nests an
   * older copy whose types differ). Port 0 = attach to the HTTP server, as IoAdapter does.
   */
  override createIOServer(port: number, options?: Parameters<IoAdapter['createIOServer']>[1]): ReturnType<IoAdapter['createIOServer']> {
    const settings = {
      ...(options as Partial<ServerOptions> | undefined),
      path: SOCKET_IO_PATH,
      serveClient: false,
    } satisfies Partial<ServerOptions>;
    const server = this.httpServer && port === 0 ? new Server(this.httpServer, settings) : new Server(port, settings);
    if (this.config.redisUrl) {
      const pub = new Redis(this.config.redisUrl, { connectionName: 'rutalia-socket-pub', maxRetriesPerRequest: 2 });
      const sub = pub.duplicate({ connectionName: 'rutalia-socket-sub' });
      for (const client of [pub, sub])
        client.on('error', (error: Error) => this.realtimeLogger.warn(`Redis (Socket.IO): ${error.message}`));
      failSafePublisher(pub, (error) =>
        this.realtimeLogger.warn(`Redis (Socket.IO): emisiones solo locales hasta que vuelva (${error.message})`),
      );
      this.redisClients.push(pub, sub);
      server.adapter(createAdapter(pub, sub, { key: socketKeyPrefix(this.config), requestsTimeout: 2000 }));
    }
    return server as unknown as ReturnType<IoAdapter['createIOServer']>;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    const clients = this.redisClients.splice(0);
    await Promise.all(clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}

/**
 * Pub/sub channel prefix: processes of one deployment (same database and queue prefix) talk to
 * each other; other deployments or test runs on the same Redis never see their traffic.
 */
export function socketKeyPrefix(config: Pick<AppConfig, 'databaseUrl' | 'queuePrefix'>): string {
  const identity = `${config.databaseUrl ?? 'embedded'}|${config.queuePrefix}`;
  return `rutalia:sio:${createHash('sha256').update(identity).digest('hex').slice(0, 10)}`;
}
