import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, "One taxonomy": companies.services and requests.services hold values of the service
 * tree (the 14 categories of @rutalia/catalog and their services) in its exact spelling, because
 * the directory, the jobs filter and the stats compare them exactly (`services && …`, on the GIN
 * indexes ix_companies_services and ix_requests_services). This rewrites every stored value that
 * is a tree value in another spelling (case, accents, spaces) or a category slug to the tree's
 * spelling, trims the others, and drops repeats (order kept). Values outside the tree are kept.
 *
 * The tree is copied here as it was when the migration was written (a migration must not change
 * with the catalog). Not reversible: down() leaves the normalised values.
 */
const TREE: readonly (readonly [slug: string, name: string, services: readonly string[]])[] = [
  [
    'transporte-nacional',
    'Transporte Nacional',
    [
      'Transporte de carga completa (FTL)',
      'Transporte de grupaje (LTL)',
      'Transporte de mercancía paletizada',
      'Paquetería y mensajería',
      'Transporte urgente con vehículo dedicado',
      'Rutas regulares de distribución regional',
      'Transporte en furgoneta',
    ],
  ],
  [
    'transporte-internacional',
    'Transporte Internacional',
    [
      'Transporte internacional por carretera',
      'Grupaje internacional',
      'Transporte marítimo (FCL y LCL)',
      'Transporte aéreo de mercancías',
      'Transporte ferroviario de mercancías',
      'Transporte multimodal',
    ],
  ],
  [
    'transporte-especializado',
    'Transporte Especializado',
    [
      'Transporte frigorífico y a temperatura controlada',
      'Transporte de mercancías peligrosas (ADR)',
      'Transportes especiales y cargas sobredimensionadas',
      'Transporte de vehículos',
      'Transporte de graneles y en cisterna',
      'Transporte de obras de arte y objetos de valor',
      'Transporte de maquinaria',
    ],
  ],
  [
    'almacenaje',
    'Almacenaje',
    [
      'Almacenaje de mercancía paletizada',
      'Almacén con temperatura controlada',
      'Depósito aduanero y fiscal',
      'Gestión de inventario y control de stock',
      'Cross-docking',
      'Almacenaje temporal y de temporada',
      'Guardamuebles y trasteros',
    ],
  ],
  [
    'preparacion-de-pedidos',
    'Preparación de Pedidos',
    [
      'Picking y packing',
      'Etiquetado y reetiquetado',
      'Manipulación y co-packing',
      'Montaje de lotes y packs promocionales',
      'Control de calidad de la mercancía',
      'Embalaje personalizado',
    ],
  ],
  [
    'distribucion',
    'Distribución',
    [
      'Distribución capilar',
      'Reparto de última milla',
      'Distribución a retail y grandes superficies',
      'Distribución al canal HORECA',
      'Entregas con cita previa',
      'Reparto urbano sostenible',
    ],
  ],
  [
    'gestion-aduanera',
    'Gestión Aduanera',
    [
      'Despacho de aduanas de importación y exportación',
      'Representación aduanera',
      'Tránsito aduanero',
      'Clasificación arancelaria (TARIC)',
      'Certificados de origen',
      'Declaraciones Intrastat',
    ],
  ],
  [
    'logistica-inversa',
    'Logística Inversa',
    [
      'Gestión de devoluciones',
      'Recogida de productos a domicilio',
      'Revisión y reacondicionamiento de productos',
      'Retirada y reciclaje de residuos (RAEE)',
      'Recuperación de palés y envases retornables',
    ],
  ],
  [
    'consultoria-logistica',
    'Consultoría Logística',
    [
      'Diseño de la red logística',
      'Optimización de rutas de transporte',
      'Auditoría y diseño de almacenes',
      'Análisis de costes logísticos',
      'Mejora de procesos (lean logistics)',
      'Asesoramiento en externalización logística',
    ],
  ],
  [
    'tecnologia-logistica',
    'Tecnología Logística',
    [
      'Software de gestión de almacenes (SGA)',
      'Sistema de gestión del transporte (TMS)',
      'Seguimiento de envíos en tiempo real',
      'Integración EDI con clientes y proveedores',
      'Automatización y robótica de almacén',
      'Gestión de flotas y telemática',
    ],
  ],
  [
    'logistica-e-commerce',
    'Logística E-commerce',
    [
      'Fulfillment para tiendas online',
      'Integración con tiendas online y marketplaces',
      'Envíos a domicilio y a puntos de recogida',
      'Gestión de devoluciones online',
      'Embalaje personalizado con tu marca',
      'Logística omnicanal',
    ],
  ],
  [
    'servicios-personalizados',
    'Servicios Personalizados',
    [
      'Soluciones logísticas a medida',
      'Logística para eventos y ferias',
      'Transporte dedicado',
      'Logística de proyectos',
      'Personal logístico para picos de actividad',
    ],
  ],
  [
    'grandes-cuentas',
    'Grandes Cuentas',
    [
      'Gestor de cuenta dedicado',
      'Logística integral externalizada (3PL)',
      'Acuerdos de nivel de servicio (SLA)',
      'Operaciones logísticas in-house',
      'Informes y cuadros de mando a medida',
      'Planificación de campañas y picos de demanda',
    ],
  ],
  [
    'mudanzas',
    'Mudanzas',
    [
      'Mudanzas de viviendas',
      'Mudanzas de oficinas y empresas',
      'Mudanzas internacionales',
      'Embalaje y desembalaje',
      'Desmontaje y montaje de muebles',
      'Elevador exterior y montamuebles',
      'Guardamuebles',
      'Traslado de pianos y objetos delicados',
    ],
  ],
];

/** One array's values in the tree's spelling ($1 tree values, $2/$3 category slug → name). */
const NORMALISED = (column: string) => `ARRAY(
  SELECT x.v FROM (
    SELECT DISTINCT ON (v) v, n FROM (
      SELECT coalesce(
               (SELECT t.value FROM unnest($1::text[]) AS t(value) WHERE f_search_normalize(t.value) = f_search_normalize(u.s)),
               (SELECT g.name FROM unnest($2::text[], $3::text[]) AS g(slug, name) WHERE g.slug = lower(btrim(u.s))),
               btrim(u.s)) AS v, u.n
        FROM unnest(${column}) WITH ORDINALITY AS u(s, n) WHERE u.s IS NOT NULL
    ) y ORDER BY v, n
  ) x ORDER BY x.n)`;

export class ServiceTaxonomy1764700000000 implements MigrationInterface {
  name = 'ServiceTaxonomy1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const values = TREE.flatMap(([, name, services]) => [name, ...services]);
    const params = [values, TREE.map(([slug]) => slug), TREE.map(([, name]) => name)];
    for (const table of ['companies', 'requests']) {
      await queryRunner.query(
        `UPDATE ${table} AS r SET services = f.services
           FROM (SELECT id, ${NORMALISED('services')} AS services FROM ${table}) f
          WHERE f.id = r.id AND f.services IS DISTINCT FROM r.services`,
        params,
      );
    }
  }

  public async down(): Promise<void> {
    // The old spellings are not kept: nothing to undo.
  }
}
