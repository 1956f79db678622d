import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import type { InsightsFigures, InsightsPeers } from './insights.api';

/**
 * How the statistics are written: the seven figures with their Spanish labels and meaning, the
 * numbers in es-ES, the period and week labels, and how a figure compares with the peers' median.
 */

export type MetricKey = keyof InsightsFigures;

export interface Metric {
  key: MetricKey;
  label: string;
  /** What it counts, for «¿Qué cuenta cada cifra?» and the plan without statistics. */
  help: string;
  /** Response time: less is better. */
  lowerIsBetter?: boolean;
}

export const METRICS: readonly Metric[] = [
  {
    key: 'profileViews',
    label: 'Visitas al perfil',
    help: 'Veces que alguien abrió la página pública de tu empresa. No cuentan los robots, tu propia empresa ni los administradores de Rutalia.',
  },
  {
    key: 'listAppearances',
    label: 'Apariciones en listados',
    help: 'Veces que tu empresa salió en una página del directorio, de la búsqueda, del inicio o de las páginas de ciudad y de servicio.',
  },
  {
    key: 'jobViews',
    label: 'Solicitudes vistas',
    help: 'Solicitudes de clientes que abriste por primera vez en el periodo.',
  },
  {
    key: 'proposalsSent',
    label: 'Propuestas enviadas',
    help: 'Propuestas que enviaste en el periodo.',
  },
  {
    key: 'proposalsAccepted',
    label: 'Propuestas aceptadas',
    help: 'De las propuestas enviadas en el periodo, las que el cliente ha aceptado hasta hoy.',
  },
  {
    key: 'winRate',
    label: 'Tasa de éxito',
    help: 'Porcentaje de tus propuestas del periodo que fueron aceptadas.',
  },
  {
    key: 'medianResponseMinutes',
    label: 'Tiempo de respuesta (mediana)',
    help: 'Tiempo entre abrir una solicitud y enviar tu propuesta: la mitad de tus propuestas tardó menos que esto.',
    lowerIsBetter: true,
  },
];

const countFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });

/** '1234', '12.345' (es-ES groups from five digits). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** '42 %' (es-ES writes a space before the sign). */
export function formatPercent(value: number): string {
  return percentFormat.format(value / 100);
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

function unit(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * Exact rather than the profile's rounded-up buckets («menos de 3 h»): here the company compares
 * itself with the median and week with week, and a bucket would hide the difference.
 * '45 min', '2 h 5 min', '1 día 3 h'.
 */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 1) return 'menos de 1 min';
  if (total < MINUTES_PER_HOUR) return `${total} min`;
  if (total < MINUTES_PER_DAY) {
    const hours = Math.floor(total / MINUTES_PER_HOUR);
    const rest = total % MINUTES_PER_HOUR;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.round((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  if (hours === 24) return unit(days + 1, 'día', 'días');
  return hours ? `${unit(days, 'día', 'días')} ${hours} h` : unit(days, 'día', 'días');
}

/** A figure as shown; null (no proposals, no response time) is '—'. */
export function formatMetric(key: MetricKey, value: number | null): string {
  if (value === null) return '—';
  if (key === 'winRate') return formatPercent(value);
  if (key === 'medianResponseMinutes') return formatMinutes(value);
  return formatCount(value);
}

/** Why a figure is '—'. */
export function missingReason(key: MetricKey): string {
  return key === 'medianResponseMinutes' ? 'Sin propuestas con la solicitud abierta antes' : 'Sin propuestas en el periodo';
}

const day = (iso: string) => parseISO(iso);

/** «del 27 oct al 25 nov» (with the years when they differ: «del 10 dic 2026 al 8 ene 2027»). */
export function periodLabel(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const pattern = sameYear ? 'd MMM' : 'd MMM yyyy';
  return `del ${format(day(from), pattern, { locale: es })} al ${format(day(to), pattern, { locale: es })}`;
}

/** «16–22 nov», «27 oct–2 nov», or «25 nov» for a week cut to one day. */
export function weekLabel(from: string, to: string): string {
  if (from === to) return format(day(from), 'd MMM', { locale: es });
  if (from.slice(0, 7) === to.slice(0, 7)) return `${format(day(from), 'd', { locale: es })}–${format(day(to), 'd MMM', { locale: es })}`;
  return `${format(day(from), 'd MMM', { locale: es })}–${format(day(to), 'd MMM', { locale: es })}`;
}

/** The week on a chart's axis, two short lines: «16–22» / «nov», «27 oct–» / «1 nov», «25» / «nov». */
export function weekAxisLines(from: string, to: string): [string, string] {
  const month = (iso: string) => format(day(iso), 'MMM', { locale: es });
  const dayOf = (iso: string) => format(day(iso), 'd', { locale: es });
  if (from === to) return [dayOf(from), month(from)];
  if (from.slice(0, 7) === to.slice(0, 7)) return [`${dayOf(from)}–${dayOf(to)}`, month(to)];
  return [`${dayOf(from)} ${month(from)}–`, `${dayOf(to)} ${month(to)}`];
}

/** «empresas de Mudanzas en Madrid» / «empresas de Mudanzas en España». */
export function peerGroupLabel(peers: InsightsPeers): string {
  const where = peers.scope === 'province' && peers.province ? peers.province : 'España';
  return `empresas de ${peers.categoryName} en ${where}`;
}

export type Comparison = 'better' | 'worse' | 'same';

/** How the company's figure stands against the median (null when either is missing). */
export function compareWithMedian(metric: Metric, value: number | null, median: number | null): Comparison | null {
  if (value === null || median === null) return null;
  if (value === median) return 'same';
  const above = value > median;
  return above !== (metric.lowerIsBetter ?? false) ? 'better' : 'worse';
}

/** The words beside the arrow: «Por encima de la mediana», «Más rápido que la mediana»… */
export function comparisonText(metric: Metric, value: number, median: number): string {
  if (value === median) return 'Igual que la mediana';
  if (metric.lowerIsBetter) return value < median ? 'Más rápido que la mediana' : 'Más lento que la mediana';
  return value > median ? 'Por encima de la mediana' : 'Por debajo de la mediana';
}
