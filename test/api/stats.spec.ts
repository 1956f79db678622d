import { DataSource } from 'typeorm';
import type { RequestPageDto, SiteStatsDto } from '@rutalia/api-contract';
import { JOB_SERVICE_FILTERS } from '@rutalia/catalog';
import { call, relaxedRateLimits } from '../factories/auth-factories.js';
import { insertCompanyRow, insertProposalRow, insertRequestRow, insertReviewRow } from '../factories/content-factories.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const DAY = 24 * 3600_000;
const EMPTY = {
  companies: 0,
  requests: 0,
  activeRequests: 0,
  satisfactionPercent: null,
  medianResponseHours: null,
  requestCategories: Object.fromEntries(JOB_SERVICE_FILTERS.map((f) => [f.value, 0])),
};

/** On a database of its own, so every figure is exactly what the test inserted. */
describe('GET /api/stats', () => {
  const clock = new TestClock();
  let t: TestApp;
  let ds: DataSource;

  beforeAll(async () => {
    t = await startIsolatedTestApp('rutalia_stats', { rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
  });

  const stats = () => call<SiteStatsDto>(t, 'GET', '/api/stats');
  /** Past the 60 s the process keeps the figures. */
  const expireCache = () => clock.advance(61_000);

  it('answers zeros and nulls on an empty platform, publicly cacheable', async () => {
    const res = await stats();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body).toEqual(EMPTY);
  });

  it('counts what the database holds, once the cached answer expires', async () => {
    // Companies: 3 visible; suspended, deactivated and pending ones are not in the directory.
    const visible = [await insertCompanyRow(ds), await insertCompanyRow(ds), await insertCompanyRow(ds)];
    await insertCompanyRow(ds, { status: 'suspended' });
    await insertCompanyRow(ds, { isActive: false });
    await insertCompanyRow(ds, { status: 'pending' });

    // Requests: 5 active (each counts under its category: the courier one, under its first service's), 3 not.
    const now = clock.now();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const moving = await insertRequestRow(ds, { services: ['Mudanzas'], createdAt: hoursAgo(100) });
    const national = await insertRequestRow(ds, { services: ['Transporte Nacional'], createdAt: hoursAgo(80) });
    await insertRequestRow(ds, { services: ['Logística E-commerce'], createdAt: hoursAgo(60) });
    const courier = await insertRequestRow(ds, { services: ['Paquetería y mensajería', 'Mudanzas'], createdAt: hoursAgo(50) });
    await insertRequestRow(ds, { services: ['Almacenaje'], createdAt: hoursAgo(40) });
    const done = await insertRequestRow(ds, { services: ['Mudanzas'], status: 'completed', createdAt: hoursAgo(200) });
    await insertRequestRow(ds, { services: ['Transporte Internacional'], status: 'closed' });
    await insertRequestRow(ds, { services: ['Distribución'], status: 'cancelled' });
    // Older than 90 days: counted as published, left out of the response time.
    const old = await insertRequestRow(ds, { services: ['Mudanzas'], status: 'completed', createdAt: new Date(now.getTime() - 100 * DAY) });

    // First proposals after 2 h, 10 h (a later one at 50 h does not count), 30 h and 6 h → median 8 h;
    // the 500 h of the old request is outside the window.
    await insertProposalRow(ds, moving, visible[0], 2);
    await insertProposalRow(ds, national, visible[0], 50);
    await insertProposalRow(ds, national, visible[1], 10);
    await insertProposalRow(ds, courier, visible[2], 30);
    await insertProposalRow(ds, done, visible[1], 6);
    await insertProposalRow(ds, old, visible[0], 500);

    // Reviews: 4 of 6 rated 4 or 5 → 67 %.
    for (const [i, rating] of [5, 4, 4, 3, 1, 5].entries()) await insertReviewRow(ds, visible[i % 3], rating);

    expect((await stats()).body).toEqual(EMPTY); // still the cached answer
    expireCache();
    const res = await stats();
    expect(res.body).toEqual({
      companies: 3,
      requests: 9,
      activeRequests: 5,
      satisfactionPercent: 67,
      medianResponseHours: 8,
      requestCategories: {
        ...Object.fromEntries(JOB_SERVICE_FILTERS.map((f) => [f.value, 0])),
        mudanzas: 1,
        'transporte-nacional': 2,
        'logistica-e-commerce': 1,
        almacenaje: 1,
      },
    });
  });

  it('counts each category exactly as GET /api/requests?category= does (the links of the jobs page)', async () => {
    const { body } = await stats();
    for (const [category, count] of Object.entries(body.requestCategories)) {
      const list = await call<RequestPageDto>(t, 'GET', `/api/requests?category=${encodeURIComponent(category)}`);
      expect({ category, total: list.body.total }).toEqual({ category, total: count });
    }
    expect((await call<RequestPageDto>(t, 'GET', '/api/requests')).body.total).toBe(body.activeRequests);
  });

  it('rounds the median, interpolating between the two middle values', async () => {
    // One more first proposal at 13 h: 2, 6, 10, 13, 30 → 10; plus one at 21 h: (10 + 13) / 2 = 11.5 → 12.
    const [company] = (await ds.query(`SELECT id FROM companies WHERE is_active AND status = 'active' LIMIT 1`)).map(
      (r: { id: string }) => r.id,
    );
    const createdAt = new Date(clock.now().getTime() - 30 * 3600_000);
    await insertProposalRow(ds, await insertRequestRow(ds, { createdAt }), company, 13);
    expireCache();
    expect((await stats()).body.medianResponseHours).toBe(10);
    await insertProposalRow(ds, await insertRequestRow(ds, { createdAt }), company, 21);
    expireCache();
    expect((await stats()).body).toMatchObject({ medianResponseHours: 12, activeRequests: 7, requests: 11 });
  });

  it('reads "now" from the clock: 91 days later no request is recent enough for a response time', async () => {
    clock.advance(91 * DAY);
    const res = await stats();
    expect(res.body).toMatchObject({ medianResponseHours: null, satisfactionPercent: 67, companies: 3 });
  });
});
