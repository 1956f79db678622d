import type { PlaceSearchResultDto } from '@rutalia/api-contract';
import { call } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('GET /api/catalog/places (type-ahead of places)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const places = (query: string) => call<PlaceSearchResultDto>(t, 'GET', `/api/catalog/places${query}`);

  it('is public and cacheable, and finds places without accents, largest first', async () => {
    const res = await places('?q=avila');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=3600');
    expect(res.body.places[0]).toEqual({
      name: 'Ávila',
      province: 'Ávila',
      provinceSlug: 'avila',
      community: 'Castilla y León',
      country: 'ES',
      lat: expect.closeTo(40.66, 1),
      lon: expect.closeTo(-4.7, 1),
      population: expect.any(Number),
    });
    const sant = await places(`?q=${encodeURIComponent('SANT')}&limit=20`);
    const names = sant.body.places.map((p) => p.name);
    expect(sant.body.places).toHaveLength(20);
    expect(names.indexOf('Santander')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Santander')).toBeLessThan(names.indexOf('Sant Cugat del Vallès'));
  });

  it('handles apostrophes, aliases, Portugal and the country filter', async () => {
    const hospitalet = await places(`?q=${encodeURIComponent("l'hospitalet")}`);
    expect(hospitalet.body.places[0]).toMatchObject({ name: "L'Hospitalet de Llobregat", province: 'Barcelona' });
    const porto = await places('?q=porto&limit=3&country=PT');
    expect(porto.body.places[0]).toMatchObject({
      name: 'Oporto',
      province: 'Oporto',
      community: 'Norte',
      country: 'PT',
      aliases: ['Porto'],
    });
    expect(porto.body.places.every((p) => p.country === 'PT')).toBe(true);
    const nothing = await places('?q=zzzqx');
    expect(nothing).toMatchObject({ status: 200, body: { places: [] } });
  });

  it('defaults to 10 results and refuses bad input with a Spanish 400', async () => {
    expect((await places('?q=san')).body.places).toHaveLength(10);
    const cases: [string, string][] = [
      ['', 'Escribe el nombre del lugar que buscas (parámetro q).'],
      ['?q=%20%20', 'Escribe el nombre del lugar que buscas (parámetro q).'],
      [`?q=${'x'.repeat(61)}`, 'La búsqueda no puede superar 60 caracteres.'],
      ['?q=san&limit=21', 'El límite debe ser un número entero entre 1 y 20.'],
      ['?q=san&limit=0', 'El límite debe ser un número entero entre 1 y 20.'],
      ['?q=san&limit=dos', 'El límite debe ser un número entero entre 1 y 20.'],
      ['?q=san&country=FR', 'El país debe ser ES (España) o PT (Portugal).'],
    ];
    for (const [query, message] of cases) {
      const res = await places(query);
      expect({ query, status: res.status, message: (res.body as unknown as { message: string }).message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    const unknown = await places('?q=san&sort=name');
    expect(unknown.status).toBe(400);
  });
});
