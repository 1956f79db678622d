import { SERVICE_WINDOW_EXTRA_DAYS } from '@rutalia/catalog';
import { madridToday } from './request-structure.js';
import { addDays } from '../../common/clock/calendar-days.js';

/**
 * When a hired request's client is asked whether the job was done: the day after its service
 * window (the date, or the 7 or 30 days from it for `week`/`month`). Without a usable window
 * (no date, `flexible`, or hired after the window had already passed: the real date was agreed
 * elsewhere) it is 7 days after the hire. Days are Madrid calendar days. The TypeScript and SQL
 * forms below are the same rule (completion-due.spec.ts checks them against each other).
 */
export const COMPLETION_FALLBACK_DAYS = 7;

export interface CompletionDueInput {
  serviceDate: string | null;
  dateFlexibility: string | null;
  hiredAt: Date | string | null;
}

/** The Madrid day (YYYY-MM-DD) from which the client is asked; null when not hired. */
export function completionDueDay(request: CompletionDueInput): string | null {
  if (!request.hiredAt) return null;
  const hiredDay = madridToday(new Date(request.hiredAt));
  const windowEnd = serviceWindowEnd(request.serviceDate, request.dateFlexibility);
  if (windowEnd === null || windowEnd < hiredDay) return addDays(hiredDay, COMPLETION_FALLBACK_DAYS);
  return addDays(windowEnd, 1);
}

/** Whether the completion question is due on Madrid day `today` (YYYY-MM-DD). */
export function isCompletionDue(request: CompletionDueInput, today: string): boolean {
  const due = completionDueDay(request);
  return due !== null && due <= today;
}

function serviceWindowEnd(date: string | null, flexibility: string | null): string | null {
  if (!date || flexibility === 'flexible') return null;
  if (flexibility === 'week') return addDays(date, SERVICE_WINDOW_EXTRA_DAYS.week);
  if (flexibility === 'month') return addDays(date, SERVICE_WINDOW_EXTRA_DAYS.month);
  return date;
}

const HIRED_DAY = `(r.hired_at AT TIME ZONE 'Europe/Madrid')::date`;
const WINDOW_END = `(CASE r.date_flexibility WHEN 'week' THEN r.service_date + ${SERVICE_WINDOW_EXTRA_DAYS.week}
  WHEN 'month' THEN r.service_date + ${SERVICE_WINDOW_EXTRA_DAYS.month} ELSE r.service_date END)`;

/** `completionDueDay` on the `requests r` row, as SQL (a date). */
export const COMPLETION_DUE_DAY_SQL = `(CASE
  WHEN r.service_date IS NULL OR r.date_flexibility = 'flexible' OR ${WINDOW_END} < ${HIRED_DAY}
    THEN ${HIRED_DAY} + ${COMPLETION_FALLBACK_DAYS}
  ELSE ${WINDOW_END} + 1 END)`;
