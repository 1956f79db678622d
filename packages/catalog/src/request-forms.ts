/**
 * The structured request (issue 17, part 3): for each of the 14 categories, whether it has a
 * route (origin → destination), and the questions of its step «Detalles». The server validates
 * `details` against these forms (validateRequestDetails) and the guided form on the site draws
 * its questions from them, so both always ask and accept the same thing.
 */
import { PROVINCES, type Province } from './locations.js';
import type { FilterOption } from './services.js';

/** Whether a request of the category goes somewhere: moves and transport do, storage does not. */
export type RouteRule = 'required' | 'optional' | 'none';

interface FieldBase {
  /** Key in `details`. */
  readonly key: string;
  /** The question as the form shows it; also the field's name in error messages. */
  readonly label: string;
  readonly required?: boolean;
  /** Shown under the question. */
  readonly help?: string;
}
export interface SelectField extends FieldBase {
  readonly type: 'select';
  readonly options: readonly FilterOption[];
}
export interface MultiField extends FieldBase {
  readonly type: 'multi';
  readonly options: readonly FilterOption[];
}
export interface NumberField extends FieldBase {
  readonly type: 'number';
  readonly min: number;
  readonly max: number;
  /** Only whole numbers (rooms, floors, pallets). */
  readonly integer?: boolean;
  /** Written after the value in summaries: «kg», «m³», «palés». */
  readonly unit?: string;
}
export interface BooleanField extends FieldBase {
  readonly type: 'boolean';
}
export interface TextField extends FieldBase {
  readonly type: 'text';
  readonly maxLength: number;
}
export type DetailField = SelectField | MultiField | NumberField | BooleanField | TextField;

export interface RequestCategoryForm {
  /** Category slug (SERVICE_CATEGORIES). */
  readonly category: string;
  readonly route: RouteRule;
  /** Title of the step «Detalles». */
  readonly question: string;
  readonly fields: readonly DetailField[];
  /** Groups of fields of which at least one must be answered («habitaciones o m³»). */
  readonly atLeastOne?: readonly { readonly keys: readonly string[]; readonly message: string }[];
}

