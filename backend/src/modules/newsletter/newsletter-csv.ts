import { NewsletterStatus } from '../../database/enums.js';

/** Byte order mark: Excel reads the file as UTF-8 only with it (accents in emails otherwise break). */
export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = ['email', 'estado', 'confirmado', 'baja', 'alta'];
/** Dates of the export as Spain reads them (the same zone as invoices). */
export const CSV_TIME_ZONE = 'Europe/Madrid';

export const STATUS_LABELS: Record<NewsletterStatus, string> = {
  [NewsletterStatus.Pending]: 'pendiente',
  [NewsletterStatus.Confirmed]: 'confirmado',
  [NewsletterStatus.Unsubscribed]: 'baja',
};

export interface CsvSubscriber {
  email: string;
  status: NewsletterStatus;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
}

// 'sv-SE' formats as ISO-like 'YYYY-MM-DD HH:mm', which spreadsheets read as a date-time.
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CSV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('sv-SE', { timeZone: CSV_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export const csvDateTime = (value: Date | null): string => (value ? dateTime.format(new Date(value)) : '');
/** `YYYY-MM-DD` of `value` in Spain, for the file name. */
export const csvDay = (value: Date): string => day.format(value);

/**
 * One cell, safe to open in a spreadsheet: text starting with = + - @ (or tab / carriage
 * return) would run as a formula, so it gets a leading apostrophe (OWASP "CSV injection");
 * then RFC 4180 quoting when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, header row and one CRLF-terminated row per subscriber. */
export function subscribersCsv(rows: CsvSubscriber[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map((r) => [
      r.email,
      STATUS_LABELS[r.status] ?? r.status,
      csvDateTime(r.confirmedAt),
      csvDateTime(r.unsubscribedAt),
      csvDateTime(r.createdAt),
    ]),
  ];
  return CSV_BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
