/** `/job/{seoParam}`: the slug and the id (the id alone for rows without a slug). */
export function jobPath(slug: string | null, id: string): string {
  return `/job/${slug ? `${slug}-${id}` : id}`;
}

/** «Madrid (Madrid) → Valencia (Valencia)», or the origin alone; the province only when it differs from the city. */
export function routeText(r: {
  city: string;
  province: string;
  destinationCity: string | null;
  destinationProvince: string | null;
}): string {
  const place = (city: string, province: string) => (city === province ? city : `${city} (${province})`);
  const origin = place(r.city, r.province);
  return r.destinationCity && r.destinationProvince ? `${origin} → ${place(r.destinationCity, r.destinationProvince)}` : origin;
}
