/** Spanish formats for invoices, PDFs and mails: euros and dates as in Spain (Europe/Madrid). */
export const BILLING_TIME_ZONE = 'Europe/Madrid';

const euro = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('es-ES', { timeZone: BILLING_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const year = new Intl.DateTimeFormat('en-GB', { timeZone: BILLING_TIME_ZONE, year: 'numeric' });

/** 1234.5 → "1234,50 €" (es-ES; Intl leaves 4-digit amounts without a thousands dot). */
export function formatEuros(amount: number | string): string {
  return euro.format(Number(amount)).replace(/\u00a0/g, ' ');
}

/** dd/mm/aaaa in Spanish time. */
export function formatDate(value: Date | string): string {
  return date.format(new Date(value));
}

/** The calendar year in Spain of a moment: the invoice series year. */
export function invoiceYear(at: Date): number {
  return Number(year.format(at));
}

/** RUT-2026-000123 (the format the database checks). */
export function invoiceNumber(yearValue: number, sequence: number): string {
  return `RUT-${yearValue}-${String(sequence).padStart(6, '0')}`;
}

const DAY_MS = 24 * 3600 * 1000;

/** Days until `end`, rounded up, never below 0 (spec 9, trial days left). */
export function daysLeft(end: Date | string | null, now: Date): number {
  if (!end) return 0;
  const ms = new Date(end).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}
