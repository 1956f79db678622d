/**
 * Distances between coordinates, without any place data: the server's estimate (places.ts
 * re-exports it) and the site's guided form (which must not bundle the 300 KB of places) use
 * this one function, so both show the same «≈ N km».
 */

/**
 * Road distance ≈ great-circle distance × ROAD_FACTOR. Roads are never straight: the ratio of road
 * to straight-line distance ("circuity") measured between Spanish and European city pairs is
 * usually between 1.15 and 1.35 (higher in the mountains), and 1.2 is the figure commonly used for
 * estimates. It is an estimate for ordering and rough pricing, never a route: it means nothing
 * across the sea (the Balearic and Canary Islands, Ceuta, Melilla, the Azores, Madeira).
 */
export const ROAD_FACTOR = 1.2;

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

/** Estimated road distance in km: the great-circle (haversine) distance × ROAD_FACTOR. */
export function distanceKm(a: { readonly lat: number; readonly lon: number }, b: { readonly lat: number; readonly lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * ROAD_FACTOR;
}
