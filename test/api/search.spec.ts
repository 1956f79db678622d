import { DataSource } from 'typeorm';
import type { SearchResultDto } from '@rutalia/api-contract';
import { call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, deactivateCompany, insertRequest, marker, suspendCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/search (global search dialog)', () => {
  let t: TestApp;
  let ds: DataSource;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    clientId = (await signedInClient(t)).id;
  });
  afterAll(() => t.close());

  const search = (q?: string) =>
    call<SearchResultDto>(t, 'GET', q === undefined ? '/api/search' : `/api/search?q=${encodeURIComponent(q)}`);

  it('fewer than 3 characters: nothing (and no error)', async () => {
    for (const q of [undefined, '', 'lo', '  a  ', 'ñ ']) {
      const res = await search(q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ companies: [], requests: [] });
    }
    expect((await search('x'.repeat(101))).status).toBe(400);
  });

  it('finds companies and active requests without accents or case, with what the dialog needs', async () => {
    const m = marker();
    const { company } = await createCompany(t, {
      companyName: `Logística Pérez ${m}`,
      city: 'Cádiz',
      province: 'Cádiz',
      phone: '956000000',
    });
    const requestId = await insertRequest(ds, clientId, {
      title: `Mudanza urgente a Logroño ${m}`,
      services: ['Mudanzas'],
      city: 'Logroño',
      province: 'La Rioja',
    });
    const closedId = await insertRequest(ds, clientId, { title: `Logística cerrada ${m}`, status: 'closed' });

    const res = await search(`LOGISTICA perez ${m}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companies: [
        {
          id: company.id,
          seoParam: company.seoParam,
          companyName: `Logística Pérez ${m}`,
          city: 'Cádiz',
          province: 'Cádiz',
          logo: null,
          featured: false,
        },
      ],
      requests: [],
    });

    const jobs = await search(`logrono ${m}`);
    expect(jobs.body.requests).toEqual([
      {
        id: requestId,
        seoParam: expect.stringMatching(new RegExp(`^mudanza-urgente-a-logrono-${m}-${requestId}$`)),
        title: `Mudanza urgente a Logroño ${m}`,
        city: 'Logroño',
        province: 'La Rioja',
        services: ['Mudanzas'],
      },
    ]);
    // Both kinds at once; the closed request never shows.
    const both = await search(m);
    expect(both.body.companies.map((c: { id: string }) => c.id)).toEqual([company.id]);
    expect(both.body.requests.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(JSON.stringify(both.body)).not.toContain(closedId);
    expect(JSON.stringify(both.body)).not.toContain('956000000');
  });

  it('at most 5 of each kind, newest first', async () => {
    const m = marker();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push((await createCompany(t, { companyName: `Grupaje ${m} ${i}` })).company.id);
      await insertRequest(ds, clientId, { title: `Envío de grupaje ${m} número ${i}` });
    }
    const res = await search(`grupaje ${m}`);
    expect(res.body.companies).toHaveLength(5);
    expect(res.body.requests).toHaveLength(5);
    expect(res.body.companies.map((c: { id: string }) => c.id)).toEqual(ids.slice(1).reverse());
  });

  it('only visible companies', async () => {
    const m = marker();
    const suspended = await createCompany(t, { companyName: `Suspendida ${m}` });
    const inactive = await createCompany(t, { companyName: `Inactiva ${m}` });
    await suspendCompany(ds, suspended.company.id);
    await deactivateCompany(ds, inactive.company.id);
    expect((await search(m)).body.companies).toEqual([]);
  });

  it('% and _ are plain characters', async () => {
    expect((await search('%%%')).body).toEqual({ companies: [], requests: [] });
    expect((await search('___')).body).toEqual({ companies: [], requests: [] });
  });
});