/** When the service is wanted: `date` is exact, or any day of its week or month, or flexible. */
export const DATE_FLEXIBILITIES = [
  { value: 'exact', label: 'Ese día' },
  { value: 'week', label: 'Esa semana' },
  { value: 'month', label: 'Ese mes' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly FilterOption[];
export type DateFlexibility = (typeof DATE_FLEXIBILITIES)[number]['value'];

// In a module of its own so that the site's job cards take it without the request forms.
export { SERVICE_WINDOW_EXTRA_DAYS } from './service-window.js';

/** At most this many photos per request. */
export const REQUEST_MAX_PHOTOS = 8;
/** How far ahead a request's date may be, in days. */
export const REQUEST_MAX_DAYS_AHEAD = 366;

const options = (...pairs: [string, string][]): FilterOption[] => pairs.map(([value, label]) => ({ value, label }));

const CARGO_TYPES = options(
  ['palets', 'Mercancía paletizada'],
  ['paquetes', 'Paquetes o cajas'],
  ['carga-completa', 'Carga completa'],
  ['muebles', 'Muebles o enseres'],
  ['otra', 'Otra mercancía'],
);
const INCOTERMS = options(
  ['EXW', 'EXW'],
  ['FCA', 'FCA'],
  ['CPT', 'CPT'],
  ['CIP', 'CIP'],
  ['DAP', 'DAP'],
  ['DPU', 'DPU'],
  ['DDP', 'DDP'],
  ['FAS', 'FAS'],
  ['FOB', 'FOB'],
  ['CFR', 'CFR'],
  ['CIF', 'CIF'],
  ['no-lo-se', 'No lo sé'],
);
const ORDERS_PER_MONTH: NumberField = {
  key: 'ordersPerMonth',
  label: 'Pedidos al mes',
  type: 'number',
  min: 1,
  max: 10_000_000,
  integer: true,
  required: true,
};
const SKUS: NumberField = { key: 'skus', label: 'Referencias (SKU)', type: 'number', min: 1, max: 10_000_000, integer: true };
const WEIGHT: NumberField = {
  key: 'weightKg',
  label: 'Peso aproximado',
  type: 'number',
  min: 1,
  max: 1_000_000,
  unit: 'kg',
  required: true,
};
const PALLETS: NumberField = { key: 'pallets', label: 'Palés', type: 'number', min: 0, max: 10_000, integer: true, unit: 'palés' };
const DIMENSIONS: TextField = { key: 'dimensions', label: 'Medidas (largo × ancho × alto)', type: 'text', maxLength: 100 };
const TEMPERATURE: BooleanField = { key: 'temperatureControl', label: 'Temperatura controlada', type: 'boolean' };
const FLOOR = { type: 'number', min: -5, max: 60, integer: true, required: true, help: '0 es la planta baja.' } as const;

/** The forms of the 14 categories, in SERVICE_CATEGORIES' order. */
export const REQUEST_CATEGORY_FORMS: readonly RequestCategoryForm[] = [
  {
    category: 'transporte-nacional',
    route: 'required',
    question: '¿Qué hay que transportar?',
    fields: [
      { key: 'cargoType', label: 'Tipo de carga', type: 'select', options: CARGO_TYPES, required: true },
      PALLETS,
      WEIGHT,
      DIMENSIONS,
      {
        key: 'vehicle',
        label: 'Vehículo',
        type: 'select',
        options: options(
          ['furgoneta', 'Furgoneta'],
          ['camion', 'Camión rígido'],
          ['trailer', 'Tráiler'],
          ['indiferente', 'Me es indiferente'],
        ),
      },
      TEMPERATURE,
      { key: 'tailLift', label: 'Plataforma elevadora', type: 'boolean' },
    ],
  },
  {
    category: 'transporte-internacional',
    route: 'required',
    question: '¿Qué hay que enviar y cómo?',
    fields: [
      {
        key: 'mode',
        label: 'Modo de transporte',
        type: 'select',
        required: true,
        options: options(
          ['carretera', 'Carretera'],
          ['maritimo', 'Marítimo'],
          ['aereo', 'Aéreo'],
          ['ferrocarril', 'Ferrocarril'],
          ['indiferente', 'Me es indiferente'],
        ),
      },
      { key: 'cargoType', label: 'Tipo de carga', type: 'select', options: CARGO_TYPES, required: true },
      PALLETS,
      WEIGHT,
      DIMENSIONS,
      { key: 'incoterm', label: 'Incoterm', type: 'select', options: INCOTERMS, required: true },
      { key: 'customs', label: 'Necesito gestión aduanera', type: 'boolean', required: true },
      TEMPERATURE,
    ],
  },
  {
    category: 'transporte-especializado',
    route: 'required',
    question: '¿Qué transporte especial necesitas?',
    fields: [
      {
        key: 'specialType',
        label: 'Tipo de transporte',
        type: 'select',
        required: true,
        options: options(
          ['frigorifico', 'Frigorífico'],
          ['adr', 'Mercancías peligrosas (ADR)'],
          ['sobredimensionado', 'Carga sobredimensionada'],
          ['vehiculos', 'Vehículos'],
          ['graneles', 'Graneles o cisterna'],
          ['arte', 'Obras de arte u objetos de valor'],
          ['maquinaria', 'Maquinaria'],
        ),
      },
      WEIGHT,
      DIMENSIONS,
      { key: 'units', label: 'Unidades (vehículos, máquinas, piezas)', type: 'number', min: 1, max: 1000, integer: true },
      { key: 'temperatureRange', label: 'Temperatura requerida', type: 'text', maxLength: 40 },
      {
        key: 'adrClass',
        label: 'Clase ADR',
        type: 'select',
        options: options(...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((c): [string, string] => [c, `Clase ${c}`])),
      },
      { key: 'escort', label: 'Necesita vehículo de acompañamiento', type: 'boolean' },
    ],
  },
  {
    category: 'almacenaje',
    route: 'none',
    question: '¿Qué necesitas guardar?',
    fields: [
      {
        key: 'goodsType',
        label: 'Qué se almacena',
        type: 'select',
        required: true,
        options: options(
          ['palets', 'Mercancía paletizada'],
          ['cajas', 'Cajas'],
          ['muebles', 'Muebles o enseres'],
          ['vehiculos', 'Vehículos'],
          ['otra', 'Otra'],
        ),
      },
      PALLETS,
      { key: 'areaM2', label: 'Superficie', type: 'number', min: 1, max: 1_000_000, unit: 'm²' },
      {
        key: 'duration',
        label: 'Durante cuánto tiempo',
        type: 'select',
        required: true,
        options: options(
          ['menos-de-1-mes', 'Menos de 1 mes'],
          ['1-3-meses', 'De 1 a 3 meses'],
          ['3-12-meses', 'De 3 a 12 meses'],
          ['mas-de-1-ano', 'Más de 1 año'],
        ),
      },
      TEMPERATURE,
      { key: 'bonded', label: 'Depósito aduanero', type: 'boolean' },
    ],
  },
  {
    category: 'preparacion-de-pedidos',
    route: 'none',
    question: '¿Cómo son tus pedidos?',
    fields: [
      ORDERS_PER_MONTH,
      SKUS,
      {
        key: 'tasks',
        label: 'Tareas',
        type: 'multi',
        required: true,
        options: options(
          ['picking', 'Picking y packing'],
          ['etiquetado', 'Etiquetado'],
          ['co-packing', 'Manipulación y co-packing'],
          ['packs', 'Packs promocionales'],
          ['control-calidad', 'Control de calidad'],
          ['embalaje', 'Embalaje personalizado'],
        ),
      },
      { key: 'integration', label: 'Integración con mi tienda o ERP', type: 'boolean' },
    ],
  },
  {
    category: 'distribucion',
    route: 'optional',
    question: '¿Cómo es el reparto?',
    fields: [
      { key: 'deliveriesPerWeek', label: 'Entregas a la semana', type: 'number', min: 1, max: 1_000_000, integer: true, required: true },
      {
        key: 'channel',
        label: 'Destinatarios',
        type: 'select',
        required: true,
        options: options(
          ['domicilio', 'Particulares'],
          ['retail', 'Tiendas y grandes superficies'],
          ['horeca', 'Hostelería (HORECA)'],
          ['mixto', 'Varios'],
        ),
      },
      TEMPERATURE,
      { key: 'appointment', label: 'Entregas con cita previa', type: 'boolean' },
    ],
  },
  {
    category: 'gestion-aduanera',
    route: 'none',
    question: '¿Qué operación aduanera es?',
    fields: [
      {
        key: 'operation',
        label: 'Operación',
        type: 'select',
        required: true,
        options: options(['importacion', 'Importación'], ['exportacion', 'Exportación'], ['transito', 'Tránsito']),
      },
      { key: 'country', label: 'País de origen o destino', type: 'text', maxLength: 60, required: true },
      { key: 'goods', label: 'Mercancía', type: 'text', maxLength: 200, required: true },
      { key: 'shipmentsPerMonth', label: 'Envíos al mes', type: 'number', min: 1, max: 100_000, integer: true },
      { key: 'incoterm', label: 'Incoterm', type: 'select', options: INCOTERMS },
    ],
  },
  {
    category: 'logistica-inversa',
    route: 'optional',
    question: '¿Cómo son tus devoluciones?',
    fields: [
      { key: 'returnsPerMonth', label: 'Devoluciones al mes', type: 'number', min: 1, max: 10_000_000, integer: true, required: true },
      {
        key: 'pickup',
        label: 'Dónde se recogen',
        type: 'select',
        required: true,
        options: options(['domicilio', 'En casa del cliente'], ['punto', 'En puntos de recogida'], ['almacen', 'En tiendas o almacenes']),
      },
      { key: 'refurbish', label: 'Revisión y reacondicionamiento', type: 'boolean' },
      { key: 'recycling', label: 'Retirada de residuos (RAEE)', type: 'boolean' },
    ],
  },
  {
    category: 'consultoria-logistica',
    route: 'none',
    question: '¿En qué te ayudamos?',
    fields: [
      {
        key: 'topic',
        label: 'Tema',
        type: 'select',
        required: true,
        options: options(
          ['red', 'Diseño de la red logística'],
          ['rutas', 'Optimización de rutas'],
          ['almacen', 'Almacenes'],
          ['costes', 'Costes logísticos'],
          ['procesos', 'Mejora de procesos'],
          ['externalizacion', 'Externalización'],
        ),
      },
      {
        key: 'companySize',
        label: 'Tamaño de tu empresa',
        type: 'select',
        required: true,
        options: options(
          ['1-10', '1 a 10 empleados'],
          ['11-50', '11 a 50 empleados'],
          ['51-250', '51 a 250 empleados'],
          ['mas-de-250', 'Más de 250 empleados'],
        ),
      },
      {
        key: 'budget',
        label: 'Presupuesto',
        type: 'select',
        options: options(
          ['menos-de-5000', 'Menos de 5.000 €'],
          ['5000-20000', 'De 5.000 a 20.000 €'],
          ['mas-de-20000', 'Más de 20.000 €'],
          ['sin-definir', 'Sin definir'],
        ),
      },
    ],
  },
  {
    category: 'tecnologia-logistica',
    route: 'none',
    question: '¿Qué solución buscas?',
    fields: [
      {
        key: 'solution',
        label: 'Solución',
        type: 'select',
        required: true,
        options: options(
          ['sga', 'Gestión de almacenes (SGA)'],
          ['tms', 'Gestión del transporte (TMS)'],
          ['seguimiento', 'Seguimiento de envíos'],
          ['edi', 'Integración EDI'],
          ['automatizacion', 'Automatización de almacén'],
          ['flotas', 'Gestión de flotas'],
        ),
      },
      { key: 'users', label: 'Usuarios', type: 'number', min: 1, max: 100_000, integer: true },
      { key: 'currentSystem', label: 'Sistema actual', type: 'text', maxLength: 100 },
    ],
  },
  {
    category: 'logistica-e-commerce',
    route: 'none',
    question: '¿Cómo es tu tienda online?',
    fields: [
      ORDERS_PER_MONTH,
      {
        key: 'platform',
        label: 'Plataforma',
        type: 'select',
        required: true,
        options: options(
          ['shopify', 'Shopify'],
          ['woocommerce', 'WooCommerce'],
          ['prestashop', 'PrestaShop'],
          ['amazon', 'Amazon'],
          ['otra', 'Otra'],
        ),
      },
      SKUS,
      { key: 'returns', label: 'Gestión de devoluciones', type: 'boolean' },
    ],
  },
  {
    category: 'servicios-personalizados',
    route: 'optional',
    question: '¿Qué necesitas exactamente?',
    fields: [
      { key: 'need', label: 'Qué necesitas', type: 'text', maxLength: 300, required: true },
      {
        key: 'frequency',
        label: 'Frecuencia',
        type: 'select',
        required: true,
        options: options(['puntual', 'Una vez'], ['semanal', 'Cada semana'], ['mensual', 'Cada mes'], ['continuo', 'De forma continua']),
      },
    ],
  },
  {
    category: 'grandes-cuentas',
    route: 'optional',
    question: '¿Cómo es tu operación?',
    fields: [
      {
        key: 'annualSpend',
        label: 'Gasto logístico anual',
        type: 'select',
        required: true,
        options: options(['menos-de-100k', 'Menos de 100.000 €'], ['100k-1m', 'De 100.000 € a 1 M€'], ['mas-de-1m', 'Más de 1 M€']),
      },
      { key: 'sites', label: 'Centros o almacenes', type: 'number', min: 1, max: 10_000, integer: true },
      { key: 'tender', label: 'Es una licitación', type: 'boolean' },
    ],
  },
  {
    category: 'mudanzas',
    route: 'required',
    question: '¿Cómo es tu mudanza?',
    fields: [
      {
        key: 'propertyType',
        label: 'Tipo de mudanza',
        type: 'select',
        required: true,
        options: options(
          ['piso', 'Piso'],
          ['casa', 'Casa o chalé'],
          ['estudio', 'Estudio'],
          ['oficina', 'Oficina o local'],
          ['trastero', 'Trastero'],
          ['muebles', 'Solo algunos muebles'],
        ),
      },
      { key: 'rooms', label: 'Habitaciones', type: 'number', min: 0, max: 20, integer: true },
      { key: 'volumeM3', label: 'Volumen aproximado', type: 'number', min: 1, max: 500, unit: 'm³' },
      { key: 'originFloor', label: 'Planta en origen', ...FLOOR },
      { key: 'originLift', label: 'Ascensor en origen', type: 'boolean', required: true },
      { key: 'destinationFloor', label: 'Planta en destino', ...FLOOR },
      { key: 'destinationLift', label: 'Ascensor en destino', type: 'boolean', required: true },
      { key: 'packing', label: 'Embalaje', type: 'boolean' },
      { key: 'assembly', label: 'Desmontaje y montaje de muebles', type: 'boolean' },
      { key: 'storage', label: 'Guardamuebles', type: 'boolean' },
      {
        key: 'bulkyItems',
        label: 'Objetos voluminosos o delicados',
        type: 'multi',
        options: options(
          ['piano', 'Piano'],
          ['caja-fuerte', 'Caja fuerte'],
          ['sofa', 'Sofá grande'],
          ['arte', 'Obras de arte'],
          ['electrodomesticos', 'Electrodomésticos grandes'],
          ['moto', 'Moto o bicicletas'],
        ),
      },
    ],
    atLeastOne: [{ keys: ['rooms', 'volumeM3'], message: 'Indica las habitaciones o el volumen aproximado.' }],
  },
];

const FORM_BY_CATEGORY = new Map(REQUEST_CATEGORY_FORMS.map((form) => [form.category, form]));

/** The form of a category slug, if any. */
export function requestCategoryForm(category: string): RequestCategoryForm | undefined {
  return FORM_BY_CATEGORY.get(category);
}

/** An answer to one question: a choice, several, a number, yes/no or a short text. */
export type DetailValue = string | number | boolean | readonly string[];
export type RequestDetails = Readonly<Record<string, DetailValue>>;

export interface DetailsError {
  /** `details.<key>` (or `details` for the whole object). */
  readonly field: string;
  readonly message: string;
}

/**
 * Checks `details` against the category's form: known keys only, each of its type and range,
 * required ones present. Answers the details as stored (texts trimmed, empty answers dropped) or
 * the errors, each naming the field in Spanish.
 */
export function validateRequestDetails(category: string, input: unknown): { details: Record<string, DetailValue>; errors: DetailsError[] } {
  const form = requestCategoryForm(category);
  const errors: DetailsError[] = [];
  const details: Record<string, DetailValue> = {};
  if (!form) return { details, errors: [{ field: 'category', message: 'La categoría no es válida.' }] };
  if (input === undefined || input === null) input = {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { details, errors: [{ field: 'details', message: 'Los detalles deben ser un objeto con las respuestas.' }] };
  }
  const answers = input as Record<string, unknown>;
  const known = new Set(form.fields.map((f) => f.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) errors.push({ field: `details.${key}`, message: `«${key}» no es una pregunta de esta categoría.` });
  }
  for (const field of form.fields) {
    const result = checkAnswer(field, answers[field.key]);
    if ('error' in result) errors.push({ field: `details.${field.key}`, message: result.error });
    else if (result.value !== undefined) details[field.key] = result.value;
  }
  for (const group of form.atLeastOne ?? []) {
    const answered = group.keys.some((key) => details[key] !== undefined);
    const wrong = group.keys.some((key) => errors.some((e) => e.field === `details.${key}`));
    if (!answered && !wrong) errors.push({ field: `details.${group.keys[0]}`, message: group.message });
  }
  return { details, errors };
}

function checkAnswer(field: DetailField, value: unknown): { value: DetailValue | undefined } | { error: string } {
  const name = `«${field.label}»`;
  const empty =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  if (empty) return field.required ? { error: `${name} es obligatorio.` } : { value: undefined };
  switch (field.type) {
    case 'select': {
      const valid = typeof value === 'string' && field.options.some((o) => o.value === value);
      return valid
        ? { value: value }
        : { error: `${name} debe ser una de estas opciones: ${field.options.map((o) => o.label).join(', ')}.` };
    }
    case 'multi': {
      const values = Array.isArray(value) ? value : [];
      const valid = Array.isArray(value) && values.every((v) => typeof v === 'string' && field.options.some((o) => o.value === v));
      return valid
        ? { value: [...new Set(values as string[])] }
        : { error: `${name} solo admite: ${field.options.map((o) => o.label).join(', ')}.` };
    }
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim())
            ? Number(value.trim().replace(',', '.'))
            : NaN;
      const kind = field.integer ? 'un número entero' : 'un número';
      if (!Number.isFinite(n) || (field.integer && !Number.isInteger(n)) || n < field.min || n > field.max) {
        return { error: `${name} debe ser ${kind} entre ${formatNumber(field.min)} y ${formatNumber(field.max)}.` };
      }
      return { value: n };
    }
    case 'boolean':
      return typeof value === 'boolean' ? { value } : { error: `${name} debe ser sí o no.` };
    case 'text': {
      if (typeof value !== 'string') return { error: `${name} debe ser un texto.` };
      const text = value.trim().replace(/\s+/g, ' ');
      return text.length > field.maxLength ? { error: `${name} admite como máximo ${field.maxLength} caracteres.` } : { value: text };
    }
  }
}

