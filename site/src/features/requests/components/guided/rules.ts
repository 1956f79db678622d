import { distanceKm } from '@rutalia/catalog/geo';
import {
  REQUEST_MAX_DAYS_AHEAD,
  SERVICE_CATEGORIES,
  findProvince,
  postalCodeError,
  requestCategoryForm,
  summarizeRequestDetails,
  validateRequestDetails,
  type DetailValue,
  type RouteRule,
} from '@rutalia/catalog';
import type { RequestInput } from '../../requests.api';
import { isoDate } from './dates';
import type { DraftPlace, RequestDraft, StepId } from './draft';

/** Field errors by field path ('origin', 'details.rooms', 'contact.email'…), in Spanish. */
export type StepErrors = Record<string, string>;

export const TITLE_MAX_LENGTH = 150;

export const categoryOf = (slug: string) => SERVICE_CATEGORIES.find((c) => c.slug === slug);

export function routeRule(category: string): RouteRule {
  return requestCategoryForm(category)?.route ?? 'optional';
}

/* ------------------------------------------------------------------- dates */

export function dateLimits(now = new Date()): { min: string; max: string } {
  const max = new Date(now);
  max.setDate(max.getDate() + REQUEST_MAX_DAYS_AHEAD);
  return { min: isoDate(now), max: isoDate(max) };
}

/* ---------------------------------------------------------------- distance */

/** Estimated road distance between two places with coordinates (the server's estimate), or null. */
export function estimateDistanceKm(a: DraftPlace | null, b: DraftPlace | null): number | null {
  if (a?.lat === undefined || a.lon === undefined || b?.lat === undefined || b.lon === undefined) return null;
  return distanceKm({ lat: a.lat, lon: a.lon }, { lat: b.lat, lon: b.lon });
}

/* ------------------------------------------------------------------- title */

const MOVE_KINDS: Record<string, string> = {
  piso: 'Mudanza de piso',
  casa: 'Mudanza de casa',
  estudio: 'Mudanza de estudio',
  oficina: 'Mudanza de oficina',
  trastero: 'Mudanza de trastero',
  muebles: 'Traslado de muebles',
};

/**
 * A sensible title from the answers: «Mudanza de piso de Madrid a Valencia», «Almacenaje en
 * Sevilla», «Transporte de carga completa (FTL) de Bilbao a Oporto». Empty without a category.
 */
export function suggestTitle(draft: Pick<RequestDraft, 'category' | 'services' | 'origin' | 'destination' | 'details'>): string {
  const category = categoryOf(draft.category);
  if (!category) return '';
  const kind = draft.details.propertyType;
  const chosen = draft.services.filter((s) => s !== category.name);
  const base =
    category.slug === 'mudanzas'
      ? ((typeof kind === 'string' ? MOVE_KINDS[kind] : undefined) ?? 'Mudanza')
      : chosen.length === 1
        ? chosen[0]
        : category.name;
  const from = draft.origin?.city;
  const to = draft.destination?.city;
  const where = from && to ? (from === to ? ` en ${from}` : ` de ${from} a ${to}`) : from ? ` en ${from}` : '';
  return `${base}${where}`.slice(0, TITLE_MAX_LENGTH);
}

/* -------------------------------------------------------------- validation */

function placeErrors(errors: StepErrors, key: 'origin' | 'destination', place: DraftPlace | null, postalCode: string): void {
  const code = postalCode.trim();
  if (!code || !place) return;
  const province = findProvince(place.province);
  const message = postalCodeError(code, province?.country ?? 'España', place.province, province?.code);
  if (message) errors[`${key}.postalCode`] = message;
}

