import type { FunnelSteps } from './funnelApi';

/** The funnel page's texts (Spanish only). */
export const FUNNEL_TEXT = {
  heading: 'Embudo del mercado',
  intro:
    'De las visitas a la web a las contrataciones. Cada solicitud cuenta en la semana en que se creó, en cualquier estado, ' +
    'con las propuestas y contrataciones que tenga hasta hoy. Semanas de lunes a domingo (hora de Madrid).',
  controls: {
    label: 'Filtros del embudo',
    weeks: 'Periodo',
    weeksOption: (weeks: number) => `${weeks} semanas`,
    category: 'Categoría',
    all: 'Todas las categorías',
    none: 'Sin categoría',
  },
  steps: {
    visitors: 'Visitas',
    requests: 'Solicitudes',
    requestsWithProposal: 'Con propuesta',
    hired: 'Contratadas',
  },
  /** Column headings of a phone, where the full ones do not fit. */
  stepsShort: {
    visitors: 'Visitas',
    requests: 'Solic.',
    requestsWithProposal: 'Con prop.',
    hired: 'Contrat.',
  },
  conversion: {
    visitors: '',
    requests: 'de las visitas',
    requestsWithProposal: 'de las solicitudes',
    hired: 'de las que tienen propuesta',
  },
  funnel: {
    heading: 'Totales del periodo',
    description: (from: string, to: string) => `Del ${from} al ${to}.`,
    scale: 'Ancho de las barras en escala logarítmica: de las visitas a las contrataciones hay varios órdenes de magnitud.',
  },
  weeks: {
    heading: 'Por semana',
    caption: 'Embudo por semana: cada paso con su conversión desde el anterior',
    week: 'Semana',
    current: 'en curso',
  },
  categories: {
    heading: 'Por categoría',
    caption: 'Embudo por categoría en todo el periodo',
    category: 'Categoría',
  },
  total: 'Total',
  empty: 'No hay visitas ni solicitudes en este periodo. Prueba con más semanas u otra categoría.',
  loading: 'Cargando el embudo…',
  loadError: 'No se pudo cargar el embudo.',
  retry: 'Reintentar',
  updating: 'Actualizando…',
} as const;

/** The four steps, in order. */
export const STEP_KEYS = ['visitors', 'requests', 'requestsWithProposal', 'hired'] as const satisfies ReadonlyArray<keyof FunnelSteps>;
export type StepKey = (typeof STEP_KEYS)[number];

const integer = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });
/** Visits convert to requests at well under 1 %: two decimals there, so 0,05 % does not read as 0 %. */
const smallPercent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 2 });
const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatCount = (value: number) => integer.format(value);
/** `part` of `whole` as '8,3 %' (or '0,05 %', '< 0,01 %' below 1 %); '—' when there is nothing to convert from. */
export function formatConversion(part: number, whole: number): string {
  if (whole <= 0) return '—';
  const ratio = part / whole;
  if (ratio === 0 || ratio >= 0.01) return percent.format(ratio);
  return ratio < 0.0001 ? `< ${smallPercent.format(0.0001)}` : smallPercent.format(ratio);
}
/** 'YYYY-MM-DD' (a calendar day, read as such) → '13 ene'. */
export const formatDayShort = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
const dayOnly = new Intl.DateTimeFormat('es-ES', { day: 'numeric', timeZone: 'UTC' });
/** A week as '7–13 sept', or '28 sept – 4 oct' across two months. */
export function formatWeekRange(from: string, to: string): string {
  if (from.slice(0, 7) === to.slice(0, 7)) {
    const start = dayOnly.format(new Date(`${from}T00:00:00Z`));
    return from === to ? formatDayShort(to) : `${start}–${formatDayShort(to)}`;
  }
  return `${formatDayShort(from)} – ${formatDayShort(to)}`;
}
/** 'YYYY-MM-DD' → '13 de enero de 2026'. */
export const formatDayLong = (day: string) => dayMonthYear.format(new Date(`${day}T00:00:00Z`));

/** The step before `key` (whose count its conversion divides by), or undefined for the first. */
export const previousStep = (key: StepKey): StepKey | undefined => STEP_KEYS[STEP_KEYS.indexOf(key) - 1];

export const isEmptyFunnel = (totals: FunnelSteps) => STEP_KEYS.every((key) => totals[key] === 0);