/** 12345.5 → «12.345,5»; 1234 → «1234» (Spanish usage: no separator in 4-digit numbers). */
export function formatNumber(n: number): string {
  return n.toLocaleString('es-ES', { maximumFractionDigits: 2 });
}

/** A floor as Spaniards say it: 0 → «bajo», 2 → «2.º», -1 → «sótano 1». */
export function formatFloor(floor: number): string {
  if (floor === 0) return 'bajo';
  if (floor < 0) return `sótano ${-floor}`;
  return `${floor}.º`;
}

/** «≈ 355 km» (rounded to the km; under 1 km shows «≈ 1 km»). */
export function formatDistance(km: number): string {
  return `≈ ${formatNumber(Math.max(1, Math.round(km)))} km`;
}

/** One line of the readable summary of the details. */
export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** Every answered question with its answer in words, in the form's order (the detail page). */
export function summarizeRequestDetails(category: string | null | undefined, details: RequestDetails | null | undefined): DetailLine[] {
  const form = category ? requestCategoryForm(category) : undefined;
  if (!form || !details) return [];
  return form.fields.flatMap((field) => {
    const value = details[field.key];
    if (value === undefined) return [];
    return [{ label: field.label, value: answerText(field, value) }];
  });
}

function answerText(field: DetailField, value: DetailValue): string {
  switch (field.type) {
    case 'select':
      return field.options.find((o) => o.value === value)?.label ?? String(value);
    case 'multi':
      return (Array.isArray(value) ? value : [value]).map((v) => field.options.find((o) => o.value === v)?.label ?? String(v)).join(', ');
    case 'number':
      if (field.key.endsWith('Floor')) return capitalize(formatFloor(Number(value)));
      return field.unit ? `${formatNumber(Number(value))} ${field.unit}` : formatNumber(Number(value));
    case 'boolean':
      return value ? 'Sí' : 'No';
    case 'text':
      return String(value);
  }
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);

