import type { CompanyDashboardDto, CompanyMatchListDto, RequestPageDto } from '@rutalia/api-contract';
import { findPlace } from '@rutalia/catalog/places';
import { DataSource } from 'typeorm';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, insertRequest, setCompanyColumns, type TestCompany } from '../factories/company-factories.js';
import { createProposal } from '../factories/request-factories.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 17, "Matching that uses it": the score of match-score.ts worked by hand (docs/decisions.md).
 * Each block runs on a database of its own: the ranking reads every visible company and every
 * active request, so rows of other spec files would take places in the lists.
 */

const S1 = 'Mudanzas de viviendas';
const S2 = 'Embalaje y desembalaje';
const FTL = 'Transporte de carga completa (FTL)';

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** Puts a request at a catalog place (origin coordinates) with a category, as request creation does. */
async function placeRequest(ds: DataSource, id: string, city: string, province: string, category: string | null): Promise<void> {
  const place = findPlace(city, province)!;
  await ds.query(`UPDATE requests SET category = $2, origin_lat = $3, origin_lon = $4 WHERE id = $1`, [id, category, place.lat, place.lon]);
}

async function baseOf(ds: DataSource, companyId: string): Promise<[number | null, number | null]> {
  const [row] = await ds.query(`SELECT base_lat, base_lon FROM companies WHERE id = $1`, [companyId]);
  return [row.base_lat, row.base_lon];
}

