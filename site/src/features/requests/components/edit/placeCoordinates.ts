import type { ApiResponse } from '@rutalia/api-contract';
import { http } from '../../../../api/http';
import { foldText } from '../../../../ui/placeSearch';
import type { DraftPlace } from '../guided/draft';

/**
 * The coordinates of a stored place (requests keep only city and province), from the places
 * type-ahead, so the form can show the estimated distance; the place as it was if not found.
 */
export async function withCoordinates(place: DraftPlace | null, signal?: AbortSignal): Promise<DraftPlace | null> {
  if (!place || place.lat !== undefined) return place;
  try {
    const found = await http.get<ApiResponse<'/api/catalog/places', 'get'>>('/catalog/places', {
      query: { q: place.city, limit: 10 },
      signal,
    });
    const match = found.places.find((p) => foldText(p.name) === foldText(place.city) && foldText(p.province) === foldText(place.province));
    return match ? { ...place, lat: match.lat, lon: match.lon } : place;
  } catch {
    return place;
  }
}
