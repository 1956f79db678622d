/// <reference types="jest" />
import {
  ALL_SERVICES,
  buildCatalog,
  CITIES,
  CITY_PROVINCE_PAIRS,
  DIRECTORY_PROVINCES,
  DIRECTORY_SERVICES,
  findCity,
  findProvince,
  findServiceLanding,
  JOB_DATE_FILTERS,
  JOB_LOCATION_FILTERS,
  JOB_SERVICE_FILTERS,
  JOB_SORTS,
  PORTUGUESE_DISTRICTS,
  PROVINCES,
  SERVICE_CATEGORIES,
  SERVICE_LANDING_SLUGS,
  SERVICE_LANDINGS,
  SITEMAP_LOCATIONS,
  slugify,
  TOP_CITIES,
} from './index.js';

const EXPECTED_LANDING_SLUGS = [
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

function expectUnique(values: readonly string[]): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates).toEqual([]);
}

describe('service categories', () => {
  it('has the 14 categories, each with 4 to 8 services', () => {
    expect(SERVICE_CATEGORIES).toHaveLength(14);
    for (const category of SERVICE_CATEGORIES) {
      expect(category.services.length).toBeGreaterThanOrEqual(4);
      expect(category.services.length).toBeLessThanOrEqual(8);
      expectUnique(category.services);
    }
  });

  it('uses unique slugs derived from the names', () => {
    expectUnique(SERVICE_CATEGORIES.map((c) => c.slug));
    expectUnique(SERVICE_CATEGORIES.map((c) => c.name));
    for (const category of SERVICE_CATEGORIES) expect(category.slug).toBe(slugify(category.name));
  });

  it('offers the 14 category names as directory services', () => {
    expect(DIRECTORY_SERVICES).toEqual(SERVICE_CATEGORIES.map((c) => c.name));
    expect(DIRECTORY_SERVICES).toHaveLength(14);
    expect(DIRECTORY_SERVICES).toContain('Transporte Nacional');
    expect(DIRECTORY_SERVICES).toContain('Mudanzas');
    expect(ALL_SERVICES.length).toBeGreaterThan(70);
  });
});

