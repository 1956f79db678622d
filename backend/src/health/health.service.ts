import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueService } from '../queue/queue.service.js';
import { QueueName } from '../queue/queues.js';
import type { HealthReport, PartStatus } from './dto/health-report.dto.js';
import { pingDatabase } from './health-sql.js';
import { RedisProbe } from './redis-probe.js';

export type { HealthReport } from './dto/health-report.dto.js';

const TIMEOUT_MS = 3000;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly redisProbe: RedisProbe,
  ) {}

  async check(): Promise<HealthReport> {
    const redisCheck = this.redisProbe.configured ? probe(() => this.redisProbe.ping()) : Promise.resolve(undefined);
    const queueCheck = () => probe(() => this.queues.queue(QueueName.MAINTENANCE).getJobCounts('waiting', 'active', 'failed'));
    const [database, redis, queue] = await Promise.all([
      probe(() => pingDatabase(this.dataSource)),
      redisCheck,
      // Queues on a Redis that is down: their connection waits for it, so don't wait TIMEOUT_MS too.
      this.queues.backend === 'redis'
        ? redisCheck.then((r) => (r?.status === 'down' ? { ...r, error: 'Redis' } : queueCheck()))
        : queueCheck(),
    ]);
    const parts = [database, redis, queue].filter((part) => part !== undefined);
    return {
      status: parts.every((part) => part.status === 'up') ? 'ok' : 'error',
      uptimeSeconds: Math.round(process.uptime()),
      database,
      ...(redis && { redis }),
      queue: { ...queue, backend: this.queues.backend },
    };
  }
}

async function probe(check: () => Promise<unknown>): Promise<PartStatus> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('sin respuesta')), TIMEOUT_MS)))]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    // Only a short reason: connection strings and hosts stay in the logs.
    return {
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      error: (error as Error).name === 'Error' ? 'sin respuesta' : (error as Error).name,
    };
  } finally {
    clearTimeout(timer);
  }
}