/**
 * The few details that decide a quote, for cards: a move «3 hab., 2.º sin ascensor → bajo»;
 * transport «4 palés · 1200 kg»; any other category its first two answers. Empty when none.
 */
export function keyRequestDetails(category: string | null | undefined, details: RequestDetails | null | undefined): string {
  const form = category ? requestCategoryForm(category) : undefined;
  if (!form || !details) return '';
  if (form.category === 'mudanzas') return keyMoveDetails(details);
  const answered = form.fields.filter((f) => details[f.key] !== undefined && details[f.key] !== false);
  const measures = answered.filter((f) => MEASURES.includes(f.key));
  return (measures.length ? measures : answered.slice(0, 2)).map((f) => compactAnswer(f, details[f.key])).join(' · ');
}

/** The answers that size a load, shown alone on cards when there are any. */
const MEASURES = ['pallets', 'weightKg', 'volumeM3', 'areaM2'];

/** An answer that reads alone on a card: a count without unit takes its question («72 entregas a la semana»), yes takes the question. */
function compactAnswer(field: DetailField, value: DetailValue): string {
  if (field.type === 'number' && !field.unit) return `${formatNumber(Number(value))} ${field.label.toLocaleLowerCase('es-ES')}`;
  if (field.type === 'boolean') return field.label;
  return answerText(field, value);
}