/** The errors of one step (empty when it can be left). `signedIn` decides whether contact fields are needed. */
export function validateStep(step: StepId, draft: RequestDraft, options: { signedIn: boolean; now?: Date }): StepErrors {
  const errors: StepErrors = {};
  switch (step) {
    case 'what':
      if (!categoryOf(draft.category)) errors.category = 'Elige qué necesitas.';
      break;
    case 'where': {
      const rule = routeRule(draft.category);
      if (!draft.origin) errors.origin = rule === 'none' ? 'Indica dónde.' : 'Indica el origen.';
      if (rule === 'required' && !draft.destination) errors.destination = 'Indica el destino.';
      placeErrors(errors, 'origin', draft.origin, draft.originPostalCode);
      if (rule !== 'none') placeErrors(errors, 'destination', draft.destination, draft.destinationPostalCode);
      break;
    }
    case 'when': {
      const { min, max } = dateLimits(options.now);
      if (!draft.date) errors.date = 'Elige una fecha.';
      else if (draft.date < min) errors.date = 'La fecha no puede ser anterior a hoy.';
      else if (draft.date > max) errors.date = 'La fecha no puede estar a más de un año vista.';
      break;
    }
    case 'details': {
      for (const error of validateRequestDetails(draft.category, draft.details).errors) {
        errors[error.field] ??= error.message;
      }
      if (!draft.title.trim()) errors.title = 'El título es obligatorio.';
      else if (draft.title.trim().length > TITLE_MAX_LENGTH) errors.title = `El título admite como máximo ${TITLE_MAX_LENGTH} caracteres.`;
      break;
    }
    case 'photos':
      break;
    case 'review':
      if (!options.signedIn) Object.assign(errors, contactErrors(draft));
      break;
  }
  return errors;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function contactErrors(draft: RequestDraft): StepErrors {
  const errors: StepErrors = {};
  const { fullName, email, phone } = draft.contact;
  if (!fullName.trim()) errors.fullName = 'El nombre completo es obligatorio.';
  else if (fullName.trim().length > 150) errors.fullName = 'El nombre no puede superar 150 caracteres.';
  if (!email.trim()) errors.email = 'El email es obligatorio.';
  else if (email.trim().length > 254 || !EMAIL_PATTERN.test(email.trim())) errors.email = 'El email no es válido.';
  if (phone.trim().length > 30) errors.phone = 'El teléfono no puede superar 30 caracteres.';
  return errors;
}

/** The step that shows a field named by the server ('details.rooms', 'origin.province', 'email'…). */
export function stepOfField(field: string): StepId {
  const head = field.split(/[.[]/)[0] ?? '';
  if (head === 'category' || head === 'services') return 'what';
  if (head === 'origin' || head === 'destination' || head === 'city' || head === 'province') return 'where';
  if (head === 'date' || head === 'dateFlexibility') return 'when';
  if (head === 'details' || head === 'title' || head === 'description') return 'details';
  if (head === 'photos') return 'photos';
  return 'review';
}

/** A server field name as this form keys its errors ('city' is the origin's, 'origin.city' the picker). */
export function formFieldOf(field: string): string {
  if (field === 'city' || field === 'province' || field === 'origin.city' || field === 'origin.province') return 'origin';
  if (field === 'destination.city' || field === 'destination.province') return 'destination';
  if (field.startsWith('services')) return 'category';
  return field;
}

/** The answer an error key points at, to drop the error once that answer changes. */
export function answerOf(draft: RequestDraft, key: string): unknown {
  if (key.startsWith('details.')) return draft.details[key.slice('details.'.length)];
  if (key === 'origin' || key === 'destination') return draft[key];
  if (key === 'origin.postalCode') return draft.originPostalCode;
  if (key === 'destination.postalCode') return draft.destinationPostalCode;
  if (key === 'fullName' || key === 'email' || key === 'phone') return draft.contact[key];
  if (key in draft) return draft[key as keyof RequestDraft];
  return undefined;
}

/** The errors whose answers did not change between two versions of the draft. */
export function stillStanding(errors: StepErrors, before: RequestDraft, after: RequestDraft): StepErrors {
  const kept: StepErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (answerOf(before, key) === answerOf(after, key)) kept[key] = message;
  }
  return kept;
}

/* ----------------------------------------------------------------- publish */

/** Numbers typed as text become numbers; empty answers are left out. */
export function cleanDetails(category: string, details: Record<string, DetailValue>): Record<string, DetailValue> {
  const form = requestCategoryForm(category);
  const out: Record<string, DetailValue> = {};
  for (const field of form?.fields ?? []) {
    const value = details[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (field.type === 'number' && typeof value === 'string') {
      const n = Number(value.trim().replace(',', '.'));
      out[field.key] = Number.isFinite(n) ? n : value;
    } else out[field.key] = value;
  }
  return out;
}

/** Without a description, a readable one from the answers (older screens and mails show only it). */
export function fallbackDescription(draft: RequestDraft): string {
  const lines = summarizeRequestDetails(draft.category, cleanDetails(draft.category, draft.details));
  const route = draft.origin
    ? draft.destination
      ? `De ${draft.origin.city} (${draft.origin.province}) a ${draft.destination.city} (${draft.destination.province}).`
      : `En ${draft.origin.city} (${draft.origin.province}).`
    : '';
  return [route, ...lines.map((l) => `${l.label}: ${l.value}.`)].filter(Boolean).join('\n') || draft.title.trim();
}

function placeInput(place: DraftPlace, postalCode: string) {
  const code = postalCode.trim();
  return { city: place.city, province: place.province, ...(code ? { postalCode: code } : {}) };
}

/** The body of POST /api/requests. */
export function buildRequestInput(draft: RequestDraft): RequestInput {
  const category = categoryOf(draft.category);
  const rule = routeRule(draft.category);
  const origin = draft.origin ?? { city: '', province: '' };
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || fallbackDescription(draft),
    services: draft.services.length ? draft.services : category ? [category.name] : [],
    category: draft.category as RequestInput['category'],
    origin: placeInput(origin, draft.originPostalCode),
    ...(rule !== 'none' && draft.destination ? { destination: placeInput(draft.destination, draft.destinationPostalCode) } : {}),
    date: draft.date,
    dateFlexibility: draft.dateFlexibility,
    details: cleanDetails(draft.category, draft.details),
  };
}
