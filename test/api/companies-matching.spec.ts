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
 * Spec 9 "Company matching", worked by hand. The request asks for two services that only these
 * companies offer, in a town and a province no other test uses, so companies created by other
 * test files score at most 1 (logo + description) and cannot reach the top 4.
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
    // A: 2 services (6) + same town, other spelling (2) + logo (0.5) + own description (0.5) = 9 → 100 %
    c.a = await createCompany(
      t,
      { companyName: `Alfa ${m}`, city: `VILLAFRIA ${m}`, province: 'Burgos', services: [serviceB, serviceA, 'Mudanzas'] },
      { description },
    );
    await upload(t, '/api/companies/me/logo', c.a.token, [{ name: 'logo.png', data: await pngImage(64, 64) }], 'file');
    // B: 1 service (3) + same province, accents ignored (2) = 5 → 100 %
    c.b = await createCompany(t, {
      companyName: `Beta ${m}`,
      city: 'Arévalo',
      province: `avila-norte ${m}`,
      services: [serviceA.toUpperCase()],
    });
    // C: 1 service (3) + own description (0.5) = 3.5 → 70 %
    c.c = await createCompany(t, { companyName: `Gamma ${m}`, city: 'Lugo', province: 'Lugo', services: [serviceB] }, { description });
    // D and E: 1 service (3) each = 3 → 60 %; D has a 5-star review, so D goes first and E is fifth (left out).
    c.d = await createCompany(t, { companyName: `Delta ${m}`, city: 'Soria', province: 'Soria', services: [serviceA] });
    c.e = await createCompany(t, { companyName: `Épsilon ${m}`, city: 'Soria', province: 'Soria', services: [serviceA] });
    const reviewer = await signedInClient(t);
    await call(t, 'POST', `/api/companies/${c.d.company.id}/reviews`, { rating: 5 }, bearer(reviewer.accessToken));
    // F: would score 6 + 2 = 8, but it is suspended.
    c.f = await createCompany(t, { companyName: `Fi ${m}`, city: town, province, services: [serviceA, serviceB] });
    await suspendCompany(ds, c.f.company.id);
  }, 60_000);
  afterAll(() => t.close());

  const matches = (token?: string, id = requestId) =>
    call<CompanyMatchListDto>(t, 'GET', `/api/requests/${id}/matches`, undefined, token ? bearer(token) : {});

  it('the top 4 by score, then rating, with match percent and the services in common', async () => {
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
      [`Alfa ${m}`, 9, 100, [`Paletería ${m}`, `Carga frigorífica ${m}`]],
      [`Beta ${m}`, 5, 100, [`Carga frigorífica ${m}`.toUpperCase()]],
      [`Gamma ${m}`, 3.5, 70, [`Paletería ${m}`]],
      [`Delta ${m}`, 3, 60, [`Carga frigorífica ${m}`]],
    ]);
    // Cards: public data with the real rating, never contact data.
    expect(res.body.items[3].company).toMatchObject({
      id: c.d.company.id,
      seoParam: c.d.company.seoParam,
      rating: { average: 5, count: 1 },
    });
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

  it('only scores above 0 count', async () => {
    // No logo, the default description, another place and no services: score 0.
    const lonely = await createCompany(t, { companyName: `Sola ${m}`, city: 'Teruel', province: 'Teruel', services: [] });
    const requestNobodyServes = await insertRequest(ds, owner.id, {
      services: [`Nada ${m}`],
      city: `Ninguna ${m}`,
      province: `Ninguna ${m}`,
    });
    const res = await matches(owner.accessToken, requestNobodyServes);
    expect(res.status).toBe(200);
    for (const item of res.body.items) expect(item.score).toBeGreaterThan(0);
    expect(res.body.items.map((i: { company: { id: string } }) => i.company.id)).not.toContain(lonely.company.id);
  });
});