describe('GET /api/requests/:id/matches: the score, by hand', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Client;
  let requestId: string;
  const c: Record<string, TestCompany> = {};

  beforeAll(async () => {
    t = await startIsolatedTestApp('rutalia_ranking', { rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t);
    // The request: a house move from Madrid (category «Mudanzas»), two services of it.
    requestId = await insertRequest(ds, owner.id, { title: 'Mudanza de piso', services: [S1, S2], city: 'Madrid', province: 'Madrid' });
    await placeRequest(ds, requestId, 'Madrid', 'Madrid', 'mudanzas');

    const description = '<p>Mudanzas con <strong>seguro</strong> incluido.</p>';
    c.a = await createCompany(t, { companyName: 'Veterana', city: 'Getafe', province: 'Madrid', services: [S1, S2] }, { description });
    c.b = await createCompany(t, { companyName: 'Nueva', city: 'Madrid', province: 'Madrid', services: [S1, S2] }, { description });
    c.c = await createCompany(t, { companyName: 'Lejana', city: 'Zaragoza', province: 'Zaragoza', services: ['Mudanzas'] });
    c.d = await createCompany(t, { companyName: 'Toledana', city: 'Toledo', province: 'Toledo', services: ['Guardamuebles'] });
    c.e = await createCompany(t, { companyName: 'Camiones', city: 'Madrid', province: 'Madrid', services: [FTL] });
    c.f = await createCompany(t, {
      companyName: 'Quinta',
      city: 'Valencia',
      province: 'Valencia',
      services: ['Desmontaje y montaje de muebles'],
    });
    for (const key of ['a', 'b']) await setCompanyColumns(ds, c[key].company.id, { logo: '/uploads/logo.webp' });
    await setCompanyColumns(ds, c.d.company.id, { logo: '/uploads/logo.webp' });
    for (const key of ['a', 'c']) await setCompanyColumns(ds, c[key].company.id, { verified_at: new Date() });

    // Reviews: A 5 × 5 ★, C 2 × 5 ★, D 2 × 1 ★.
    const reviewers: Client[] = [];
    for (let i = 0; i < 5; i++) reviewers.push(await signedInClient(t));
    const review = (key: string, reviewer: Client, rating: number) =>
      call(t, 'POST', `/api/companies/${c[key].company.id}/reviews`, { rating }, bearer(reviewer.accessToken));
    for (const reviewer of reviewers) expect((await review('a', reviewer, 5)).status).toBe(201);
    for (const reviewer of reviewers.slice(0, 2)) expect((await review('c', reviewer, 5)).status).toBe(201);
    for (const reviewer of reviewers.slice(0, 2)) expect((await review('d', reviewer, 1)).status).toBe(201);

    // Response history (issue 18: from first opening a request to proposing on it, median of at
    // least 3): A answers 5 requests 90 minutes after opening them, C 3 after 25 hours, D 2 after
    // 10 minutes (too few for a median). Opened in SQL, backdated; proposed through the API.
    const history = [];
    for (let i = 0; i < 7; i++)
      history.push(await insertRequest(ds, owner.id, { title: `Historial ${i}`, city: 'Soria', province: 'Soria' }));
    const openedAgo = async (key: string, ids: string[], minutes: number) => {
      for (const id of ids) {
        await ds.query(
          `INSERT INTO request_views (company_id, request_id, first_viewed_at) VALUES ($1, $2, now() - $3 * interval '1 minute')`,
          [c[key].company.id, id, minutes],
        );
        await createProposal(t, c[key].token, id);
      }
    };
    await openedAgo('a', history.slice(0, 5), 90);
    await openedAgo('c', history.slice(0, 3), 1500);
    await openedAgo('d', history.slice(5), 10);
    // None of the history requests is open any more: they are not the subject here.
    await ds.query(`UPDATE requests SET status = 'closed', closed_at = now() WHERE id = ANY($1)`, [history]);
  }, 120_000);
  afterAll(() => t.close());

  it('every company write sets the base coordinates from its city and province', async () => {
    const getafe = findPlace('Getafe', 'Madrid')!;
    expect(await baseOf(ds, c.a.company.id)).toEqual([getafe.lat, getafe.lon]);
    const moving = await createCompany(t, { city: 'Madrid', province: 'Madrid' });
    const madrid = findPlace('Madrid', 'Madrid')!;
    expect(await baseOf(ds, moving.company.id)).toEqual([madrid.lat, madrid.lon]);
    const patch = (body: Record<string, unknown>) => call(t, 'PATCH', '/api/companies/me', body, bearer(moving.token));
    expect((await patch({ city: 'Getafe' })).status).toBe(200); // the province stays Madrid
    expect(await baseOf(ds, moving.company.id)).toEqual([getafe.lat, getafe.lon]);
    expect((await patch({ city: 'Toledo', province: 'Toledo' })).status).toBe(200);
    const toledo = findPlace('Toledo', 'Toledo')!;
    expect(await baseOf(ds, moving.company.id)).toEqual([toledo.lat, toledo.lon]);
    expect((await patch({ city: 'Villanadie' })).status).toBe(200);
    expect(await baseOf(ds, moving.company.id)).toEqual([null, null]);
    expect((await patch({ phone: '600000000' })).status).toBe(200); // no place in the edit: unchanged
    expect(await baseOf(ds, moving.company.id)).toEqual([null, null]);
    const unknown = await createCompany(t, { city: 'Pueblo Inventado', province: 'Provincia Inventada' });
    expect(await baseOf(ds, unknown.company.id)).toEqual([null, null]);
  });

  it('ranks by services, category, distance, rating, verification, response and profile', async () => {
    /*
     * Request: Madrid (40.4165, -3.7026), category «mudanzas», services S1 and S2. Points (match-score.ts):
     * services 35 × share + category 10 + distance 25 × (400 − km) / 375 (all ≤ 25 km) + rating
     * 15 × (B − 1) / 4 with B = (15 + stars) / (5 + reviews) + verified 7 + response 5 × (2880 − median
     * minutes) / 2760 (all ≤ 2 h, none ≥ 48 h or without a median) + logo 1.5 + own description 1.5.
     *
     * A Veterana, Getafe, 15.10 km: 35 + 10 + 25 + B = (15 + 25) / 10 = 4 → 11.25 + 7 + 90 min ≤ 2 h → 5 + 3
     *   = 96.25 → 96.3 (96 %)
     * B Nueva, Madrid, 0 km: 35 + 10 + 25 + B = 3 → 7.5 + 0 + 0 + 3 = 80.5 (81 %): same fit as A, but
     *   new, unverified, without reviews or history. The old rule gave it 3 × 2 + 2 + 0.5 + 0.5 = 9 → «100 %».
     * C Lejana, Zaragoza, 328.94 km: «Mudanzas» fits both services: 35 + 10 + 25 × 71.06 / 375 = 4.74
     *   + B = 25 / 7 = 3.571 → 9.64 + 7 + 1500 min: 5 × 1380 / 2760 = 2.5 + 0 = 68.88 → 68.9 (69 %)
     * D Toledana, Toledo, 81.35 km: «Guardamuebles» fits no service but is in the category: 0 + 10
     *   + 25 × 318.65 / 375 = 21.24 + B = 17 / 7 = 2.429 → 5.36 + 0 + 0 (2 answers: no median yet) + 1.5
     *   = 38.10 → 38.1 (38 %)
     * F Quinta, Valencia, 362.85 km: category only: 10 + 2.48 + 7.5 = 19.98: fifth, left out (and its
     *   reviews are never read: 12.48 + 15 < D's 32.74 before the rating).
     * E Camiones, Madrid: FTL fits neither the services nor the category: not recommended at all.
     */
    const res = await call<CompanyMatchListDto>(t, 'GET', `/api/requests/${requestId}/matches`, undefined, bearer(owner.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.company.companyName, i.score, i.matchPercent, i.distanceKm, i.matchingServices])).toEqual([
      ['Veterana', 96.3, 96, 15, [S1, S2]],
      ['Nueva', 80.5, 81, 0, [S1, S2]],
      ['Lejana', 68.9, 69, 329, ['Mudanzas']],
      ['Toledana', 38.1, 38, 81, []],
    ]);
    expect(res.body.items.map((i) => i.reasons)).toEqual([
      ['A 15 km del origen', 'Verificada', '5,0 ★ (5 opiniones)', 'Responde en menos de 3 h'],
      ['En la localidad de origen'],
      ['A 329 km del origen', 'Verificada', '5,0 ★ (2 opiniones)'],
      ['A 81 km del origen'],
    ]);
    expect(res.body.items[0].company).toMatchObject({ verified: true, rating: { average: 5, count: 5, verifiedCount: 0 } });
  });

  it('without coordinates: the same city counts as 0 km, the same province as 100 km, anything else as unknown', async () => {
    // The same request with the origin unknown to the places (coordinates NULL).
    const blind = await insertRequest(ds, owner.id, { services: [S1, S2], city: 'Madrid', province: 'Madrid' });
    await ds.query(`UPDATE requests SET category = 'mudanzas' WHERE id = $1`, [blind]);
    const res = await call<CompanyMatchListDto>(t, 'GET', `/api/requests/${blind}/matches`, undefined, bearer(owner.accessToken));
    /*
     * A (Getafe, Madrid): same province → 100 km → 25 × 300 / 375 = 20: 96.25 − 25 + 20 = 91.25 → 91.3 (91 %)
     * B (Madrid, Madrid): same city → 0 km → 25: 80.5 (81 %)
     * C (Zaragoza): unknown → 0: 68.88 − 4.74 = 64.14 → 64.1 (64 %)
     * D (Toledo): unknown → 0: 38.10 − 21.24 = 16.86 → 16.9 (17 %); F: 10 + 7.5 = 17.5 (18 %) now beats it.
     */
    expect(res.body.items.map((i) => [i.company.companyName, i.score, i.matchPercent, i.distanceKm, i.reasons[0]])).toEqual([
      ['Veterana', 91.3, 91, null, 'En la provincia de origen'],
      ['Nueva', 80.5, 81, null, 'En la localidad de origen'],
      ['Lejana', 64.1, 64, null, 'Verificada'],
      ['Quinta', 17.5, 18, null, undefined],
    ]);
  });
});

