import { CITIES, CITY_PROVINCE_PAIRS, PORTUGUESE_DISTRICTS, PROVINCES } from './locations.js';
import { allPlaces, distanceKm, findPlace, normalizePlaceText, ROAD_FACTOR, searchPlaces } from './places.js';

const names = (query: string, options?: Parameters<typeof searchPlaces>[1]) => searchPlaces(query, options).map((p) => p.name);

describe('places data', () => {
  const places = allPlaces();

  it('covers Spain and Portugal, sorted by population, one place per name and province', () => {
    expect(places.filter((p) => p.country === 'ES').length).toBeGreaterThan(6000);
    expect(places.filter((p) => p.country === 'PT').length).toBeGreaterThan(700);
    for (let i = 1; i < places.length; i++) expect(places[i - 1].population).toBeGreaterThanOrEqual(places[i].population);
    const keys = places.map((p) => `${normalizePlaceText(p.name)}|${p.provinceSlug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has places in every province and district, with its community and plausible coordinates', () => {
    for (const province of [...PROVINCES, ...PORTUGUESE_DISTRICTS]) {
      const inProvince = places.filter((p) => p.provinceSlug === province.slug);
      expect({ province: province.name, found: inProvince.length > 0 }).toEqual({ province: province.name, found: true });
      expect(new Set(inProvince.map((p) => p.community))).toEqual(new Set([province.region]));
    }
    for (const p of places) {
      // The Canaries reach 27.6° N and 18.2° W; the Azores 31.3° W.
      expect(p.lat).toBeGreaterThan(27);
      expect(p.lat).toBeLessThan(44);
      expect(p.lon).toBeGreaterThan(-32);
      expect(p.lon).toBeLessThan(4.5);
    }
  });

  it('contains every city of the catalog and of the pickers, with the same name and province', () => {
    for (const pair of CITY_PROVINCE_PAIRS) {
      const place = findPlace(pair.city, pair.provinceSlug);
      expect({ city: pair.city, name: place?.name, province: place?.province }).toEqual({
        city: pair.city,
        name: pair.city,
        province: pair.province,
      });
    }
    expect(CITIES.every((city) => findPlace(city.name, city.province) !== undefined)).toBe(true);
  });
});

describe('searchPlaces', () => {
  it('ignores accents and case', () => {
    expect(names('avila')[0]).toBe('Ávila');
    expect(names('MÁLAGA')[0]).toBe('Málaga');
    expect(names('logrono')[0]).toBe('Logroño');
  });

  it("handles the apostrophe of L'Hospitalet, with or without it, and words inside the name", () => {
    for (const query of ["l'hospitalet", 'lhospitalet', 'l hospitalet', 'hospitalet']) {
      expect(names(query)).toContain("L'Hospitalet de Llobregat");
    }
  });

  it('ranks prefix matches by population', () => {
    const found = searchPlaces('sant', { limit: 20 });
    const order = found.map((p) => p.name);
    expect(order).toEqual(expect.arrayContaining(['Santander', 'Sant Cugat del Vallès']));
    expect(order.indexOf('Santander')).toBeLessThan(order.indexOf('Sant Cugat del Vallès'));
    for (let i = 1; i < found.length; i++) expect(found[i - 1].population).toBeGreaterThanOrEqual(found[i].population);
  });

  it('puts exact matches first, even when a prefix match is larger', () => {
    // 'Palma del Río' and 'Las Palmas de Gran Canaria' also match; Palma (the exact one) first.
    expect(names('palma')[0]).toBe('Palma');
    expect(names('leon')[0]).toBe('León');
    const porto = searchPlaces('porto');
    expect(porto[0]).toMatchObject({ name: 'Oporto', country: 'PT', province: 'Oporto', community: 'Norte' });
    expect(porto.map((p) => `${p.name}|${p.provinceSlug}`)).toContain('Porto|zamora');
  });

  it('finds Portuguese places and filters by country', () => {
    expect(searchPlaces('coimbra')[0]).toMatchObject({ name: 'Coímbra', country: 'PT' });
    expect(searchPlaces('guimaraes')[0]).toMatchObject({ name: 'Guimarães', province: 'Braga', country: 'PT' });
    expect(searchPlaces('sant', { country: 'PT' }).every((p) => p.country === 'PT')).toBe(true);
    expect(names('santarem', { country: 'PT' })[0]).toBe('Santarém');
  });

  it('finds catalog and bilingual aliases', () => {
    expect(names('donostia')[0]).toBe('San Sebastián');
    expect(names('elx')[0]).toBe('Elche');
    expect(names('llodio')).toContain('Laudio / Llodio');
    expect(names('lisbon')[0]).toBe('Lisboa');
  });

  it('respects the limit and answers nothing for an empty query', () => {
    expect(searchPlaces('a', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('san')).toHaveLength(10);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces("'-.")).toEqual([]);
    expect(searchPlaces('madrid', { limit: 0 })).toEqual([]);
    expect(searchPlaces('zzzzqx')).toEqual([]);
  });
});

describe('findPlace', () => {
  it('needs the province, given by name, slug or alias', () => {
    expect(findPlace('Porto', 'Zamora')?.country).toBe('ES');
    expect(findPlace('Porto', 'oporto')?.name).toBe('Oporto');
    expect(findPlace('la coruña', 'La Coruña')?.name).toBe('A Coruña');
    expect(findPlace('Madrid', 'Barcelona')).toBeUndefined();
    expect(findPlace('Madrid', 'Atlantis')).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('is the haversine distance times the road factor', () => {
    const madrid = findPlace('Madrid', 'madrid')!;
    const barcelona = findPlace('Barcelona', 'barcelona')!;
    // Great circle Madrid–Barcelona ≈ 505 km; by road ≈ 620 km.
    expect(distanceKm(madrid, barcelona) / ROAD_FACTOR).toBeCloseTo(505, -1);
    expect(distanceKm(madrid, barcelona)).toBeGreaterThan(580);
    expect(distanceKm(madrid, barcelona)).toBeLessThan(640);
    expect(distanceKm(madrid, madrid)).toBe(0);
    expect(distanceKm(barcelona, madrid)).toBeCloseTo(distanceKm(madrid, barcelona), 9);
  });
});
