import type { Redis } from 'ioredis';

/** What `ThrottlerStorage.increment` answers (the same shape as @nestjs/throttler's record; times in seconds). */
export interface RateLimitRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/**
 * Fixed-window counters with an optional block, behind @nestjs/throttler's `ThrottlerStorage`
 * contract (`increment`) plus what per-account counters need (`hits`, `reset`).
 *
 * `increment(key, ttlMs, limit, blockMs)`: counts a hit in the window that started with the
 * first hit (and lasts `ttlMs`); once there are more than `limit` hits the key is blocked, for
 * `blockMs` when it is > 0, else until the window ends. While blocked, hits are not counted.
 */
export interface RateLimitBackend {
  increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateLimitRecord>;
  /** Hits counted in the current window (0 when none or expired). */
  hits(key: string): Promise<number>;
  /** Forgets the key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

interface Entry {
  hits: number;
  expiresAt: number;
  blockedUntil: number;
}

/** One process (embedded default, tests): a Map swept every minute. */
export class MemoryRateLimitBackend implements RateLimitBackend {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateLimitRecord> {
    const now = this.now();
    let entry = this.entries.get(key);
    const blockOver = entry !== undefined && entry.blockedUntil > 0 && entry.blockedUntil <= now;
    if (!entry || blockOver || (entry.expiresAt <= now && entry.blockedUntil <= now)) {
      entry = { hits: 0, expiresAt: now + ttlMs, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    if (entry.blockedUntil > now) {
      return {
        totalHits: entry.hits,
        timeToExpire: seconds(entry.expiresAt - now),
        isBlocked: true,
        timeToBlockExpire: seconds(entry.blockedUntil - now),
      };
    }
    entry.hits += 1;
    const timeToExpire = seconds(entry.expiresAt - now);
    if (entry.hits <= limit) return { totalHits: entry.hits, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
    if (blockMs > 0) entry.blockedUntil = now + blockMs;
    return { totalHits: entry.hits, timeToExpire, isBlocked: true, timeToBlockExpire: blockMs > 0 ? seconds(blockMs) : timeToExpire };
  }

  async hits(key: string): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    return entry.expiresAt > this.now() ? entry.hits : 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now && entry.blockedUntil <= now) this.entries.delete(key);
    }
  }
}

/**
 * Atomic fixed window in Redis (shared by every API process). KEYS: counter, block flag.
 * ARGV: window ms, limit, block ms. Returns { hits, ms to window end, blocked 0/1, ms to unblock }.
 */
const INCREMENT_SCRIPT = `
local blockTtl = redis.call('PTTL', KEYS[2])
if blockTtl > 0 then
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  return { current, math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockTtl }
end
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  local block = tonumber(ARGV[3])
  if block > 0 then
    redis.call('DEL', KEYS[1])
    redis.call('SET', KEYS[2], '1', 'PX', block)
    return { hits, ttl, 1, block }
  end
  return { hits, ttl, 1, ttl }
end
return { hits, ttl, 0, 0 }
`;

type ScriptedRedis = Redis & {
  rateLimitIncrement(
    counterKey: string,
    blockKey: string,
    ttlMs: number,
    limit: number,
    blockMs: number,
  ): Promise<[number, number, number, number]>;
};

/** Many API processes: counters in Redis under `prefix`. */
export class RedisRateLimitBackend implements RateLimitBackend {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('rateLimitIncrement', { numberOfKeys: 2, lua: INCREMENT_SCRIPT });
    this.redis = redis as ScriptedRedis;
  }

  async increment(key: string, ttlMs: number, limit: number, blockMs: number): Promise<RateLimitRecord> {
    const [hits, ttl, blocked, blockTtl] = await this.redis.rateLimitIncrement(
      this.counterKey(key),
      this.blockKey(key),
      Math.max(1, Math.round(ttlMs)),
      limit,
      Math.max(0, Math.round(blockMs)),
    );
    return {
      totalHits: Number(hits),
      timeToExpire: seconds(Number(ttl)),
      isBlocked: Number(blocked) === 1,
      timeToBlockExpire: seconds(Number(blockTtl)),
    };
  }

  async hits(key: string): Promise<number> {
    return Number((await this.redis.get(this.counterKey(key))) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.counterKey(key), this.blockKey(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private counterKey(key: string): string {
    return `${this.prefix}${key}`;
  }

  private blockKey(key: string): string {
    return `${this.prefix}${key}:block`;
  }
}