describe('GET /api/me/opportunities: best fit first', () => {
  let t: TestApp;
  let ds: DataSource;
  let o: TestCompany;
  const q: Record<string, string> = {};

  beforeAll(async () => {
    t = await startIsolatedTestApp('rutalia_opportunities', { rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    const client = await signedInClient(t);
    // The company: based in Getafe (40.3057, -3.733), offers «Mudanzas de viviendas».
    o = await createCompany(t, { companyName: 'Oportunista', city: 'Getafe', province: 'Madrid', services: [S1] });
    const add = async (key: string, hoursAgo: number, services: string[], city: string, province: string, category: string | null) => {
      q[key] = await insertRequest(ds, client.id, { title: `Solicitud ${key}`, services, city, province });
      await placeRequest(ds, q[key], city, province, category);
      await ds.query(`UPDATE requests SET created_at = now() - $2 * interval '1 hour' WHERE id = $1`, [q[key], hoursAgo]);
    };
    // Newest first would be q7, q5, q6, q4, q3, q2, q1, q8.
    await add('q7', 1, [FTL], 'Barcelona', 'Barcelona', 'transporte-nacional');
    await add('q5', 2, [FTL], 'Madrid', 'Madrid', 'transporte-nacional');
    await add('q6', 3, ['Guardamuebles'], 'Madrid', 'Madrid', 'mudanzas');
    await ds.query(`UPDATE requests SET origin_lat = NULL, origin_lon = NULL WHERE id = $1`, [q.q6]);
    await add('q4', 4, [S1], 'Zaragoza', 'Zaragoza', 'mudanzas');
    await add('q3', 5, [S1, S2], 'Madrid', 'Madrid', 'mudanzas');
    await add('q2', 6, [S1], 'Toledo', 'Toledo', 'mudanzas');
    await add('q1', 7, [S1], 'Madrid', 'Madrid', 'mudanzas');
    await add('q8', 8, [S1], 'Madrid', 'Madrid', 'mudanzas');
    // Not opportunities: one it proposed on (a perfect fit), one closed.
    await add('proposed', 0.5, [S1], 'Getafe', 'Madrid', 'mudanzas');
    await createProposal(t, o.token, q.proposed);
    await add('closed', 0.5, [S1], 'Getafe', 'Madrid', 'mudanzas');
    await ds.query(`UPDATE requests SET status = 'closed', closed_at = now() WHERE id = $1`, [q.closed]);
  }, 120_000);
  afterAll(() => t.close());

  it('ranks by services and category, then distance from its base, then newest; pages and total kept', async () => {
    /*
     * Fit = services 35 × share + category 10 + distance 25 × (400 − km) / 375 (all ≤ 25 km; without
     * coordinates, same province = 100 km):
     * q1 Madrid S1, 15.10 km: 35 + 10 + 25 = 70 (7 h ago)   q8 the same, 8 h ago: 70, after q1
     * q2 Toledo S1, 66.64 km: 35 + 10 + 25 × 333.36 / 375 = 22.22 → 67.22
     * q3 Madrid S1 + S2: 35 × 1/2 = 17.5 + 10 + 25 = 52.5
     * q4 Zaragoza S1, 339.41 km: 45 + 25 × 60.59 / 375 = 4.04 → 49.04
     * q6 Madrid «Guardamuebles», no coordinates: 0 + 10 + same province (100 km) 20 = 30
     * q5 Madrid FTL: 0 + 0 + 25 = 25
     * q7 Barcelona FTL, 611.89 km: 0
     */
    const page = (n: number) => call<RequestPageDto>(t, 'GET', `/api/me/opportunities?page=${n}`, undefined, bearer(o.token));
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 8, page: 1, pageSize: 6 });
    expect(first.body.items.map((r) => r.id)).toEqual([q.q1, q.q8, q.q2, q.q3, q.q4, q.q6]);
    const second = await page(2);
    expect(second.body).toMatchObject({ total: 8, page: 2 });
    expect(second.body.items.map((r) => r.id)).toEqual([q.q5, q.q7]);

    // The dashboard shows the first 4 in the same order.
    const dashboard = await call<CompanyDashboardDto>(t, 'GET', '/api/dashboard', undefined, bearer(o.token));
    expect(dashboard.body.opportunities.map((r) => r.id)).toEqual([q.q1, q.q8, q.q2, q.q3]);
  });

  it('a company with no services and no known base: newest first, as before', async () => {
    const plain = await createCompany(t, {
      companyName: 'Sin datos',
      city: 'Pueblo Inventado',
      province: 'Provincia Inventada',
      services: [],
    });
    const res = await call<RequestPageDto>(t, 'GET', '/api/me/opportunities', undefined, bearer(plain.token));
    // It has not proposed on the request the other company did: that one is its newest.
    expect(res.body.items.map((r) => r.id)).toEqual([q.proposed, q.q7, q.q5, q.q6, q.q4, q.q3]);
  });
});
