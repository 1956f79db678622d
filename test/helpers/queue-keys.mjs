import { Redis } from 'ioredis';

/** The BullMQ key prefix of one test run (see test-app.ts): one per test database. */
export function queuePrefixFor(databaseUrl) {
  return `rt-${(databaseUrl ?? 'local')
    .split('/')
    .pop()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(-30)}`;
}

/** Deletes every Redis key of a BullMQ prefix (a finished test run's queues). No-op without REDIS_URL. */
export async function deleteQueueKeys(prefix, redisUrl = process.env.REDIS_URL) {
  if (!redisUrl || !prefix) return;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.warn(`No se pudieron borrar las claves de Redis ${prefix}:*: ${error.message}`);
  } finally {
    redis.disconnect();
  }
}
