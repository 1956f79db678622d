import { findPlace } from '@rutalia/catalog/places';

/** The coordinates of a company's base: `base_lat`/`base_lon` of `companies`. */
export interface CompanyBaseCoordinates {
  baseLat: number | null;
  baseLon: number | null;
}

/**
 * Where a company's base is, for the distance of the ranking (matching-score.ts): the place of the
 * catalog called `city` in `province` (@rutalia/catalog/places findPlace), or both null when the
 * places do not know it (the defaults «No especificada», a foreign town, a typo). Every write of a
 * company's city or province sets these with it: sign-up, the profile edit and the demo seed.
 */
export function companyBaseCoordinates(city: string, province: string): CompanyBaseCoordinates {
  const place = findPlace(city, province);
  return place ? { baseLat: place.lat, baseLon: place.lon } : { baseLat: null, baseLon: null };
}
