import { DataSource } from 'typeorm';
import type { CompanyMatchListDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import {
  createCompany,
  insertRequest,
  makeAdmin,
  marker,
  pngImage,
  suspendCompany,
  upload,
  type TestCompany,
} from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Spec 9 "Company matching", worked by hand with issue 17's score (match-score.ts; the worked
 * example with coordinates, categories, reviews and response history is matching-ranking.spec.ts).
 * The request asks for two services outside the tree that only these companies offer, in a town and
 * a province no other test uses and the places do not know, so: no category (its 10 points follow
 * the services' share), no coordinates (distance only from the same city and province), and
 * companies created by other test files fit nothing and are not recommended at all.
 */
describe('GET /api/requests/:id/matches', () => {
  let t: TestApp;
  let ds: DataSource;
  let m: string;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let requestId: string;
  const c: Record<string, TestCompany> = {};

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    m = marker();
    const serviceA = `Carga frigorífica ${m}`;
    const serviceB = `Paletería ${m}`;
    const town = `Villafría ${m}`;
    const province = `Ávila-Norte ${m}`;
    owner = await signedInClient(t);
    requestId = await insertRequest(ds, owner.id, {
      title: `Transporte refrigerado ${m}`,
      services: [serviceA, serviceB],
      city: town,
      province,
    });

    const description = '<p>Flota propia con <strong>frío</strong> controlado.</p>';
    // Every company here: unverified, no response history; no reviews → rating 15 × (3 − 1) / 4 = 7.5.
    // A: 2 of 2 services (35 + 10) + rating 7.5 + logo 1.5 + own description 1.5 = 55.5 → 56 %. The town
    // has the request's name, other spelling, but in another province: another place, no distance points
    // (the old rule gave it 2 for the town alone, and 100 % in all).
    c.a = await createCompany(
      t,
      { companyName: `Alfa ${m}`, city: `VILLAFRIA ${m}`, province: 'Burgos', services: [serviceB, serviceA, 'Mudanzas'] },
      { description },
    );
    await upload(t, '/api/companies/me/logo', c.a.token, [{ name: 'logo.png', data: await pngImage(64, 64) }], 'file');
    // B: 1 of 2 services (17.5 + 5) + same province, accents ignored: 100 km → 25 × 300 / 375 = 20
    // + 7.5 = 50 → 50 % (old: 5 → «100 %»)
    c.b = await createCompany(t, {
      companyName: `Beta ${m}`,
      city: 'Arévalo',
      province: `avila-norte ${m}`,
      services: [serviceA.toUpperCase()],
    });
    // C: 1 of 2 services (22.5) + 7.5 + own description 1.5 = 31.5 → 32 % (old: 70 %)
    c.c = await createCompany(t, { companyName: `Gamma ${m}`, city: 'Lugo', province: 'Lugo', services: [serviceB] }, { description });
    // D and E: 1 of 2 services (22.5) + rating. D has a 5-star review: B = (15 + 5) / 6 → 8.75, 31.25 → 31.3
    // (31 %); E none: 7.5, 30 → fifth, left out (old: both 3 → 60 %, D first by rating).
    c.d = await createCompany(t, { companyName: `Delta ${m}`, city: 'Soria', province: 'Soria', services: [serviceA] });
    c.e = await createCompany(t, { companyName: `Épsilon ${m}`, city: 'Soria', province: 'Soria', services: [serviceA] });
    const reviewer = await signedInClient(t);
    await call(t, 'POST', `/api/companies/${c.d.company.id}/reviews`, { rating: 5 }, bearer(reviewer.accessToken));
    // F: would score 45 + 25 + 7.5 = 77.5, but it is suspended.
    c.f = await createCompany(t, { companyName: `Fi ${m}`, city: town, province, services: [serviceA, serviceB] });
    await suspendCompany(ds, c.f.company.id);
  }, 60_000);
  afterAll(() => t.close());

  const matches = (token?: string, id = requestId) =>
    call<CompanyMatchListDto>(t, 'GET', `/api/requests/${id}/matches`, undefined, token ? bearer(token) : {});

  it('the top 4 by score, then rating, with match percent, the services in common and the reasons', async () => {
    const res = await matches(owner.accessToken);
    expect(res.status).toBe(200);
    const summary = res.body.items.map(
      (i: { company: { companyName: string }; score: number; matchPercent: number; matchingServices: string[] }) => [
        i.company.companyName,
        i.score,
        i.matchPercent,
        i.matchingServices,
      ],
    );
    expect(summary).toEqual([
      [`Alfa ${m}`, 55.5, 56, [`Paletería ${m}`, `Carga frigorífica ${m}`]],
      [`Beta ${m}`, 50, 50, [`Carga frigorífica ${m}`.toUpperCase()]],
      [`Gamma ${m}`, 31.5, 32, [`Paletería ${m}`]],
      [`Delta ${m}`, 31.3, 31, [`Carga frigorífica ${m}`]],
    ]);
    // Cards: public data with the real rating, never contact data.
    expect(res.body.items[3].company).toMatchObject({
      id: c.d.company.id,
      seoParam: c.d.company.seoParam,
      rating: { average: 5, count: 1 },
    });
    expect(res.body.items.map((i: { distanceKm: number | null; reasons: string[] }) => [i.distanceKm, i.reasons])).toEqual([
      [null, []],
      [null, ['En la provincia de origen']],
      [null, []],
      [null, ['5,0 ★ (1 opinión)']],
    ]);
    expect(res.body.items[0].company.logo).toMatch(/^\/uploads\//);
    expect(JSON.stringify(res.body)).not.toContain(c.a.account.email);
  });

  it('an admin may look too; other users may not; unknown requests are 404', async () => {
    const admin = await signedInClient(t);
    await makeAdmin(ds, admin.id);
    expect((await matches(admin.accessToken)).body.items).toHaveLength(4);

    const stranger = await signedInClient(t);
    expect((await matches(stranger.accessToken)).status).toBe(403);
    expect((await matches(c.a.token)).status).toBe(403);
    expect((await matches()).status).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
      const res = await matches(owner.accessToken, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'REQUEST_NOT_FOUND', message: 'Solicitud no encontrada' });
    }
  });

  it('only companies that fit a requested service or the category count', async () => {
    // No logo, the default description, another place and no services: nothing fits.
    await createCompany(t, { companyName: `Sola ${m}`, city: 'Teruel', province: 'Teruel', services: [] });
    // In the request's own town, with a logo and a description, but offering something else: nothing
    // fits either (the old rule recommended it for the place alone).
    await createCompany(
      t,
      { companyName: `Vecina ${m}`, city: `Ninguna ${m}`, province: `Ninguna ${m}`, services: [`Otra cosa ${m}`] },
      { description: '<p>Hacemos otra cosa.</p>' },
    );
    const requestNobodyServes = await insertRequest(ds, owner.id, {
      services: [`Nada ${m}`],
      city: `Ninguna ${m}`,
      province: `Ninguna ${m}`,
    });
    const res = await matches(owner.accessToken, requestNobodyServes);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });
});
