import type { FieldError } from '../../common/errors/app-exception.js';
import { addDays } from '../../common/clock/calendar-days.js';
import { CompanyDocumentKind, CompanyDocumentStatus, enumValues } from '../../database/enums.js';
import { expiryRule, isCurrent } from './badges.js';
import { DocumentMessages } from './documents-errors.js';

/** How far ahead an expiry date may be (a typo such as 2207 is refused). */
export const MAX_EXPIRY_YEARS = 10;

const KINDS: readonly string[] = enumValues(CompanyDocumentKind);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface DocumentFields {
  kind: CompanyDocumentKind;
  expiresOn: string | null;
}

/**
 * Checks the text fields of an upload against the kind's rule, with `today` the Madrid day:
 * the insurances need an expiry date, the transport authorisation may have one, the CIF may not;
 * a date must be after today (a document that ends today is no longer worth a review) and within
 * MAX_EXPIRY_YEARS. Answers the fields or every problem, each with its field.
 */
export function checkDocumentFields(input: { kind?: string; expiresOn?: string }, today: string): DocumentFields | FieldError[] {
  const errors: FieldError[] = [];
  if (!input.kind) return [{ field: 'kind', message: DocumentMessages.KIND_REQUIRED }];
  if (!KINDS.includes(input.kind)) return [{ field: 'kind', message: DocumentMessages.KIND_INVALID }];
  const kind = input.kind as CompanyDocumentKind;
  const rule = expiryRule(kind);
  const expiresOn = input.expiresOn ?? null;
  if (expiresOn === null) {
    if (rule === 'required') errors.push({ field: 'expiresOn', message: DocumentMessages.EXPIRY_REQUIRED });
  } else if (rule === 'none') {
    errors.push({ field: 'expiresOn', message: DocumentMessages.EXPIRY_NOT_ALLOWED });
  } else if (!isCalendarDay(expiresOn)) {
    errors.push({ field: 'expiresOn', message: DocumentMessages.EXPIRY_INVALID });
  } else if (expiresOn <= today) {
    errors.push({ field: 'expiresOn', message: DocumentMessages.EXPIRY_PAST });
  } else if (expiresOn > addDays(today, MAX_EXPIRY_YEARS * 366)) {
    errors.push({ field: 'expiresOn', message: DocumentMessages.EXPIRY_TOO_FAR });
  }
  return errors.length > 0 ? errors : { kind, expiresOn };
}

/** The approved version that gives the badge today (its date, if any, not passed). */
export const isCurrentDocument = (doc: { status: CompanyDocumentStatus; expiresOn: string | null }, today: string): boolean =>
  doc.status === CompanyDocumentStatus.Approved && isCurrent(doc, today);
