/**
 * What a proposal may say it includes, per request category, and the rules of its terms
 * (validity, VAT, price lines). One source: the company's form draws its checkboxes from it, the
 * server validates `includes` against it, and the client's comparison prints its labels.
 */

/** One thing a price may include. */
export interface ProposalInclude {
  readonly id: string;
  readonly label: string;
}

/** Every item, in the order forms and comparisons show them. */
export const PROPOSAL_INCLUDES: readonly ProposalInclude[] = [
  { id: 'loading', label: 'Carga y descarga' },
  { id: 'packing', label: 'Embalaje' },
  { id: 'packing_materials', label: 'Material de embalaje' },
  { id: 'assembly', label: 'Desmontaje y montaje de muebles' },
  { id: 'lift_platform', label: 'Elevador exterior' },
  { id: 'parking_permit', label: 'Permiso de aparcamiento o reserva de calle' },
  { id: 'insurance', label: 'Seguro de la mercancía' },
  { id: 'storage_days', label: 'Días de guardamuebles' },
  { id: 'waste_removal', label: 'Retirada de muebles viejos' },
  { id: 'tolls', label: 'Peajes' },
  { id: 'fuel', label: 'Combustible' },
  { id: 'tail_lift', label: 'Trampilla elevadora' },
  { id: 'pallets', label: 'Palés' },
  { id: 'tracking', label: 'Seguimiento del envío' },
  { id: 'refrigeration', label: 'Transporte refrigerado' },
  { id: 'customs', label: 'Trámites de aduana' },
  { id: 'documentation', label: 'Documentación (CMR, albaranes)' },
  { id: 'handling', label: 'Manipulación en almacén' },
  { id: 'labelling', label: 'Etiquetado' },
  { id: 'returns', label: 'Gestión de devoluciones' },
  { id: 'reporting', label: 'Informes periódicos' },
  { id: 'setup', label: 'Puesta en marcha' },
  { id: 'support', label: 'Soporte y seguimiento' },
];

const ROAD = ['loading', 'insurance', 'tolls', 'fuel', 'tracking', 'documentation'] as const;

/** The items offered for each category slug; categories not listed (and old requests) get DEFAULT_INCLUDES. */
export const PROPOSAL_INCLUDES_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  mudanzas: [
    'loading',
    'packing',
    'packing_materials',
    'assembly',
    'lift_platform',
    'parking_permit',
    'insurance',
    'storage_days',
    'waste_removal',
    'tolls',
    'fuel',
  ],
  'transporte-nacional': [...ROAD, 'tail_lift', 'pallets', 'refrigeration'],
  'transporte-internacional': [...ROAD, 'customs', 'pallets'],
  'transporte-especializado': [...ROAD, 'tail_lift', 'refrigeration', 'parking_permit'],
  distribucion: ['loading', 'insurance', 'tracking', 'tail_lift', 'documentation', 'refrigeration'],
  almacenaje: ['handling', 'insurance', 'storage_days', 'labelling', 'reporting', 'loading'],
  'preparacion-de-pedidos': ['handling', 'packing', 'packing_materials', 'labelling', 'reporting'],
  'logistica-e-commerce': ['handling', 'packing', 'labelling', 'tracking', 'returns', 'reporting'],
  'logistica-inversa': ['loading', 'tracking', 'returns', 'handling', 'reporting'],
  'gestion-aduanera': ['customs', 'documentation', 'support'],
  'consultoria-logistica': ['reporting', 'setup', 'support'],
  'tecnologia-logistica': ['setup', 'support', 'reporting', 'tracking'],
  'servicios-personalizados': ['loading', 'insurance', 'tolls', 'fuel', 'support'],
  'grandes-cuentas': ['loading', 'insurance', 'tracking', 'reporting', 'support'],
};

export const DEFAULT_INCLUDES: readonly string[] = ['loading', 'insurance', 'tolls', 'fuel', 'tracking', 'support'];

const INCLUDE_BY_ID = new Map(PROPOSAL_INCLUDES.map((item) => [item.id, item]));

/** The items a proposal on a request of this category may include, with their labels. */
export function includesForCategory(category: string | null | undefined): readonly ProposalInclude[] {
  const ids = (category && PROPOSAL_INCLUDES_BY_CATEGORY[category]) || DEFAULT_INCLUDES;
  return ids.map((id) => INCLUDE_BY_ID.get(id)!);
}

/** The label of an item id (the id itself if unknown, so old data still prints). */
export function includeLabel(id: string): string {
  return INCLUDE_BY_ID.get(id)?.label ?? id;
}

/** Spanish general VAT (IVA) rate applied to transport and moving services. */
export const VAT_RATE = 0.21;

/** A proposal is valid this many days unless the company says otherwise… */
export const PROPOSAL_DEFAULT_VALID_DAYS = 15;
/** …and at most this many days. */
export const PROPOSAL_MAX_VALID_DAYS = 60;
/** At most this many price lines. */
export const PROPOSAL_MAX_PRICE_LINES = 20;
/** A company keeps at most this many templates. */
export const PROPOSAL_MAX_TEMPLATES = 20;

const cents = (value: number) => Math.round(value * 100);

/** The price with and without IVA (2 decimals), whichever way the company gave it. */
export function priceWithAndWithoutVat(price: number, vatIncluded: boolean): { withVat: number; withoutVat: number } {
  const withVat = vatIncluded ? price : cents(price * (1 + VAT_RATE)) / 100;
  const withoutVat = vatIncluded ? cents(price / (1 + VAT_RATE)) / 100 : price;
  return { withVat, withoutVat };
}

/** Whether price lines add up to the price, to the cent. */
export function priceLinesMatch(lines: readonly { amount: number }[], price: number): boolean {
  return lines.reduce((sum, line) => sum + cents(line.amount), 0) === cents(price);
}
