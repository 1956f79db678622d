import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the queue up', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up', backend: process.env.REDIS_URL ? 'redis' : 'postgres' },
    });
    // Redis is a part of its own only when the app uses it (its outage: test/faults/redis-outage.spec.ts).
    if (process.env.REDIS_URL) expect(body.redis).toMatchObject({ status: 'up' });
    else expect(body.redis).toBeUndefined();
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('answers 503 and names the part that is down', async () => {
    const other = await startTestApp();
    await other.app.get((await import('typeorm')).DataSource).destroy();
    const res = await other.request('GET', '/api/health');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.database.status).toBe('down');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/postgres:\/\//);
    await other.close().catch(() => undefined);
  });
});
