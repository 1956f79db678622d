import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { MaintenanceProcessor } from '../../backend/src/queue/maintenance.processor.js';
import { QueueService } from '../../backend/src/queue/queue.service.js';
import { MaintenanceJob, QueueName } from '../../backend/src/queue/queues.js';
import { insertUser } from '../factories/sql-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** A real job through BullMQ: on Redis when REDIS_URL is set, else on BullMQ's PostgreSQL backend. */
describe('BullMQ queues', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('runs the maintenance job on a worker and deletes only what has expired', async () => {
    const ds = t.app.get(DataSource);
    const userId = await insertUser(ds);
    const insertToken = (expiresAt: string) =>
      ds.query(
        `INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at) VALUES ($1, md5(random()::text), gen_random_uuid(), ${expiresAt})`,
        [userId],
      );
    await insertToken(`now() - interval '30 days'`);
    await insertToken(`now() + interval '30 days'`);

    const queues = t.app.get(QueueService);
    const processor = t.app.get(MaintenanceProcessor);
    const results: unknown[] = [];
    const worker = queues.worker(QueueName.MAINTENANCE, async (job: Job) => {
      const result = await processor.process(job);
      results.push(result);
      return result;
    });
    const job = await queues.queue(QueueName.MAINTENANCE).add(MaintenanceJob.PURGE_EXPIRED_TOKENS, { olderThanDays: 7 });

    const deadline = Date.now() + 15_000;
    while ((await job.getState()) !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await worker.close();

    expect(await job.getState()).toBe('completed');
    const remaining = await ds.query('SELECT count(*)::int n FROM refresh_tokens WHERE user_id = $1', [userId]);
    expect(remaining[0].n).toBe(1);
    expect(results.length).toBeGreaterThanOrEqual(1);
  });
});
