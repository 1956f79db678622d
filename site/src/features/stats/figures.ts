import type { SiteStats } from './stats.api';

export type SiteFigure = { key: string; value: string; label: string };

// 'always': es-ES leaves 4-digit numbers ungrouped by default (1200 → '1200'); figures read better as '1.200'.
const count = new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 0 });

/** Counts with Spanish thousands separators: 1234 → '1.234'. */
export function formatCount(value: number): string {
  return count.format(Math.max(0, Math.round(value)));
}

/** Median hours to the first proposal: '<1h' under an hour, hours up to 3 days, then days. */
export function formatResponseTime(hours: number): string {
  if (hours < 1) return '<1h';
  if (hours < 72) return `${Math.round(hours)}h`;
  return `${Math.round(hours / 24)} días`;
}

/**
 * The figures shown for the stats: companies and requests always (real counts), satisfaction
 * and response time only when the data exists (no reviews or proposals yet → left out). The
 * response time is a median, so it is not called «media».
 */
export function siteFigures(stats: SiteStats): SiteFigure[] {
  const figures: SiteFigure[] = [
    { key: 'companies', value: formatCount(stats.companies), label: 'Empresas registradas' },
    { key: 'requests', value: formatCount(stats.requests), label: 'Solicitudes publicadas' },
  ];
  if (stats.satisfactionPercent !== null) {
    figures.push({ key: 'satisfaction', value: `${Math.round(stats.satisfactionPercent)}%`, label: 'Satisfacción' });
  }
  if (stats.medianResponseHours !== null) {
    figures.push({ key: 'response', value: formatResponseTime(stats.medianResponseHours), label: 'Tiempo de respuesta' });
  }
  return figures;
}

/** '1 solicitud', '12 solicitudes'. */
export function requestCountLabel(value: number): string {
  return value === 1 ? '1 solicitud' : `${formatCount(value)} solicitudes`;
}
