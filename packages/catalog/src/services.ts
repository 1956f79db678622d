/**
 * Service categories and the filter values of the directory and the public job list.
 * Pure data (spec section 3 'Static data', section 2 'Directory' and 'Jobs', section 9).
 */

export interface ServiceCategory {
  /** URL-safe identifier, always `slugify(name)`. */
  readonly slug: string;
  /** Category name in Spanish; also the value of the directory's service filter. */
  readonly name: string;
  /** Services a company can offer within the category (shown in pickers and profiles). */
  readonly services: readonly string[];
}

/** The 14 service categories, in the spec's order. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    slug: 'transporte-nacional',
    name: 'Transporte Nacional',
    services: [
      'Transporte de carga completa (FTL)',
      'Transporte de grupaje (LTL)',
      'Transporte de mercancía paletizada',
      'Paquetería y mensajería',
      'Transporte urgente con vehículo dedicado',
      'Rutas regulares de distribución regional',
      'Transporte en furgoneta',
    ],
  },
  {
    slug: 'transporte-internacional',
    name: 'Transporte Internacional',
    services: [
      'Transporte internacional por carretera',
      'Grupaje internacional',
      'Transporte marítimo (FCL y LCL)',
      'Transporte aéreo de mercancías',
      'Transporte ferroviario de mercancías',
      'Transporte multimodal',
    ],
  },
  {
    slug: 'transporte-especializado',
    name: 'Transporte Especializado',
    services: [
      'Transporte frigorífico y a temperatura controlada',
      'Transporte de mercancías peligrosas (ADR)',
      'Transportes especiales y cargas sobredimensionadas',
      'Transporte de vehículos',
      'Transporte de graneles y en cisterna',
      'Transporte de obras de arte y objetos de valor',
      'Transporte de maquinaria',
    ],
  },
  {
    slug: 'almacenaje',
    name: 'Almacenaje',
    services: [
      'Almacenaje de mercancía paletizada',
      'Almacén con temperatura controlada',
      'Depósito aduanero y fiscal',
      'Gestión de inventario y control de stock',
      'Cross-docking',
      'Almacenaje temporal y de temporada',
      'Guardamuebles y trasteros',
    ],
  },
  {
    slug: 'preparacion-de-pedidos',
    name: 'Preparación de Pedidos',
    services: [
      'Picking y packing',
      'Etiquetado y reetiquetado',
      'Manipulación y co-packing',
      'Montaje de lotes y packs promocionales',
      'Control de calidad de la mercancía',
      'Embalaje personalizado',
    ],
  },
  {
    slug: 'distribucion',
    name: 'Distribución',
    services: [
      'Distribución capilar',
      'Reparto de última milla',
      'Distribución a retail y grandes superficies',
      'Distribución al canal HORECA',
      'Entregas con cita previa',
      'Reparto urbano sostenible',
    ],
  },
  {
    slug: 'gestion-aduanera',
    name: 'Gestión Aduanera',
    services: [
      'Despacho de aduanas de importación y exportación',
      'Representación aduanera',
      'Tránsito aduanero',
      'Clasificación arancelaria (TARIC)',
      'Certificados de origen',
      'Declaraciones Intrastat',
    ],
  },
  {
    slug: 'logistica-inversa',
    name: 'Logística Inversa',
    services: [
      'Gestión de devoluciones',
      'Recogida de productos a domicilio',
      'Revisión y reacondicionamiento de productos',
      'Retirada y reciclaje de residuos (RAEE)',
      'Recuperación de palés y envases retornables',
    ],
  },
  {
    slug: 'consultoria-logistica',
    name: 'Consultoría Logística',
    services: [
      'Diseño de la red logística',
      'Optimización de rutas de transporte',
      'Auditoría y diseño de almacenes',
      'Análisis de costes logísticos',
      'Mejora de procesos (lean logistics)',
      'Asesoramiento en externalización logística',
    ],
  },
  {
    slug: 'tecnologia-logistica',
    name: 'Tecnología Logística',
    services: [
      'Software de gestión de almacenes (SGA)',
      'Sistema de gestión del transporte (TMS)',
      'Seguimiento de envíos en tiempo real',
      'Integración EDI con clientes y proveedores',
      'Automatización y robótica de almacén',
      'Gestión de flotas y telemática',
    ],
  },
  {
    slug: 'logistica-e-commerce',
    name: 'Logística E-commerce',
    services: [
      'Fulfillment para tiendas online',
      'Integración con tiendas online y marketplaces',
      'Envíos a domicilio y a puntos de recogida',
      'Gestión de devoluciones online',
      'Embalaje personalizado con tu marca',
      'Logística omnicanal',
    ],
  },
  {
    slug: 'servicios-personalizados',
    name: 'Servicios Personalizados',
    services: [
      'Soluciones logísticas a medida',
      'Logística para eventos y ferias',
      'Transporte dedicado',
      'Logística de proyectos',
      'Personal logístico para picos de actividad',
    ],
  },
  {
    slug: 'grandes-cuentas',
    name: 'Grandes Cuentas',
    services: [
      'Gestor de cuenta dedicado',
      'Logística integral externalizada (3PL)',
      'Acuerdos de nivel de servicio (SLA)',
      'Operaciones logísticas in-house',
      'Informes y cuadros de mando a medida',
      'Planificación de campañas y picos de demanda',
    ],
  },
  {
    slug: 'mudanzas',
    name: 'Mudanzas',
    services: [
      'Mudanzas de viviendas',
      'Mudanzas de oficinas y empresas',
      'Mudanzas internacionales',
      'Embalaje y desembalaje',
      'Desmontaje y montaje de muebles',
      'Elevador exterior y montamuebles',
      'Guardamuebles',
      'Traslado de pianos y objetos delicados',
    ],
  },
];

/** The 14 services of the directory filter (spec: "service filter (14 services)"): the category names. */
export const DIRECTORY_SERVICES: readonly string[] = SERVICE_CATEGORIES.map((category) => category.name);

