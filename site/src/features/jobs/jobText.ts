import { SERVICE_WINDOW_EXTRA_DAYS } from '@rutalia/catalog/service-window';
import type { JobRequest } from '../requests/requests.api';

/** The client's public name ('María G.'), or null when the request does not carry it. */
export function clientDisplayName(job: Pick<JobRequest, 'client'>): string | null {
  return job.client?.displayName.trim() || null;
}

export type JobPlace = JobRequest['origin'];
export type JobDateFlexibility = NonNullable<JobRequest['dateFlexibility']>;

/** Spanish month abbreviations (RAE), fixed so the text does not depend on the browser's ICU data. */
const MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];

/** How a flexibility reads after the date; an exact day adds nothing. */
const FLEXIBILITY_TEXT: Record<JobDateFlexibility, string> = {
  exact: '',
  week: 'esa semana',
  month: 'ese mes',
  flexible: 'fecha flexible',
};

/** '2026-12-15' → «15 dic. 2026»; null when it is not a YYYY-MM-DD day. */
export function formatServiceDay(day: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : null;
}

/**
 * The service date with its flexibility, for cards and the detail: «15 dic. 2026 · esa semana»,
 * «15 dic. 2026» (that day). Null for old requests without a date.
 */
export function formatServiceDate(day: string | null | undefined, flexibility?: JobRequest['dateFlexibility']): string | null {
  const text = formatServiceDay(day);
  if (!text) return null;
  const extra = flexibility ? FLEXIBILITY_TEXT[flexibility] : '';
  return extra ? `${text} · ${extra}` : text;
}

/** «Madrid → Valencia», or the origin's city alone for a local service (and old requests). */
export function routeText(job: Pick<JobRequest, 'origin' | 'destination' | 'city'>): string {
  const from = job.origin?.city || job.city;
  return job.destination ? `${from} → ${job.destination.city}` : from;
}

/** A place in full: «28004 Madrid», «Getafe (Madrid)», «4000-001 Oporto (Oporto)» when the province is another name. */
export function placeText(place: JobPlace): string {
  const name = sameName(place.city, place.province) ? place.city : `${place.city} (${place.province})`;
  return place.postalCode ? `${place.postalCode} ${name}` : name;
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

/**
 * The service date in full, for the detail: «15 dic. 2026», «15 dic. 2026 · esa semana (hasta el
 * 21 dic. 2026)», «15 dic. 2026 · fecha flexible (ese día o después)». Null without a date.
 */
export function serviceWindowText(day: string | null | undefined, flexibility?: JobRequest['dateFlexibility']): string | null {
  const text = formatServiceDate(day, flexibility);
  if (!text || !day) return null;
  if (flexibility === 'flexible') return `${text} (ese día o después)`;
  const extra = flexibility === 'week' || flexibility === 'month' ? SERVICE_WINDOW_EXTRA_DAYS[flexibility] : undefined;
  if (!extra) return text;
  const end = new Date(Date.parse(`${day}T00:00:00Z`) + extra * 86_400_000).toISOString().slice(0, 10);
  return `${text} (hasta el ${formatServiceDay(end)})`;
}
