/**
 * The landing slugs, exactly as the spec lists them (also the sitemap's 15 service pages). Apart
 * from the landings' content so the site's router can import them without pulling every
 * landing's text into the entry chunk.
 */
export const SERVICE_LANDING_SLUGS = [
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
] as const;

export type ServiceLandingSlug = (typeof SERVICE_LANDING_SLUGS)[number];
