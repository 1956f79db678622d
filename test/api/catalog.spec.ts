import { startTestApp, type TestApp } from '../helpers/test-app.js';

const LANDING_SLUGS = [
  'transporte-terrestre',
  'transporte-maritimo',
  'transporte-aereo',
  'logistica-almacenaje',
  'distribucion',
  'mudanzas',
  'transporte-internacional',
  'transporte-urgente',
  'fulfillment',
  'cross-docking',
  'ultima-milla',
  'transporte-frigorifico',
  'transporte-adr',
  'despacho-aduanas',
  'gestion-inventario',
];

describe('GET /api/catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('returns the 15 service landing slugs, 14 categories and at least 50 provinces', async () => {
    const res = await t.request('GET', '/api/catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=3600');
    const catalog = await res.json();
    expect(catalog.serviceLandings.map((s: { slug: string }) => s.slug).sort()).toEqual([...LANDING_SLUGS].sort());
    expect(catalog.serviceCategories).toHaveLength(14);
    expect(catalog.provinces.length).toBeGreaterThanOrEqual(50);
    expect(catalog.portugueseDistricts).toHaveLength(20);
    expect(catalog.cities.length).toBeGreaterThanOrEqual(40);
  });
});
