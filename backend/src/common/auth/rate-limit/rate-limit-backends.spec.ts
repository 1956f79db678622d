import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateLimitBackend, RedisRateLimitBackend, type RateLimitBackend } from './rate-limit-backends.js';
import { clientKey } from './rate-limit.guard.js';
import { emailKey, redisKeyPrefix } from './rate-limit.store.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The same contract, run against both stores (Redis only when REDIS_URL is set). */
function contract(name: string, create: () => Promise<{ backend: RateLimitBackend; close: () => Promise<void> }>) {
  describe(name, () => {
    let backend: RateLimitBackend;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ backend, close } = await create());
    });
    afterAll(() => close());
    const key = () => `prueba:${randomUUID()}`;

    it('counts hits in a fixed window and blocks over the limit', async () => {
      const k = key();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await backend.increment(k, 60_000, 3, 0));
      expect(results.map((r) => r.totalHits)).toEqual([1, 2, 3, 4]);
      expect(results.map((r) => r.isBlocked)).toEqual([false, false, false, true]);
      expect(results[0].timeToExpire).toBeGreaterThan(58);
      expect(results[0].timeToExpire).toBeLessThanOrEqual(60);
      expect(results[3].timeToBlockExpire).toBeGreaterThan(0);
      expect(await backend.hits(k)).toBe(4);
    });

    it('starts a new window when the old one expires', async () => {
      const k = key();
      await backend.increment(k, 300, 1, 0);
      expect((await backend.increment(k, 300, 1, 0)).isBlocked).toBe(true);
      await sleep(450);
      expect(await backend.hits(k)).toBe(0);
      const fresh = await backend.increment(k, 300, 1, 0);
      expect(fresh).toMatchObject({ totalHits: 1, isBlocked: false });
    });

    it('blocks for blockDuration when one is given, then starts over', async () => {
      const k = key();
      await backend.increment(k, 60_000, 1, 300);
      const blocked = await backend.increment(k, 60_000, 1, 300);
      expect(blocked.isBlocked).toBe(true);
      expect((await backend.increment(k, 60_000, 1, 300)).isBlocked).toBe(true);
      await sleep(450);
      expect(await backend.increment(k, 60_000, 1, 300)).toMatchObject({ isBlocked: false, totalHits: 1 });
    });

    it('reset forgets a key; keys are independent', async () => {
      const a = key();
      const b = key();
      await backend.increment(a, 60_000, 1, 0);
      await backend.increment(a, 60_000, 1, 0);
      await backend.increment(b, 60_000, 1, 0);
      await backend.reset(a);
      expect(await backend.hits(a)).toBe(0);
      expect(await backend.hits(b)).toBe(1);
      expect((await backend.increment(a, 60_000, 1, 0)).isBlocked).toBe(false);
    });

    it('is atomic under concurrency', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 20 }, () => backend.increment(k, 60_000, 5, 0)));
      expect(results.filter((r) => !r.isBlocked)).toHaveLength(5);
      expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });
}

contract('MemoryRateLimitBackend', async () => {
  const backend = new MemoryRateLimitBackend();
  return { backend, close: () => backend.close() };
});

const redisContract: typeof contract = process.env.REDIS_URL
  ? contract
  : (name) => describe.skip(name, () => it('needs REDIS_URL', () => undefined));

redisContract('RedisRateLimitBackend', async () => {
  const prefix = `rutalia:rl:test-${randomUUID().slice(0, 8)}:`;
  const redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
  const backend = new RedisRateLimitBackend(redis, prefix);
  return {
    backend,
    close: async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await backend.close();
    },
  };
});

describe('rate-limit keys', () => {
  it('groups IPv6 clients by /64 and keeps IPv4 as is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:0db8:0001:0002:ffff::9'));
    expect(clientKey(undefined)).toBe('unknown');
  });

  it('hashes emails (no addresses in Redis) case-insensitively', () => {
    expect(emailKey('login-email', ' Ana@Example.com ')).toBe(emailKey('login-email', 'ana@example.com'));
    expect(emailKey('login-email', 'ana@example.com')).not.toContain('ana');
  });

  it('namespaces Redis keys per database, never with the password', () => {
    const a = redisKeyPrefix('postgres://u:secreto@db:5432/rutalia');
    expect(a).toBe(redisKeyPrefix('postgres://u:otro@db:5432/rutalia'));
    expect(a).not.toBe(redisKeyPrefix('postgres://u:secreto@db:5432/staging'));
    expect(a).toMatch(/^rutalia:rl:[0-9a-f]{10}:$/);
  });
});