function keyMoveDetails(d: RequestDetails): string {
  const size = typeof d.rooms === 'number' ? `${d.rooms} hab.` : typeof d.volumeM3 === 'number' ? `${formatNumber(d.volumeM3)} m³` : '';
  const floor = (key: 'origin' | 'destination') => {
    const n = d[`${key}Floor`];
    if (typeof n !== 'number') return '';
    return n === 0 ? formatFloor(n) : `${formatFloor(n)} ${d[`${key}Lift`] ? 'con' : 'sin'} ascensor`;
  };
  const route = [floor('origin'), floor('destination')].filter(Boolean).join(' → ');
  return [size, route].filter(Boolean).join(', ');
}

/**
 * A Spanish postal code (5 digits whose first two are the province's INE code) or a Portuguese
 * one (NNNN-NNN). `provinceCode` is the province's code (Spain) or undefined (Portugal).
 * Answers the error message, or undefined when it fits.
 */
export function postalCodeError(
  postalCode: string,
  country: 'España' | 'Portugal',
  provinceName: string,
  provinceCode?: string,
): string | undefined {
  if (country === 'Portugal') return /^\d{4}-\d{3}$/.test(postalCode) ? undefined : 'El código postal portugués tiene la forma 1000-001.';
  if (!/^\d{5}$/.test(postalCode)) return 'El código postal debe tener 5 cifras.';
  if (provinceCode && postalCode.slice(0, 2) !== provinceCode)
    return `El código postal ${postalCode} no es de la provincia de ${provinceName}.`;
  return undefined;
}

/** The Spanish province a postal code belongs to (its first two digits), to fill the picker. */
export function provinceOfPostalCode(postalCode: string): Province | undefined {
  const code = postalCode.trim();
  return /^\d{5}$/.test(code) ? PROVINCES.find((province) => province.code === code.slice(0, 2)) : undefined;
}
