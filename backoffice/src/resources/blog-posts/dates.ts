/** Spanish dates as the spec writes them (dd MMM yyyy), for DateField and lists. */
export const ES_DATE = { locales: 'es-ES', options: { day: '2-digit', month: 'short', year: 'numeric' } } as const;
export const ES_DATE_TIME = {
  locales: 'es-ES',
  options: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const;

const dayFormat = new Intl.DateTimeFormat('es-ES', ES_DATE.options);
export const formatDay = (value: string | null | undefined) => (value ? dayFormat.format(new Date(value)) : '—');
