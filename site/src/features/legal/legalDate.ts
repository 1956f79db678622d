const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** 'Última actualización: 22 de noviembre de 2026': the spec shows today's date on both legal pages. */
export function lastUpdatedLabel(today: Date = new Date()): string {
  return `Última actualización: ${LONG_DATE.format(today)}`;
}
