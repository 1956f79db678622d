// Plumbing of bench/load-test.mjs around the app: a free port check, the mail queue's counts once
// the worker is done, and deleting the run's Redis keys.
import { sleep } from './stats.mjs';

/** Fails when something already answers on `port` (its /api/health would pass for ours). */
export async function assertPortFree(port) {
  const inUse = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    (error) => error.cause?.code !== 'ECONNREFUSED',
  );
  if (inUse) throw new Error(`El puerto ${port} ya está en uso: elige otro con --port`);
}

/** Job counts of the BullMQ queue `name` (under `queuePrefix`), after waiting up to 10 s for it to empty. */
export async function mailQueueCounts({ redisUrl, queuePrefix, name }) {
  const { Queue } = await import('bullmq');
  const queue = new Queue(name, { connection: { url: redisUrl }, prefix: queuePrefix });
  try {
    let counts;
    for (let i = 0; i < 100; i++) {
      counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
      if (counts.waiting + counts.active === 0) break;
      await sleep(100);
    }
    return counts;
  } finally {
    await queue.close();
  }
}

/** Deletes the keys matching `patterns` (SCAN + DEL): the run's QUEUE_PREFIX and its rate-limit counters. */
export async function cleanRedis({ redisUrl, patterns }) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    for (const pattern of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        if (keys.length) deleted += await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
  console.log(`Redis: ${deleted} claves borradas (${patterns.join(', ')}).`);
}
