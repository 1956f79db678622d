/** Euros as '1.234,50 €' and dates as '22 nov 2026' (es-ES), for plans, subscriptions and invoices. */

// es-ES leaves four-digit amounts ungrouped ('1234,50 €') unless grouping is forced.
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

export const formatEuros = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? euros.format(value) : '—');

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };

export const formatDate = (value: unknown, withTime = false): string => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '—';
  return new Date(value).toLocaleString('es-ES', withTime ? DATE_TIME : DATE);
};
