// Deletes a bench run's BullMQ keys (its own QUEUE_PREFIX) from Redis; rate-limit keys expire on their own.
export async function cleanRedis(redisUrl, queuePrefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  console.log(`Redis: ${deleted} claves de ${queuePrefix}:* borradas.`);
}