describe('filters', () => {
  it('matches the spec values', () => {
    expect(DIRECTORY_PROVINCES).toEqual(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza', 'Málaga']);
    expect(JOB_SERVICE_FILTERS.map((f) => f.value)).toEqual(SERVICE_CATEGORIES.map((c) => c.slug));
    expect(JOB_LOCATION_FILTERS.map((f) => f.value)).toEqual(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao']);
    expect(JOB_DATE_FILTERS.map((f) => [f.value, f.days])).toEqual([
      ['today', 1],
      ['week', 7],
      ['month', 30],
    ]);
    expect(JOB_SORTS.map((f) => f.value)).toEqual(['newest', 'oldest', 'location']);
  });
});

describe('service landings', () => {
  it('has exactly the 15 slugs of the spec', () => {
    expect(SERVICE_LANDINGS.map((l) => l.slug)).toEqual(EXPECTED_LANDING_SLUGS);
    expect([...SERVICE_LANDING_SLUGS]).toEqual(EXPECTED_LANDING_SLUGS);
    for (const slug of EXPECTED_LANDING_SLUGS) expect(findServiceLanding(slug)?.slug).toBe(slug);
    expect(findServiceLanding('no-existe')).toBeUndefined();
  });

  it('has complete content for every page', () => {
    for (const landing of SERVICE_LANDINGS) {
      expect(landing.title.length).toBeGreaterThan(10);
      expect(landing.h1.length).toBeGreaterThan(5);
      expect(landing.name.length).toBeGreaterThan(3);
      expect(landing.description.length).toBeGreaterThan(100);
      expect(landing.metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(landing.metaDescription.length).toBeLessThanOrEqual(160);
      expect(landing.keywords.length).toBeGreaterThanOrEqual(3);
      expect(landing.icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(landing.benefits).toHaveLength(4);
      for (const benefit of landing.benefits) {
        expect(benefit.title).not.toBe('');
        expect(benefit.text).not.toBe('');
      }
      expect(landing.features.length).toBeGreaterThanOrEqual(5);
      expect(landing.features.length).toBeLessThanOrEqual(6);
      expect(landing.relatedServices.length).toBeGreaterThan(0);
    }
  });

  it('uses unique names, titles, headings and meta descriptions', () => {
    expectUnique(SERVICE_LANDINGS.map((l) => l.name));
    expectUnique(SERVICE_LANDINGS.map((l) => l.title));
    expectUnique(SERVICE_LANDINGS.map((l) => l.h1));
    expectUnique(SERVICE_LANDINGS.map((l) => l.metaDescription));
  });

  it('only relates services that the directory filter knows', () => {
    for (const landing of SERVICE_LANDINGS) {
      for (const service of landing.relatedServices) expect(DIRECTORY_SERVICES).toContain(service);
    }
  });
});

describe('locations', () => {
  it('has the 52 Spanish provinces (50 + Ceuta and Melilla) and the 20 Portuguese districts', () => {
    expect(PROVINCES.length).toBeGreaterThanOrEqual(50);
    expect(PROVINCES).toHaveLength(52);
    expect(PORTUGUESE_DISTRICTS).toHaveLength(20);
    expect(PROVINCES.every((p) => p.country === 'España')).toBe(true);
    expect(PORTUGUESE_DISTRICTS.every((p) => p.country === 'Portugal')).toBe(true);
    expectUnique(PROVINCES.map((p) => p.code ?? ''));
    expect(PROVINCES.map((p) => Number(p.code)).sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i + 1));
  });

  it('uses unique slugs derived from the names everywhere', () => {
    const provinces = [...PROVINCES, ...PORTUGUESE_DISTRICTS];
    expectUnique(provinces.map((p) => p.slug));
    expectUnique(provinces.map((p) => p.name));
    expectUnique(CITIES.map((c) => c.slug));
    expectUnique(CITY_PROVINCE_PAIRS.map((p) => `${p.provinceSlug}/${p.citySlug}`));
    expectUnique(SITEMAP_LOCATIONS.map((l) => l.path));
    for (const entry of [...provinces, ...CITIES]) expect(entry.slug).toBe(slugify(entry.name));
    for (const pair of CITY_PROVINCE_PAIRS) expect(pair.citySlug).toBe(slugify(pair.city));
  });

  it('places every city in an existing province or district of the same country', () => {
    const provinces = [...PROVINCES, ...PORTUGUESE_DISTRICTS];
    expect(CITIES.length).toBeGreaterThanOrEqual(45);
    for (const city of CITIES) {
      const province = provinces.find((p) => p.slug === city.provinceSlug);
      expect(province?.name).toBe(city.province);
      expect(province?.country).toBe(city.country);
    }
    for (const pair of [...CITY_PROVINCE_PAIRS, ...SITEMAP_LOCATIONS]) {
      expect(provinces.find((p) => p.slug === pair.provinceSlug)?.name).toBe(pair.province);
    }
    expect(CITIES.filter((c) => c.country === 'Portugal').map((c) => c.name)).toEqual(
      expect.arrayContaining(['Lisboa', 'Oporto', 'Braga', 'Coímbra', 'Faro']),
    );
  });

  it('offers about 70 picker pairs covering every Spanish province', () => {
    expect(CITY_PROVINCE_PAIRS.length).toBeGreaterThanOrEqual(65);
    expect(CITY_PROVINCE_PAIRS.length).toBeLessThanOrEqual(75);
    for (const city of CITIES) {
      expect(CITY_PROVINCE_PAIRS).toContainEqual(expect.objectContaining({ citySlug: city.slug, provinceSlug: city.provinceSlug }));
    }
    for (const province of PROVINCES) {
      expect(CITY_PROVINCE_PAIRS.some((pair) => pair.provinceSlug === province.slug)).toBe(true);
    }
  });

  it('lists the 12 largest Spanish cities and 20 sitemap locations', () => {
    expect(TOP_CITIES.map((c) => c.name)).toEqual([
      'Madrid',
      'Barcelona',
      'Valencia',
      'Sevilla',
      'Zaragoza',
      'Málaga',
      'Murcia',
      'Palma',
      'Las Palmas de Gran Canaria',
      'Alicante',
      'Bilbao',
      'Córdoba',
    ]);
    expect(SITEMAP_LOCATIONS).toHaveLength(20);
    expect(SITEMAP_LOCATIONS[0]).toEqual({
      city: 'Madrid',
      citySlug: 'madrid',
      province: 'Madrid',
      provinceSlug: 'madrid',
      path: '/location/madrid/madrid',
    });
  });

  it('finds provinces and cities by slug, name or alias', () => {
    expect(findProvince('a-coruna')?.name).toBe('A Coruña');
    expect(findProvince('a coruna')?.name).toBe('A Coruña');
    expect(findProvince('La Coruña')?.name).toBe('A Coruña');
    expect(findProvince('Vizcaya')?.name).toBe('Bizkaia');
    expect(findProvince('baleares')?.name).toBe('Illes Balears');
    expect(findProvince('Porto')?.name).toBe('Oporto');
    expect(findProvince('Atlantis')).toBeUndefined();
    expect(findProvince('')).toBeUndefined();
    expect(findCity('bilbao')?.province).toBe('Bizkaia');
    expect(findCity('Palma de Mallorca')?.slug).toBe('palma');
    expect(findCity('donostia', 'guipuzcoa')?.name).toBe('San Sebastián');
    expect(findCity('Bilbao', 'Madrid')).toBeUndefined();
  });
});

describe('buildCatalog', () => {
  it('returns one JSON-serialisable object with every list', () => {
    const catalog = buildCatalog();
    const json = JSON.parse(JSON.stringify(catalog)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        'serviceCategories',
        'directoryServices',
        'serviceLandings',
        'provinces',
        'portugueseDistricts',
        'cities',
        'topCities',
        'cityProvincePairs',
        'jobFilters',
        'directoryProvinces',
      ]),
    );
    expect(json).toEqual(catalog);
    expect(catalog.serviceLandings).toHaveLength(15);
    expect(catalog.jobFilters.dates.map((d) => d.days)).toEqual([1, 7, 30]);
  });
});
