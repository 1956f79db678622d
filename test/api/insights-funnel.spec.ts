import { DataSource } from 'typeorm';
import type { ApiErrorBody } from '../factories/auth-factories.js';
import type { Schemas } from '@rutalia/api-contract';
import { SERVICE_CATEGORIES } from '@rutalia/catalog';
import { bearer, call, relaxedRateLimits } from '../factories/auth-factories.js';
import { createAdmin, expectAdminRoute, outsiders, type TestAdmin } from '../factories/admin-factories.js';
import { insertCompanyRow } from '../factories/content-factories.js';
import { insertUser } from '../factories/sql-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

type Funnel = Schemas['MarketplaceFunnelDto'];
type Steps = Schemas['FunnelStepsDto'];

const ROUTE = '/api/admin/insights/funnel';

/**
 * GET /api/admin/insights/funnel. The clock sits on Wednesday 3 April 2019, 12:00 in Madrid
 * (summer time began on Sunday 31 March), in weeks no other spec writes in, so the counts are
 * exactly the rows inserted here: requests and proposals straight in SQL at chosen moments,
 * visits as site_visit_days rows.
 */
describe('marketplace funnel API', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  const clock = new TestClock(new Date('2019-04-03T10:00:00Z'));

  const funnel = async (query = '') => {
    const res = await call<Funnel>(t, 'GET', `${ROUTE}${query}`, undefined, bearer(superAdmin.token));
    expect(res.status).toBe(200);
    return res.body;
  };
  const steps = (visitors: number, requests: number, requestsWithProposal: number, hired: number): Steps => ({
    visitors,
    requests,
    requestsWithProposal,
    hired,
  });
  /** Weeks that have something, by Monday: [visitors, requests, with proposal, hired]. */
  const activeWeeks = (body: Funnel) =>
    Object.fromEntries(
      body.weeks.filter((w) => w.visitors + w.requests > 0).map((w) => [w.from, [w.visitors, w.requests, w.requestsWithProposal, w.hired]]),
    );

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    superAdmin = await createAdmin(t, { superAdmin: true });

    const client = await insertUser(ds);
    const [one, two] = await Promise.all([insertCompanyRow(ds), insertCompanyRow(ds)]);
    const request = async (createdAt: string, category: string | null, status = 'active') => {
      const [row] = await ds.query(
        `INSERT INTO requests (client_id, slug, title, description, services, category, city, province, status, created_at)
         VALUES ($1, '', 'Solicitud del embudo', '<p>Detalles</p>', ARRAY['Mudanzas'], $2, 'Madrid', 'Madrid', $3, $4) RETURNING id`,
        [client, category, status, new Date(createdAt)],
      );
      return row.id as string;
    };
    const proposal = (requestId: string, companyId: string, status: string, createdAt: string) =>
      ds.query(`INSERT INTO proposals (request_id, company_id, message, status, created_at) VALUES ($1, $2, '<p>Oferta</p>', $3, $4)`, [
        requestId,
        companyId,
        status,
        new Date(createdAt),
      ]);

    await request('2019-01-13T22:30:00Z', 'mudanzas'); // Sunday 13 Jan 23:30 (CET): before the 12 weeks
    await request('2019-01-13T23:10:00Z', 'mudanzas'); // Monday 14 Jan 00:10 (CET): the first week
    const c = await request('2019-03-10T22:30:00Z', 'almacenaje', 'closed'); // Sunday 10 Mar 23:30 (CET)
    await proposal(c, one, 'expired', '2019-03-11T09:00:00Z'); // a proposal, never accepted
    const d = await request('2019-03-10T23:10:00Z', null); // Monday 11 Mar 00:10 (CET), no category
    await proposal(d, one, 'accepted', '2019-03-20T09:00:00Z'); // hired weeks later: still the week it was created
    const a = await request('2019-03-31T21:30:00Z', 'mudanzas'); // Sunday 31 Mar 23:30 (CEST)
    await proposal(a, one, 'pending', '2019-04-01T09:00:00Z');
    await proposal(a, two, 'rejected', '2019-04-01T10:00:00Z');
    const b = await request('2019-03-31T22:10:00Z', 'mudanzas', 'hired'); // Monday 1 Apr 00:10 (CEST)
    await proposal(b, two, 'accepted', '2019-04-02T09:00:00Z');
    await request('2019-03-26T10:00:00Z', 'mudanzas', 'cancelled'); // cancelled: still a request of its week
    const f = await request('2019-03-27T10:00:00Z', 'mudanzas', 'completed'); // two companies hired (before issue 18): once
    await proposal(f, one, 'accepted', '2019-03-27T12:00:00Z');
    await proposal(f, two, 'accepted', '2019-03-27T13:00:00Z');
    await request('2019-03-28T10:00:00Z', 'mudanzas', 'hired'); // status hired without an accepted proposal: not hired

    await ds.query(
      `INSERT INTO site_visit_days (day, category, visits) VALUES
         ('2019-01-13', 'mudanzas', 999),          -- before the 12 weeks
         ('2019-03-10', 'almacenaje', 20),
         ('2019-03-12', 'categoria-retirada', 4),  -- a slug the catalog no longer has: none
         ('2019-03-31', 'mudanzas', 50),
         ('2019-04-01', 'mudanzas', 7),
         ('2019-04-01', '', 3),
         ('2019-04-04', 'mudanzas', 1000)          -- tomorrow`,
    );
  });
  afterAll(() => t.close());

  it('super admins only: 401 anonymous, 403 clients, companies and plain admins', async () => {
    await expectAdminRoute(t, await outsiders(t), 'GET', ROUTE, { superAdminOnly: true });
  });

  it('the last 12 Monday-to-Sunday weeks in Madrid time, the current one up to today, and every category', async () => {
    const body = await funnel();
    expect(Object.keys(body).sort()).toEqual(['categories', 'totals', 'weeks']);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks[0]).toMatchObject({ from: '2019-01-14', to: '2019-01-20' });
    expect(body.weeks[10]).toMatchObject({ from: '2019-03-25', to: '2019-03-31' });
    expect(body.weeks[11]).toMatchObject({ from: '2019-04-01', to: '2019-04-03' });
    expect(Object.keys(body.weeks[0]).sort()).toEqual(['from', 'hired', 'requests', 'requestsWithProposal', 'to', 'visitors']);
    expect(body.categories.map((c) => [c.slug, c.name])).toEqual([
      ...SERVICE_CATEGORIES.map((c) => [c.slug, c.name]),
      ['', 'Sin categoría'],
    ]);
  });

  it('counts each request in the week it was created (Sunday 23:30 / Monday 00:10), hired only by an accepted proposal', async () => {
    const body = await funnel();
    expect(activeWeeks(body)).toEqual({
      '2019-01-14': [0, 1, 0, 0],
      '2019-03-04': [20, 1, 1, 0],
      '2019-03-11': [4, 1, 1, 1],
      '2019-03-25': [50, 4, 2, 1],
      '2019-04-01': [10, 1, 1, 1],
    });
    const byCategory = Object.fromEntries(body.categories.map(({ slug, name: _name, ...rest }) => [slug, rest]));
    expect(byCategory.mudanzas).toEqual(steps(57, 6, 3, 2));
    expect(byCategory.almacenaje).toEqual(steps(20, 1, 1, 0));
    expect(byCategory['']).toEqual(steps(7, 1, 1, 1));
    expect(byCategory.distribucion).toEqual(steps(0, 0, 0, 0));
    expect(body.totals).toEqual(steps(84, 8, 5, 3));
  });

  it('filters by one category, or by none', async () => {
    const moving = await funnel('?category=mudanzas');
    expect(moving.categories).toEqual([{ slug: 'mudanzas', name: 'Mudanzas', ...steps(57, 6, 3, 2) }]);
    expect(moving.totals).toEqual(steps(57, 6, 3, 2));
    expect(activeWeeks(moving)).toEqual({
      '2019-01-14': [0, 1, 0, 0],
      '2019-03-25': [50, 4, 2, 1],
      '2019-04-01': [7, 1, 1, 1],
    });

    const none = await funnel('?category=none');
    expect(none.categories).toEqual([{ slug: '', name: 'Sin categoría', ...steps(7, 1, 1, 1) }]);
    expect(activeWeeks(none)).toEqual({ '2019-03-11': [4, 1, 1, 1], '2019-04-01': [3, 0, 0, 0] });

    const empty = await funnel('?category=distribucion&weeks=4');
    expect(empty.totals).toEqual(steps(0, 0, 0, 0));
    expect(empty.weeks.map((w) => w.from)).toEqual(['2019-03-11', '2019-03-18', '2019-03-25', '2019-04-01']);
  });

  it('weeks: 4 to 26, the window moving with the clock', async () => {
    const four = await funnel('?weeks=4');
    expect(four.weeks.map((w) => w.from)).toEqual(['2019-03-11', '2019-03-18', '2019-03-25', '2019-04-01']);
    expect(four.totals).toEqual(steps(64, 6, 4, 3));

    const long = await funnel('?weeks=26');
    expect(long.weeks).toHaveLength(26);
    expect(long.weeks[0]).toMatchObject({ from: '2018-10-08', to: '2018-10-14' });
    expect(long.totals).toEqual(steps(1083, 9, 5, 3)); // + Sunday 13 Jan's request and visits

    try {
      clock.set(new Date('2019-04-07T21:59:00Z')); // Sunday 7 Apr 23:59: the same week, whole
      expect((await funnel('?weeks=4')).weeks[3]).toMatchObject({ from: '2019-04-01', to: '2019-04-07', visitors: 1010 });
      clock.set(new Date('2019-04-07T22:00:00Z')); // Monday 8 Apr 00:00: a new week
      const next = await funnel('?weeks=4');
      expect(next.weeks.map((w) => [w.from, w.to])).toEqual([
        ['2019-03-18', '2019-03-24'],
        ['2019-03-25', '2019-03-31'],
        ['2019-04-01', '2019-04-07'],
        ['2019-04-08', '2019-04-08'],
      ]);
    } finally {
      clock.set(new Date('2019-04-03T10:00:00Z'));
    }
  });

  it.each([
    ['?weeks=3', 'weeks', 'El número de semanas debe ser un número entero entre 4 y 26.'],
    ['?weeks=27', 'weeks', 'El número de semanas debe ser un número entero entre 4 y 26.'],
    ['?weeks=4.5', 'weeks', 'El número de semanas debe ser un número entero entre 4 y 26.'],
    ['?weeks=doce', 'weeks', 'El número de semanas debe ser un número entero entre 4 y 26.'],
    ['?weeks=4&weeks=8', 'weeks', 'El número de semanas debe ser un número entero entre 4 y 26.'],
    ['?category=mudanza', 'category', 'La categoría debe ser el slug de una categoría de servicios o «none» (sin categoría).'],
    ['?category=Mudanzas', 'category', 'La categoría debe ser el slug de una categoría de servicios o «none» (sin categoría).'],
    [
      '?category=mudanzas&category=none',
      'category',
      'La categoría debe ser el slug de una categoría de servicios o «none» (sin categoría).',
    ],
  ])('%s → 400 VALIDATION_ERROR in Spanish', async (query, field, message) => {
    const res = await call<ApiErrorBody>(t, 'GET', `${ROUTE}${query}`, undefined, bearer(superAdmin.token));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message, errors: [{ field, message }] });
  });

  it('an unknown parameter is refused; empty ones mean the defaults', async () => {
    const res = await call<ApiErrorBody>(t, 'GET', `${ROUTE}?province=madrid`, undefined, bearer(superAdmin.token));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    const body = await funnel('?weeks=&category=');
    expect(body.weeks).toHaveLength(12);
    expect(body.categories).toHaveLength(SERVICE_CATEGORIES.length + 1);
  });
});
