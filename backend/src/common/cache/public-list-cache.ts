import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Most pages kept at once (oldest dropped first): a few hundred popular searches fit. */
const MAX_ENTRIES = 2_000;

/**
 * Pages of the public lists (directory, published jobs) kept in this process's memory for
 * `publicListCacheSeconds` (PUBLIC_LIST_CACHE_SECONDS). They are the same for every visitor, and
 * their totals cost a count over every match (27,000 rows for «mudanza» in 200,000 requests):
 * with the cache one visitor per page and TTL pays that. A page may be up to the TTL old (the
 * controllers say so with Cache-Control). Concurrent misses of one key share one load; failed
 * loads are not kept. TTL 0 = no cache (tests, development).
 */
@Injectable()
export class PublicListCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  readonly ttlSeconds: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlSeconds = config.publicListCacheSeconds;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlSeconds <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry = { expires: now + this.ttlSeconds * 1000, value: load() as Promise<unknown> };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /** The Cache-Control header value of a cached list (`no-cache` when the cache is off). */
  get cacheControl(): string {
    return this.ttlSeconds > 0 ? `public, max-age=${this.ttlSeconds}` : 'no-cache';
  }
}