/** Every service of every category, without duplicates (for service pickers with search). */
export const ALL_SERVICES: readonly string[] = [...new Set(SERVICE_CATEGORIES.flatMap((category) => category.services))];

/**
 * Province filter of the directory, exactly as the spec lists it. Note that 'Bilbao' is a city
 * (its province is Bizkaia): companies store city and province as free text, so the directory
 * should match these values against either field.
 */
export const DIRECTORY_PROVINCES: readonly string[] = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Zaragoza', 'Málaga'];

export interface FilterOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * Service filter of the public job list: the 14 categories, by slug. A category matches the
 * requests with its name or any of its services (taxonomy.ts, jobServiceTerms); the old four
 * coarse values are still accepted by the API as aliases (LEGACY_JOB_SERVICE_ALIASES).
 */
export const JOB_SERVICE_FILTERS: readonly FilterOption[] = SERVICE_CATEGORIES.map((category) => ({
  value: category.slug,
  label: category.name,
}));

/** Location filter of the public job list (partial match on the request's location). */
export const JOB_LOCATION_FILTERS = [
  { value: 'Madrid', label: 'Madrid' },
  { value: 'Barcelona', label: 'Barcelona' },
  { value: 'Valencia', label: 'Valencia' },
  { value: 'Sevilla', label: 'Sevilla' },
  { value: 'Bilbao', label: 'Bilbao' },
] as const satisfies readonly FilterOption[];

/** Date filter of the public job list: requests created at most `days` days ago. */
export const JOB_DATE_FILTERS = [
  { value: 'today', label: 'Hoy', days: 1 },
  { value: 'week', label: 'Última semana', days: 7 },
  { value: 'month', label: 'Último mes', days: 30 },
] as const satisfies readonly (FilterOption & { readonly days: number })[];

/** Sort options of the public job list. */
export const JOB_SORTS = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'oldest', label: 'Más antiguos' },
  { value: 'location', label: 'Ubicación' },
] as const satisfies readonly FilterOption[];

/** A category slug. */
export type JobServiceFilter = string;
export type JobLocationFilter = (typeof JOB_LOCATION_FILTERS)[number]['value'];
export type JobDateFilter = (typeof JOB_DATE_FILTERS)[number]['value'];
export type JobSort = (typeof JOB_SORTS)[number]['value'];

/** Days covered by a job-list date filter value, or `undefined` for an unknown value. */
export function jobDateFilterDays(value: string): number | undefined {
  return JOB_DATE_FILTERS.find((filter) => filter.value === value)?.days;
}

/** The category with this slug or this name (exact), if any. */
export function findServiceCategory(slugOrName: string): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((category) => category.slug === slugOrName || category.name === slugOrName);
}
