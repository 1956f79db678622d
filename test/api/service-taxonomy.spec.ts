import type { CompanyCardPageDto, CompanyMatchListDto, RequestPageDto } from '@rutalia/api-contract';
import { findServiceLanding } from '@rutalia/catalog';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 17, "One taxonomy": the 14 categories and their services are one tree. A company that
 * signs up with sub-services only (what the site's picker offers) is found under their category
 * in the directory, on the category's service landing and by matching; and the reverse.
 */
describe('one service taxonomy (category ↔ sub-services)', () => {
  let t: TestApp;
  let m: string;
  let storage: TestCompany;
  let legacy: TestCompany;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  const subServices = ['Guardamuebles y trasteros', 'Almacenaje de mercancía paletizada'];

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    m = marker();
    storage = await createCompany(t, { companyName: `Trasteros Coslada ${m}`, city: 'Coslada', province: 'Madrid', services: subServices });
    // A company that stored the category name only (what the directory used to offer).
    legacy = await createCompany(t, {
      companyName: `Almacenes Leganés ${m}`,
      city: 'Leganés',
      province: 'Madrid',
      services: ['Almacenaje'],
    });
    client = await signedInClient(t);
  }, 60_000);
  afterAll(() => t.close());

  const directory = (query: string) => call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${m}&${query}`);
  const names = (res: { body: CompanyCardPageDto }) => res.body.items.map((c) => c.companyName).sort();

  it('the directory: a category finds its sub-services, a service finds itself', async () => {
    for (const service of ['Almacenaje', 'almacenaje']) {
      const res = await directory(`service=${encodeURIComponent(service)}`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual([`Almacenes Leganés ${m}`, `Trasteros Coslada ${m}`]);
    }
    expect(names(await directory(`service=${encodeURIComponent('Guardamuebles y trasteros')}`))).toEqual([`Trasteros Coslada ${m}`]);
    expect(names(await directory(`service=Mudanzas`))).toEqual([]);
  });

  it("the service landing's company list (its first related category)", async () => {
    const landing = findServiceLanding('logistica-almacenaje');
    expect(landing?.relatedServices[0]).toBe('Almacenaje');
    // What ServiceLandingPage asks for: GET /api/companies?service=<relatedServices[0]>&pageSize=6.
    const res = await call<CompanyCardPageDto>(
      t,
      'GET',
      `/api/companies?service=${encodeURIComponent(landing!.relatedServices[0])}&pageSize=48`,
    );
    const ids = res.body.items.map((c) => c.id);
    expect(ids).toContain(storage.company.id);
    expect(ids).toContain(legacy.company.id);
  });

  it('matching: a storage request in Coslada finds the Coslada company with sub-services', async () => {
    const request = await createRequest(t, client.accessToken, {
      title: `Guardar muebles en Coslada ${m}`,
      services: ['Almacenaje'],
      city: 'Coslada',
      province: 'Madrid',
    });
    const res = await call<CompanyMatchListDto>(t, 'GET', `/api/requests/${request.id}/matches`, undefined, bearer(client.accessToken));
    expect(res.status).toBe(200);
    const mine = res.body.items.find((i) => i.company.id === storage.company.id);
    expect(mine?.matchingServices).toEqual(subServices);
    expect(mine?.score).toBeGreaterThanOrEqual(5); // 3 for the service + 2 for the place
  });

  it('matching: a sub-service request finds a company that offers the whole category', async () => {
    const request = await createRequest(t, client.accessToken, {
      title: `Trastero en Leganés ${m}`,
      services: ['Guardamuebles y trasteros'],
      city: 'Leganés',
      province: 'Madrid',
    });
    const res = await call<CompanyMatchListDto>(t, 'GET', `/api/requests/${request.id}/matches`, undefined, bearer(client.accessToken));
    const mine = res.body.items.find((i) => i.company.id === legacy.company.id);
    expect(mine?.matchingServices).toEqual(['Almacenaje']);
  });

  it('the jobs filter: a category finds requests with its sub-services; the old values still work', async () => {
    const request = await createRequest(t, client.accessToken, {
      title: `Mudanza de piso ${m}`,
      services: ['Mudanzas de viviendas'],
      city: 'Coslada',
      province: 'Madrid',
    });
    const jobs = (query: string) => call<RequestPageDto>(t, 'GET', `/api/requests?q=${m}&${query}`);
    for (const service of ['mudanzas', 'Mudanzas', 'mudanza']) {
      const res = await jobs(`service=${encodeURIComponent(service)}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((r) => r.id)).toEqual([request.id]);
    }
    expect((await jobs('service=almacenaje')).body.items.map((r) => r.title)).toEqual([
      `Trastero en Leganés ${m}`,
      `Guardar muebles en Coslada ${m}`,
    ]);
  });
});
