import type { RequestDto, RequestPageDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { marker } from '../factories/company-factories.js';
import { createRequest, madridDay, moveRequestBody } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 17, part 5, «Jobs that companies can work with»: GET /api/requests filters by category,
 * origin and destination province (name, alias or without accents), and by the service date
 * window (the date plus its flexibility: that day, 7 days, 30 days, or any day from it on),
 * alone and with the search; old requests (city and province only) stay listed. Every request
 * here carries this run's marker in its title and each query searches for it (`q`), so rows of
 * other specs never count.
 */
describe('jobs filters (GET /api/requests)', () => {
  let t: TestApp;
  const m = marker();
  /** The day `n` days after the first request's date (all dates are in the future). */
  const day = (n: number) => madridDay(30 + n);
  const ids: Record<'move' | 'bilbao' | 'freight' | 'storage' | 'legacy', string> = {
    move: '',
    bilbao: '',
    freight: '',
    storage: '',
    legacy: '',
  };
  const created: Record<string, RequestDto> = {};

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    const client = await signedInClient(t);
    const post = async (key: keyof typeof ids, body: Record<string, unknown>) => {
      created[key] = await createRequest(t, client.accessToken, body);
      ids[key] = created[key].id;
    };
    // Madrid → Valencia on that very day.
    await post('move', moveRequestBody({ title: `Mudanza ${m} alfa`, date: day(0), dateFlexibility: 'exact' }));
    // Bizkaia (sent by its Spanish name) → Málaga, any day of the week from day 3 (3 to 9).
    await post(
      'bilbao',
      moveRequestBody({
        title: `Mudanza ${m} beta`,
        origin: { city: 'Bilbao', province: 'Vizcaya' },
        destination: { city: 'Málaga', province: 'Málaga' },
        date: day(3),
        dateFlexibility: 'week',
      }),
    );
    // Pallets Málaga → Madrid, any day of the month from day 10 (10 to 39).
    await post('freight', {
      ...moveRequestBody(),
      title: `Palés ${m} gamma`,
      services: ['Transporte de mercancía paletizada'],
      category: 'transporte-nacional',
      origin: { city: 'Málaga', province: 'Málaga' },
      destination: { city: 'Madrid', province: 'Madrid' },
      date: day(10),
      dateFlexibility: 'month',
      details: { cargoType: 'palets', pallets: 4, weightKg: 1200 },
    });
    // Storage in Sevilla (no destination), from day 20 on, whenever suits.
    const { destination: _none, ...local } = moveRequestBody();
    await post('storage', {
      ...local,
      title: `Guardamuebles ${m} delta`,
      services: ['Guardamuebles y trasteros'],
      category: 'almacenaje',
      origin: { city: 'Sevilla', province: 'Sevilla' },
      date: day(20),
      dateFlexibility: 'flexible',
      details: { goodsType: 'muebles', duration: '1-3-meses' },
    });
    // An old-style request: title, description, services, city and province only.
    await post('legacy', { title: `Mudanza antigua ${m} epsilon`, services: ['Mudanzas'], city: 'Getafe', province: 'Madrid' });
  }, 60_000);
  afterAll(() => t.close());

  /** This run's requests matching `query` and the search `q` (the run's marker by default), by their names above, sorted. */
  async function found(query = '', q = m): Promise<string[]> {
    const res = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent(q)}&pageSize=24${query ? `&${query}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    return res.body.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id).sort();
  }

  it('lists every request of the run, the old one included', async () => {
    expect(await found()).toEqual(['bilbao', 'freight', 'legacy', 'move', 'storage']);
  });

  it('filters by category (the old request by the category of its services)', async () => {
    expect(created.legacy.category).toBe('mudanzas');
    expect(await found('category=mudanzas')).toEqual(['bilbao', 'legacy', 'move']);
    expect(await found('category=transporte-nacional')).toEqual(['freight']);
    expect(await found('category=almacenaje')).toEqual(['storage']);
    expect(await found('category=gestion-aduanera')).toEqual([]);
  });

  it('filters by origin province: name, alias, any case, with or without accents; old requests by their province', async () => {
    expect(await found('originProvince=Madrid')).toEqual(['legacy', 'move']);
    expect(created.bilbao.origin.province).toBe('Bizkaia');
    expect(await found('originProvince=Bizkaia')).toEqual(['bilbao']);
    expect(await found('originProvince=Vizcaya')).toEqual(['bilbao']);
    expect(await found('originProvince=VIZCAYA')).toEqual(['bilbao']);
    expect(await found('originProvince=Malaga')).toEqual(['freight']);
    expect(await found(`originProvince=${encodeURIComponent('málaga')}`)).toEqual(['freight']);
    expect(await found('originProvince=Sevilla')).toEqual(['storage']);
    // Unknown: nothing, not an error.
    expect(await found('originProvince=Narnia')).toEqual([]);
  });

  it('filters by destination province; local services and old requests have none', async () => {
    expect(await found('destinationProvince=Valencia')).toEqual(['move']);
    expect(await found('destinationProvince=Malaga')).toEqual(['bilbao']);
    expect(await found('destinationProvince=madrid')).toEqual(['freight']);
    expect(await found('destinationProvince=Sevilla')).toEqual([]);
    expect(await found('originProvince=Madrid&destinationProvince=Valencia')).toEqual(['move']);
  });

  it('filters by the service date: each request is served on its date plus its flexibility window', async () => {
    // Day 0: only the exact move.
    expect(await found(`dateFrom=${day(0)}&dateTo=${day(0)}`)).toEqual(['move']);
    // The week from day 3 runs to day 9, not to day 10.
    expect(await found(`dateFrom=${day(9)}&dateTo=${day(9)}`)).toEqual(['bilbao']);
    expect(await found(`dateFrom=${day(10)}&dateTo=${day(10)}`)).toEqual(['freight']);
    // The month from day 10 runs to day 39; flexible is any day from day 20 on.
    expect(await found(`dateFrom=${day(39)}&dateTo=${day(39)}`)).toEqual(['freight', 'storage']);
    expect(await found(`dateFrom=${day(40)}`)).toEqual(['storage']);
    expect(await found(`dateFrom=${day(300)}`)).toEqual(['storage']);
    expect(await found(`dateFrom=${day(19)}&dateTo=${day(19)}`)).toEqual(['freight']);
    // Open ends: from (window overlap) or until (the date itself).
    expect(await found(`dateFrom=${day(1)}`)).toEqual(['bilbao', 'freight', 'storage']);
    expect(await found(`dateTo=${day(2)}`)).toEqual(['move']);
    expect(await found(`dateTo=${day(3)}`)).toEqual(['bilbao', 'move']);
    expect(await found(`dateTo=${day(-1)}`)).toEqual([]);
    // A range: every window that touches it (the old request has no date, so it never matches).
    expect(await found(`dateFrom=${day(5)}&dateTo=${day(15)}`)).toEqual(['bilbao', 'freight']);
  });

  it('combines the filters with each other and with the search', async () => {
    expect(await found(`category=mudanzas&originProvince=Madrid&dateFrom=${day(0)}&dateTo=${day(5)}`)).toEqual(['move']);
    expect(await found('category=mudanzas&originProvince=Madrid')).toEqual(['legacy', 'move']);
    expect(await found('category=mudanzas', `${m} beta`)).toEqual(['bilbao']);
    expect(await found('category=mudanzas', `${m} gamma`)).toEqual([]);
    // The search also reads the destination (other runs' rows may match too: only this one is checked).
    expect(await found(`category=transporte-nacional&originProvince=Malaga&dateFrom=${day(10)}&dateTo=${day(10)}`, 'madrid')).toContain(
      'freight',
    );
    expect(await found(`originProvince=Vizcaya&destinationProvince=${encodeURIComponent('Málaga')}&dateFrom=${day(9)}`)).toEqual([
      'bilbao',
    ]);
    // With the older filters too (the category's services, the published date, a sort).
    expect(await found('service=mudanzas&originProvince=Madrid&date=today&sort=oldest')).toEqual(['legacy', 'move']);
  });

  it('refuses wrong values with a Spanish 400', async () => {
    const cases: [string, RegExp][] = [
      ['dateFrom=15/12/2026', /^La fecha inicial debe ser un día del calendario con el formato AAAA-MM-DD\.$/],
      ['dateTo=2026-12-1', /^La fecha final debe ser un día del calendario con el formato AAAA-MM-DD\.$/],
      ['dateFrom=mañana', /^La fecha inicial debe ser un día del calendario/],
      ['dateFrom=2027-02-30', /^La fecha inicial debe ser un día del calendario/],
      ['category=teletransporte', /^La categoría no es válida\.$/],
      [`originProvince=${'x'.repeat(101)}`, /^El campo originProvince no puede superar 100 caracteres\.$/],
    ];
    for (const [query, message] of cases) {
      const res = await call<ApiErrorBody>(t, 'GET', `/api/requests?${query}`);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
      expect(res.body.message).toMatch(message);
    }
  });

  it('answers each listed job with its route, date, distance and key details; the old one with its place only', async () => {
    const res = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${m}&pageSize=24`);
    const byId = new Map(res.body.items.map((item) => [item.id, item]));
    const move = byId.get(ids.move)!;
    expect(move).toMatchObject({
      category: 'mudanzas',
      categoryName: 'Mudanzas',
      origin: { city: 'Madrid', province: 'Madrid', postalCode: '28004' },
      destination: { city: 'Valencia', province: 'Valencia', postalCode: null },
      date: day(0),
      dateFlexibility: 'exact',
      keyDetails: '3 hab., 2.º sin ascensor → bajo',
      photoCount: 0,
    });
    expect(move.distanceText).toMatch(/^≈ \d+ km$/);
    expect(move.distanceText).toBe(`≈ ${move.distanceKm} km`);
    // The list carries no photos array (the detail does).
    expect(move.photos).toBeUndefined();
    expect(byId.get(ids.freight)).toMatchObject({ keyDetails: '4 palés · 1200 kg', dateFlexibility: 'month' });
    expect(byId.get(ids.storage)).toMatchObject({ destination: null, distanceKm: null, distanceText: null, dateFlexibility: 'flexible' });
    expect(byId.get(ids.legacy)).toMatchObject({
      category: 'mudanzas',
      origin: { city: 'Getafe', province: 'Madrid', postalCode: null },
      location: 'Getafe, Madrid',
      destination: null,
      date: null,
      dateFlexibility: null,
      distanceText: null,
      keyDetails: '',
      detailsSummary: [],
    });

    const detail = await call<RequestDto>(t, 'GET', `/api/requests/${created.move.seoParam}`);
    expect(detail.status).toBe(200);
    expect(detail.body.detailsSummary).toContainEqual({ label: 'Habitaciones', value: '3' });
    expect(detail.body.photos).toEqual([]);
  });

  it('lists only active requests, whatever the filters', async () => {
    const client = await signedInClient(t);
    const closed = await createRequest(t, client.accessToken, moveRequestBody({ title: `Mudanza ${m} cerrada` }));
    expect(await found('category=mudanzas', `${m} cerrada`)).toEqual([closed.id]);
    await call(t, 'POST', `/api/requests/${closed.id}/close`, undefined, bearer(client.accessToken));
    expect(await found('category=mudanzas', `${m} cerrada`)).toEqual([]);
  });
});
