import type { Schemas } from '@rutalia/api-contract';

/** Pure helpers of PlacePicker (no React, no styles: unit-tested on their own). */

export type PlaceOption = Schemas['PlaceDto'];

/** A chosen place: city and province (as the requests API takes them), with coordinates when known. */
export type PickedPlace = { city: string; province: string; lat?: number; lon?: number };

/** «Valencia · Valencia»; Portuguese places say so. */
export function placeLabel(place: { city?: string; name?: string; province: string; country?: string }): string {
  const name = place.city ?? place.name ?? '';
  return `${name} · ${place.province}${place.country === 'PT' ? ' (Portugal)' : ''}`;
}

/** Lower case without accents nor apostrophes, to compare what was typed with a name. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** Places of `province` first (a postal code already told us the province), keeping the API's order otherwise. */
export function preferProvince(places: readonly PlaceOption[], province: string | undefined): PlaceOption[] {
  if (!province) return [...places];
  const wanted = foldText(province);
  return [...places].sort((a, b) => Number(foldText(b.province) === wanted) - Number(foldText(a.province) === wanted));
}

/** The result to take when the visitor leaves the box without choosing: the only exact name match. */
export function exactMatch(places: readonly PlaceOption[], typed: string): PlaceOption | undefined {
  const wanted = foldText(typed.split('·')[0] ?? '');
  const matches = places.filter((p) => foldText(p.name) === wanted);
  return matches.length === 1 || (matches.length > 1 && wanted) ? matches[0] : undefined;
}
