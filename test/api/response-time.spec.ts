import { findPlace } from '@rutalia/catalog/places';
import { DataSource } from 'typeorm';
import type { CompanyDto, CompanyMatchListDto, OwnCompanyDto, ProposalListDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, insertRequest, marker, makeAdmin, type TestCompany } from '../factories/company-factories.js';
import { createProposal } from '../factories/request-factories.js';
import { startIsolatedTestApp, startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

/**
 * Issue 18, "Response time": GET /api/requests/:id records the first time a company opens a
 * request (request_views); every proposal recomputes the company's median minutes from that first
 * opening to the proposal over its last 50 such proposals (trigger of 1765100000000-ResponseTime),
 * NULL below 3; the profile, the proposals and the matching read it.
 */

/** One response sample in SQL: a new request of `clientId`, opened `minutes` before the proposal, `daysAgo` days ago. */
async function sample(ds: DataSource, clientId: string, companyId: string, minutes: number, daysAgo = 1): Promise<string> {
  const requestId = await insertRequest(ds, clientId, { title: `Muestra ${marker()}` });
  await ds.query(`INSERT INTO request_views (company_id, request_id, first_viewed_at) VALUES ($1, $2, now() - $3 * interval '1 day')`, [
    companyId,
    requestId,
    daysAgo,
  ]);
  await ds.query(
    `INSERT INTO proposals (request_id, company_id, message, created_at)
     VALUES ($1, $2, 'Propuesta', now() - $3 * interval '1 day' + $4 * interval '1 minute')`,
    [requestId, companyId, daysAgo, minutes],
  );
  return requestId;
}

async function responseOf(ds: DataSource, companyId: string): Promise<{ minutes: number | null; samples: number }> {
  const [row] = await ds.query(`SELECT response_minutes AS minutes, response_samples AS samples FROM companies WHERE id = $1`, [companyId]);
  return row;
}

describe('response time', () => {
  let t: TestApp;
  let ds: DataSource;
  let client: Client;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    client = await signedInClient(t);
  });
  afterAll(() => t.close());

  const open = (requestId: string, token?: string) => call(t, 'GET', `/api/requests/${requestId}`, undefined, token ? bearer(token) : {});
  const views = async (requestId: string): Promise<{ companyId: string; at: Date }[]> =>
    ds.query(`SELECT company_id AS "companyId", first_viewed_at AS at FROM request_views WHERE request_id = $1 ORDER BY 2`, [requestId]);

  it('a company opening a request records the first time only; clients, visitors, admins and the owner do not', async () => {
    const company = await createCompany(t, { companyName: `Curiosa ${marker()}` });
    const second = await createCompany(t, { companyName: `Segunda ${marker()}` });
    const requestId = await insertRequest(ds, client.id);

    expect((await open(requestId, company.token)).status).toBe(200);
    const [first] = await views(requestId);
    expect(first.companyId).toBe(company.company.id);
    expect((await open(requestId, company.token)).status).toBe(200);
    expect(await views(requestId)).toEqual([first]);

    const other = await signedInClient(t);
    const admin = await signedInClient(t);
    await makeAdmin(ds, admin.id);
    for (const token of [undefined, client.accessToken, other.accessToken, admin.accessToken]) {
      expect((await open(requestId, token)).status).toBe(200);
    }
    expect(await views(requestId)).toEqual([first]);

    expect((await open(requestId, second.token)).status).toBe(200);
    expect((await views(requestId)).map((v) => v.companyId)).toEqual([company.company.id, second.company.id]);

    // A request it may not open (closed): nothing.
    const closed = await insertRequest(ds, client.id, { status: 'closed' });
    expect((await open(closed, company.token)).status).toBe(404);
    expect(await views(closed)).toEqual([]);
  });

  it('every proposal recomputes the median from first opening to proposing; null below 3 samples', async () => {
    const company = await createCompany(t, { companyName: `Rápida ${marker()}` });
    const [{ updated_at: updatedBefore }] = await ds.query(`SELECT updated_at FROM companies WHERE id = $1`, [company.company.id]);

    // Through the API: opened and answered right away (0 minutes).
    const requestId = await insertRequest(ds, client.id);
    expect((await open(requestId, company.token)).status).toBe(200);
    await createProposal(t, company.token, requestId);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: null, samples: 1 });

    await sample(ds, client.id, company.company.id, 10);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: null, samples: 2 });
    await sample(ds, client.id, company.company.id, 30);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: 10, samples: 3 }); // 0, 10, 30
    await sample(ds, client.id, company.company.id, 200);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: 20, samples: 4 }); // 0, 10 | 30, 200

    // Not samples: a proposal on a request it never opened, and one opened only after proposing.
    const unseen = await insertRequest(ds, client.id);
    await ds.query(`INSERT INTO proposals (request_id, company_id, message) VALUES ($1, $2, 'Sin abrir')`, [unseen, company.company.id]);
    const late = await insertRequest(ds, client.id);
    await ds.query(`INSERT INTO request_views (company_id, request_id, first_viewed_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      company.company.id,
      late,
    ]);
    await ds.query(`INSERT INTO proposals (request_id, company_id, message) VALUES ($1, $2, 'Antes de abrir')`, [late, company.company.id]);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: 20, samples: 4 });

    // A derived number: the company's updated_at does not move.
    const [{ updated_at: updatedAfter }] = await ds.query(`SELECT updated_at FROM companies WHERE id = $1`, [company.company.id]);
    expect(updatedAfter).toEqual(updatedBefore);
  });

  it('only the last 50 samples count', async () => {
    const company = await createCompany(t, { companyName: `Cambiante ${marker()}` });
    // 30 old answers in 10 minutes, then 24 in 10 minutes and 26 in 5000: of all 80 the median would be 10.
    for (let i = 0; i < 30; i++) await sample(ds, client.id, company.company.id, 10, 200 - i);
    for (let i = 0; i < 50; i++) await sample(ds, client.id, company.company.id, i % 2 === 0 && i < 48 ? 10 : 5000, 100 - i);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: 5000, samples: 50 });
  }, 60_000);

  it('refresh_company_response_time(): for loaders that write the views after the proposals', async () => {
    const company = await createCompany(t, { companyName: `Cargada ${marker()}` });
    const requests: string[] = [];
    for (let i = 0; i < 3; i++) {
      requests.push(await insertRequest(ds, client.id));
      await ds.query(`INSERT INTO proposals (request_id, company_id, message) VALUES ($1, $2, 'Propuesta')`, [
        requests[i],
        company.company.id,
      ]);
    }
    for (const [i, minutes] of [15, 25, 35].entries()) {
      await ds.query(
        `INSERT INTO request_views (company_id, request_id, first_viewed_at) VALUES ($1, $2, now() - $3 * interval '1 minute')`,
        [company.company.id, requests[i], minutes],
      );
    }
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: null, samples: 0 });
    await ds.query(`SELECT refresh_company_response_time($1)`, [company.company.id]);
    expect(await responseOf(ds, company.company.id)).toEqual({ minutes: 25, samples: 3 });
  });

  it('shown on the company profile and on its proposals', async () => {
    const company = await createCompany(t, { companyName: `Visible ${marker()}` });
    for (const minutes of [50, 70, 95]) await sample(ds, client.id, company.company.id, minutes);
    const profile = await call<CompanyDto>(t, 'GET', `/api/companies/${company.company.id}`);
    expect(profile.body.responseMinutes).toBe(70);
    const own = await call<OwnCompanyDto>(t, 'GET', '/api/companies/me', undefined, bearer(company.token));
    expect(own.body.responseMinutes).toBe(70);

    const fresh = await createCompany(t, { companyName: `Sin historial ${marker()}` });
    expect((await call<CompanyDto>(t, 'GET', `/api/companies/${fresh.company.id}`)).body.responseMinutes).toBeNull();

    const requestId = await insertRequest(ds, client.id);
    await createProposal(t, company.token, requestId);
    await createProposal(t, fresh.token, requestId);
    const proposals = await call<ProposalListDto>(t, 'GET', `/api/requests/${requestId}/proposals`, undefined, bearer(client.accessToken));
    const byCompany = Object.fromEntries(proposals.body.items.map((p) => [p.companyId, p.company?.responseMinutes]));
    // The new proposal was never opened through the API: the median stays 70.
    expect(byCompany).toEqual({ [company.company.id]: 70, [fresh.company.id]: null });
  });
});

describe('response time in matching', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Client;
  const c: Record<string, TestCompany> = {};

  beforeAll(async () => {
    t = await startIsolatedTestApp('rutalia_response', { rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t);
    for (const name of ['Rapida', 'Lenta', 'Novata']) {
      c[name] = await createCompany(t, { companyName: name, city: 'Madrid', province: 'Madrid', services: ['Mudanzas de viviendas'] });
    }
    // Rapida: 20, 30, 40 minutes → 30. Lenta: 1500 × 3 → 25 h. Novata: two quick answers, no median yet.
    for (const minutes of [20, 30, 40]) await sample(ds, owner.id, c.Rapida.company.id, minutes);
    for (let i = 0; i < 3; i++) await sample(ds, owner.id, c.Lenta.company.id, 1500);
    for (let i = 0; i < 2; i++) await sample(ds, owner.id, c.Novata.company.id, 5);
    await ds.query(`UPDATE requests SET status = 'closed', closed_at = now()`);
  }, 120_000);
  afterAll(() => t.close());

  it('scores 5 points up to 2 h, linearly to none at 48 h, none without a median; the reason says the bucket', async () => {
    const requestId = await insertRequest(ds, owner.id, { services: ['Mudanzas de viviendas'] });
    const madrid = findPlace('Madrid', 'Madrid')!;
    await ds.query(`UPDATE requests SET category = 'mudanzas', origin_lat = $2, origin_lon = $3 WHERE id = $1`, [
      requestId,
      madrid.lat,
      madrid.lon,
    ]);
    /*
     * Same fit for all three: services 35 + category 10 + 0 km 25 + no reviews 7.5 = 77.5.
     * Rapida (30 min ≤ 2 h): + 5 = 82.5. Lenta (1500 min): 5 × (2880 − 1500) / 2760 = 2.5 → 80.
     * Novata (2 samples, no median): 77.5.
     */
    const res = await call<CompanyMatchListDto>(t, 'GET', `/api/requests/${requestId}/matches`, undefined, bearer(owner.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.company.companyName, i.score, i.reasons])).toEqual([
      ['Rapida', 82.5, ['En la localidad de origen', 'Responde en menos de 1 h']],
      ['Lenta', 80, ['En la localidad de origen']],
      ['Novata', 77.5, ['En la localidad de origen']],
    ]);
  });
});
