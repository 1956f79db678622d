import type { AppConfig } from '../../config/app-config.js';
import { PublicListCache } from './public-list-cache.js';

describe('PublicListCache', () => {
  const realNow = Date.now;
  let now = 1_000_000;
  beforeEach(() => {
    Date.now = () => now;
  });
  afterEach(() => {
    Date.now = realNow;
  });
  const cache = (seconds: number) => new PublicListCache({ publicListCacheSeconds: seconds } as AppConfig);
  const counter = () => {
    let calls = 0;
    return { load: async () => ++calls, calls: () => calls };
  };

  it('TTL 0: every call loads, and says no-cache', async () => {
    const c = cache(0);
    const l = counter();
    expect([await c.get('k', l.load), await c.get('k', l.load)]).toEqual([1, 2]);
    expect(c.cacheControl).toBe('no-cache');
  });

  it('answers from memory until the TTL ends, per key', async () => {
    const c = cache(10);
    const l = counter();
    expect(await c.get('a', l.load)).toBe(1);
    now += 9_999;
    expect(await c.get('a', l.load)).toBe(1);
    expect(await c.get('b', l.load)).toBe(2);
    now += 1;
    expect(await c.get('a', l.load)).toBe(3);
    expect(c.cacheControl).toBe('public, max-age=10');
  });

  it('concurrent misses share one load; a failed load is not kept', async () => {
    const c = cache(10);
    const l = counter();
    expect(await Promise.all([c.get('a', l.load), c.get('a', l.load)])).toEqual([1, 1]);
    expect(l.calls()).toBe(1);
    await expect(c.get('x', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await c.get('x', l.load)).toBe(2);
  });
});
