import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import {
  createPostgresBackend,
  Queue,
  Worker,
  type JobSchedulerTemplateOptions,
  type Processor,
  type RepeatOptions,
  type WorkerOptions,
} from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { defaultJobOptions, type QueueNameValue } from './queues.js';

// A queue or worker on either backend. BullMQ types the backend and its connection options as
// generics that appear in both input and output positions, so neither `unknown` nor a union of
// the Redis and PostgreSQL instantiations accepts both; `any` is the one type that does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueue = Queue<any, any, string, any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWorker = Worker<any, any, string, any, any, any>;

/** Which store backs BullMQ: Redis when REDIS_URL is set, else BullMQ's PostgreSQL backend. */
export type QueueBackendKind = 'redis' | 'postgres';

/**
 * Creates BullMQ queues and workers on the configured backend, so the rest of the app is the
 * same code in the embedded default (PostgreSQL) and in production (Redis).
 */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger(QueueService.name);
  private readonly queues = new Map<string, AnyQueue>();
  private readonly workers: AnyWorker[] = [];
  private redis?: Redis;
  /** The repeating jobs this process keeps, by `queue:id`: upserted again whenever Redis reconnects. */
  private readonly schedules = new Map<string, () => Promise<unknown>>();
  /** BullMQ leaves connections it was given open: we close every one we made. */
  private readonly redisConnections: Redis[] = [];
  readonly backend: QueueBackendKind;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.backend = config.redisUrl ? 'redis' : 'postgres';
  }

  queue(name: QueueNameValue): AnyQueue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue =
        this.backend === 'redis'
          ? new Queue(name, { connection: this.redisConnection(), prefix: this.config.queuePrefix, defaultJobOptions })
          : new Queue(
              name,
              { connection: this.postgresConnection(), prefix: this.config.queuePrefix, defaultJobOptions },
              createPostgresBackend,
            );
      queue.on('error', (error: Error) => this.logger.warn(`Cola ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  worker(name: QueueNameValue, processor: Processor, options: Partial<WorkerOptions> = {}): AnyWorker {
    const worker =
      this.backend === 'redis'
        ? new Worker(name, processor, {
            concurrency: 4,
            ...options,
            prefix: this.config.queuePrefix,
            connection: this.redisConnection(true),
          })
        : new Worker(
            name,
            processor,
            { concurrency: 4, ...options, prefix: this.config.queuePrefix, connection: this.postgresConnection() },
            createPostgresBackend,
          );
    worker.on('failed', (job, error) =>
      this.logger.warn(`Trabajo ${name}/${job?.name} falló (intento ${job?.attemptsMade}): ${error.message}`),
    );
    worker.on('error', (error) => this.logger.warn(`Worker ${name}: ${error.message}`));
    this.workers.push(worker as AnyWorker);
    return worker as AnyWorker;
  }

  /**
   * Keeps a repeating job (a BullMQ job scheduler, keyed by id: every process upserting it keeps one
   * schedule, and a new interval replaces the old). Schedules live in Redis: one restarted without
   * its data would forget them, so they are upserted again each time the connection comes back.
   */
  async schedule(
    name: QueueNameValue,
    id: string,
    repeat: Omit<RepeatOptions, 'key'>,
    template: { name: string; data: unknown; opts?: JobSchedulerTemplateOptions },
  ): Promise<void> {
    const upsert = () => this.queue(name).upsertJobScheduler(id, repeat, template);
    this.schedules.set(`${name}:${id}`, upsert);
    await upsert();
  }

  async unschedule(name: QueueNameValue, id: string): Promise<void> {
    this.schedules.delete(`${name}:${id}`);
    await this.queue(name).removeJobScheduler(id);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.workers.map((w) => w.close()));
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    this.redisConnections.forEach((connection) => connection.disconnect());
  }

  private redisConnection(blocking = false): Redis {
    // Workers block on their own connection; queues share one.
    if (!blocking && this.redis) return this.redis;
    const connection = new Redis(this.config.redisUrl!, { maxRetriesPerRequest: null });
    this.redisConnections.push(connection);
    if (!blocking) {
      this.redis = connection;
      let connectedBefore = false;
      connection.on('ready', () => {
        if (connectedBefore) this.restoreSchedules();
        connectedBefore = true;
      });
    }
    return connection;
  }

  private restoreSchedules(): void {
    for (const [key, upsert] of this.schedules) {
      upsert().catch((error: Error) => this.logger.warn(`No se pudo restablecer la programación ${key}: ${error.message}`));
    }
  }

  private postgresConnection() {
    return { connectionString: this.config.databaseUrl!, schema: 'bullmq', migrate: true, max: 5 };
  }
}
