/**
 * Formats shared by the marketplace resources (requests, proposals, reviews): euros as
 * '1.234,50 €' and dates in the Spanish locale (dd MMM yyyy).
 */

// es-ES leaves four-digit amounts ungrouped ('1234,50 €') unless grouping is forced.
const money = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

export const formatMoney = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? money.format(value) : '—');

export const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DATE_OPTIONS, hour: '2-digit', minute: '2-digit' };

export const formatDate = (value: unknown, withTime = false): string => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '—';
  return new Date(value).toLocaleString('es-ES', withTime ? DATE_TIME_OPTIONS : DATE_OPTIONS);
};

/** First `max` characters of a text, on a word boundary when possible. */
export const excerpt = (text: string | null | undefined, max = 90): string => {
  if (!text) return '';
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
