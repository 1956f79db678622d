import { describe, expect, it } from '@jest/globals';
import { exactMatch, foldText, placeLabel, preferProvince, type PlaceOption } from './placeSearch';

const place = (name: string, province: string, country: 'ES' | 'PT' = 'ES'): PlaceOption => ({
  name,
  province,
  provinceSlug: province.toLowerCase(),
  community: '',
  country,
  lat: 0,
  lon: 0,
  population: 0,
});

describe('PlacePicker helpers', () => {
  it('labels a place «Valencia · Valencia», saying when it is in Portugal', () => {
    expect(placeLabel(place('Valencia', 'Valencia'))).toBe('Valencia · Valencia');
    expect(placeLabel({ city: 'Madrid', province: 'Madrid' })).toBe('Madrid · Madrid');
    expect(placeLabel(place('Oporto', 'Oporto', 'PT'))).toBe('Oporto · Oporto (Portugal)');
  });

  it('compares names without accents, case or apostrophes', () => {
    expect(foldText("  L'Hospitalet   de  Llobregat ")).toBe('lhospitalet de llobregat');
    expect(foldText('Málaga')).toBe('malaga');
  });

  it("puts the postal code's province first, keeping the order otherwise", () => {
    const places = [place('Valencia', 'Valencia'), place('Valencia de Alcántara', 'Cáceres'), place('Valencia de Don Juan', 'León')];
    expect(preferProvince(places, 'Leon').map((p) => p.name)).toEqual(['Valencia de Don Juan', 'Valencia', 'Valencia de Alcántara']);
    expect(preferProvince(places, undefined)).toEqual(places);
  });

  it('takes the exact match when the visitor leaves the box without choosing', () => {
    const places = [place('Madrid', 'Madrid'), place('Madridejos', 'Toledo')];
    expect(exactMatch(places, 'madrid')?.province).toBe('Madrid');
    expect(exactMatch(places, 'Madrid · Madrid')?.name).toBe('Madrid');
    expect(exactMatch(places, 'madr')).toBeUndefined();
  });
});
