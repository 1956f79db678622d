import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { AppRole, UserStatus, UserType } from '../../database/enums.js';
import type { AuthUserRecord } from './auth-user.js';
import { AuthUserCache } from './auth-user-cache.js';

const record = (id: string, status = UserStatus.Active): AuthUserRecord => ({
  id,
  email: 'ana@example.com',
  fullName: 'Ana',
  userType: UserType.Client,
  status,
  suspensionReason: null,
  roles: [AppRole.User],
});
const config = (overrides: Partial<AppConfig> = {}) =>
  ({ authUserCacheMs: 60_000, databaseUrl: `postgres://prueba/${randomUUID()}`, queuePrefix: 'prueba', ...overrides }) as AppConfig;

/** Waits (bounded) for what another connection is told through Redis. */
async function eventually(check: () => boolean, attempts = 100): Promise<boolean> {
  for (let i = 0; i < attempts && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
}

describe('AuthUserCache', () => {
  it('keeps a record and drops it at once on invalidate', async () => {
    const cache = new AuthUserCache(config());
    const id = randomUUID();
    cache.store(record(id), cache.readTicket());
    expect(cache.get(id)?.status).toBe('active');
    await cache.invalidate(id);
    expect(cache.get(id)).toBeUndefined();
  });

  it('does not store a read an invalidation overtook (it may be the state from before the change)', async () => {
    const cache = new AuthUserCache(config());
    const id = randomUUID();
    const ticket = cache.readTicket();
    await cache.invalidate(id); // the change commits while the read is on its way
    cache.store(record(id), ticket);
    expect(cache.get(id)).toBeUndefined();
    cache.store(record(id), cache.readTicket());
    expect(cache.get(id)).toBeDefined();
  });

  it('is off with AUTH_USER_CACHE_MS=0 (the default outside production)', () => {
    const cache = new AuthUserCache(config({ authUserCacheMs: 0 }));
    const id = randomUUID();
    cache.store(record(id), cache.readTicket());
    expect(cache.enabled).toBe(false);
    expect(cache.get(id)).toBeUndefined();
  });

  const withRedis = process.env.REDIS_URL ? describe : describe.skip;
  withRedis('across API processes (REDIS_URL)', () => {
    const caches: AuthUserCache[] = [];
    const clients: Redis[] = [];
    afterAll(async () => {
      await Promise.all(caches.map((c) => c.onApplicationShutdown()));
      await Promise.all(clients.map((c) => c.quit()));
    });

    it("an invalidation reaches another process's cache and any subscriber of the deployment's channel", async () => {
      const shared = config({ redisUrl: process.env.REDIS_URL });
      const here = new AuthUserCache(shared);
      const there = new AuthUserCache(shared); // the other API process
      const otherDeployment = new AuthUserCache({ ...shared, queuePrefix: 'otra' });
      caches.push(here, there, otherDeployment);
      // A second Redis connection listening as another process would.
      const listener = new Redis(process.env.REDIS_URL!);
      clients.push(listener);
      const heard: string[] = [];
      listener.on('message', (_channel: string, userId: string) => heard.push(userId));
      await listener.subscribe(here.channel);
      await eventually(() => [here, there, otherDeployment].every((c) => c.subscribed));

      const id = randomUUID();
      for (const cache of [here, there, otherDeployment]) cache.store(record(id), cache.readTicket());
      await here.invalidate(id);

      expect(here.get(id)).toBeUndefined(); // this process: at once
      expect(await eventually(() => heard.includes(id))).toBe(true);
      expect(await eventually(() => there.get(id) === undefined)).toBe(true);
      expect(otherDeployment.get(id)).toBeDefined(); // another deployment's channel is not ours
    });
  });
});
