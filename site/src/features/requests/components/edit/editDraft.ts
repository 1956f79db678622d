import type { DetailValue } from '@rutalia/catalog';
import { textToHtml } from '../../../../ui/richText';
import type { JobRequest, RequestUpdate } from '../../requests.api';
import { emptyDraft, type DraftPlace, type RequestDraft } from '../guided/draft';
import type { EditableStatus } from '../RequestForm';
import { categoryOf, cleanDetails, fallbackDescription, routeRule, validateStep, type StepErrors } from '../guided/rules';

/**
 * Editing a structured request (one made with the guided form: a category and a date) with the
 * guided form's answers: the request as a draft, what to check before saving and the PATCH
 * body with only what changed. Pure, no React.
 */

/** Structured requests are edited with the guided form's questions; older ones keep the plain form. */
export const isStructuredRequest = (request: JobRequest): boolean => Boolean(request.category && request.date);

/**
 * The stored request as the guided form's answers (places without coordinates). `description`
 * is the stored HTML as editable text (htmlToText, which needs the DOM).
 */
export function draftFromRequest(request: JobRequest, description: string): RequestDraft {
  const category = categoryOf(request.category ?? '');
  return {
    ...emptyDraft(),
    category: category?.slug ?? '',
    // Only the category's name means «nothing in particular» (the guided form sends it when no service is chosen).
    services: request.services.filter((s) => s !== category?.name),
    origin: { city: request.origin.city, province: request.origin.province },
    originPostalCode: request.origin.postalCode ?? '',
    destination: request.destination ? { city: request.destination.city, province: request.destination.province } : null,
    destinationPostalCode: request.destination?.postalCode ?? '',
    date: request.date ?? '',
    dateFlexibility: request.dateFlexibility ?? 'exact',
    details: { ...(request.details as Record<string, DetailValue>) },
    title: request.title,
    titleEdited: true,
    description,
  };
}

/** The errors to fix before saving. A stored date that has passed may stay; a new one must be from today on. */
export function validateEdit(request: JobRequest, draft: RequestDraft, now = new Date()): StepErrors {
  const options = { signedIn: true, now };
  return {
    ...validateStep('what', draft, options),
    ...validateStep('where', draft, options),
    ...(draft.date !== request.date ? validateStep('when', draft, options) : {}),
    ...validateStep('details', draft, options),
  };
}

const samePlace = (
  a: { city: string; province: string } | null,
  codeA: string,
  b: { city: string; province: string; postalCode: string | null } | null,
) => (a === null || b === null ? a === b : a.city === b.city && a.province === b.province && codeA.trim() === (b.postalCode ?? ''));

function placeInput(place: DraftPlace, postalCode: string) {
  const code = postalCode.trim();
  return { city: place.city, province: place.province, ...(code ? { postalCode: code } : {}) };
}

/** Key order does not matter when comparing answers. */
const canonical = (value: Record<string, DetailValue>) =>
  JSON.stringify(
    Object.keys(value)
      .sort()
      .map((key) => [key, value[key]]),
  );

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The body of PATCH /api/requests/:id with what changed from `before` (the request as first
 * drafted) to `draft`, and the status if it changed: the server re-checks the structure
 * whole (the new values over the stored ones), and an unchanged date that has passed is kept.
 */
export function buildRequestPatch(request: JobRequest, before: RequestDraft, draft: RequestDraft, status?: EditableStatus): RequestUpdate {
  const patch: RequestUpdate = {};
  const category = categoryOf(draft.category);
  const categoryChanged = draft.category !== before.category;

  if (draft.title.trim() !== request.title) patch.title = draft.title.trim();
  if (draft.description.trim() !== before.description.trim()) {
    patch.description = textToHtml(draft.description.trim() || fallbackDescription(draft));
  }
  const services = draft.services.length ? draft.services : category ? [category.name] : [];
  if (!sameSet(services, request.services)) patch.services = services;

  if (categoryChanged) patch.category = draft.category as RequestUpdate['category'];
  if (draft.origin && !samePlace(draft.origin, draft.originPostalCode, request.origin)) {
    patch.origin = placeInput(draft.origin, draft.originPostalCode);
  }
  const destination = routeRule(draft.category) === 'none' ? null : draft.destination;
  if (!samePlace(destination, draft.destinationPostalCode, request.destination)) {
    patch.destination = destination ? placeInput(destination, draft.destinationPostalCode) : null;
  }
  if (draft.date !== request.date) patch.date = draft.date;
  if (draft.dateFlexibility !== before.dateFlexibility) patch.dateFlexibility = draft.dateFlexibility;
  const details = cleanDetails(draft.category, draft.details);
  if (categoryChanged || canonical(details) !== canonical(cleanDetails(before.category, before.details))) patch.details = details;

  if (status && status !== request.status) patch.status = status;
  return patch;
}
