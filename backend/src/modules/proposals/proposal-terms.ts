import { HttpStatus } from '@nestjs/common';
import {
  PROPOSAL_DEFAULT_VALID_DAYS,
  PROPOSAL_INCLUDES,
  PROPOSAL_MAX_PRICE_LINES,
  PROPOSAL_MAX_VALID_DAYS,
  categoryByKey,
  includesForCategory,
  priceLinesMatch,
  type ProposalInclude,
} from '@rutalia/catalog';
import { AppException, type FieldError } from '../../common/errors/app-exception.js';
import { isAmount, isCalendarDay } from '../../common/validation/validators.js';
import type { ProposalPriceLine } from './proposal.entity.js';
import { addDays } from '../../common/clock/calendar-days.js';

/**
 * The terms of a proposal or a template (issue 18, part 1), checked in one place: VAT, what the
 * price includes, the available date, the validity and the price lines. Pure: the caller passes
 * the request's category and Madrid's today. Every wrong field is listed at once, in Spanish.
 */

/** A price line's concept, trimmed: 1..120 characters. */
export const PRICE_LINE_CONCEPT_MAX = 120;
/** The most a price (or a line) may be, in euros. */
export const TERMS_MAX_AMOUNT = 1_000_000;
/** An available date may be at most this many days ahead (a request's date is at most a year ahead). */
export const AVAILABLE_DATE_MAX_DAYS = 366;

/** The terms as a client of the API sends them (the DTO has already checked their types). */
export interface ProposalTermsInput {
  price?: number | null;
  vatIncluded?: boolean;
  includes?: readonly string[];
  availableDate?: string;
  validUntil?: string;
  priceLines?: readonly unknown[] | null;
}

/** What a template stores. */
export interface TemplateTerms {
  price: number | null;
  vatIncluded: boolean;
  includes: string[];
  /** null without a breakdown. */
  priceLines: ProposalPriceLine[] | null;
}

/** What a proposal stores. */
export interface ProposalTerms extends TemplateTerms {
  availableDate: string | null;
  validUntil: string;
}

export const ProposalTermsMessages = {
  PRICE_REQUIRED_WITH_LINES: 'Indica el precio: el desglose tiene que sumar el precio total.',
  TOO_MANY_LINES: `El desglose admite como máximo ${PROPOSAL_MAX_PRICE_LINES} líneas.`,
  AVAILABLE_DATE_FORMAT: 'La fecha de disponibilidad debe tener el formato AAAA-MM-DD y existir en el calendario.',
  AVAILABLE_DATE_PAST: 'La fecha de disponibilidad no puede ser anterior a hoy.',
  AVAILABLE_DATE_FAR: 'La fecha de disponibilidad no puede estar a más de un año vista.',
  VALID_UNTIL_FORMAT: 'La fecha de validez debe tener el formato AAAA-MM-DD y existir en el calendario.',
  VALID_UNTIL_PAST: 'La propuesta no puede dejar de ser válida antes de hoy.',
} as const;

/** '2027-01-09' → '09/01/2027'. */
export const spanishDay = (day: string) => day.split('-').reverse().join('/');

/** 1234.5 → '1234,50 €', 12345.5 → '12.345,50 €' (es-ES). */
const AMOUNT = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const spanishEuros = (amount: number) => `${AMOUNT.format(amount)} €`;

export const validUntilTooFar = (latest: string) =>
  `Una propuesta puede ser válida como máximo ${PROPOSAL_MAX_VALID_DAYS} días: como muy tarde, hasta el ${spanishDay(latest)}.`;

export const linesDoNotAddUp = (sum: number, price: number) =>
  `Las líneas del desglose suman ${spanishEuros(sum)} y el precio es ${spanishEuros(price)}: tienen que coincidir.`;

/** Terms of a proposal on a request of `category` (null: an old request), judged against Madrid's `today`. */
export function checkProposalTerms(
  input: ProposalTermsInput,
  context: { category: string | null; today: string },
): { terms: ProposalTerms; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const base = checkCommonTerms(input, includesForCategory(context.category), forbiddenIncludes(context.category), errors);
  const availableDate = checkDay(
    input.availableDate,
    context.today,
    addDays(context.today, AVAILABLE_DATE_MAX_DAYS),
    {
      field: 'availableDate',
      format: ProposalTermsMessages.AVAILABLE_DATE_FORMAT,
      past: ProposalTermsMessages.AVAILABLE_DATE_PAST,
      far: () => ProposalTermsMessages.AVAILABLE_DATE_FAR,
    },
    errors,
  );
  const latest = addDays(context.today, PROPOSAL_MAX_VALID_DAYS);
  const validUntil =
    checkDay(
      input.validUntil,
      context.today,
      latest,
      {
        field: 'validUntil',
        format: ProposalTermsMessages.VALID_UNTIL_FORMAT,
        past: ProposalTermsMessages.VALID_UNTIL_PAST,
        far: validUntilTooFar,
      },
      errors,
    ) ?? addDays(context.today, PROPOSAL_DEFAULT_VALID_DAYS);
  return { terms: { ...base, availableDate, validUntil }, errors };
}

/** Terms of a template: any known include (the request is not known yet), no dates. */
export function checkTemplateTerms(input: ProposalTermsInput): { terms: TemplateTerms; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const terms = checkCommonTerms(input, PROPOSAL_INCLUDES, () => 'Estos elementos no existen', errors);
  return { terms, errors };
}

/** One 400 listing every wrong field (the first one's message on top), or nothing. */
export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length) throw new AppException('VALIDATION_ERROR', errors[0].message, HttpStatus.BAD_REQUEST, errors);
}

function forbiddenIncludes(category: string | null): () => string {
  const name = category ? categoryByKey(category)?.name : undefined;
  return () => (name ? `No se pueden incluir en una propuesta de ${name}` : 'No se pueden incluir en una propuesta para esta solicitud');
}

function checkCommonTerms(
  input: ProposalTermsInput,
  allowed: readonly ProposalInclude[],
  refusal: () => string,
  errors: FieldError[],
): TemplateTerms {
  const price = input.price ?? null;
  const includes = checkIncludes(input.includes ?? [], allowed, refusal, errors);
  const lines = input.priceLines ?? [];
  const priceLines = checkPriceLines(lines, errors);
  if (lines.length > 0 && price === null) errors.push({ field: 'price', message: ProposalTermsMessages.PRICE_REQUIRED_WITH_LINES });
  if (priceLines && price !== null) {
    if (!priceLinesMatch(priceLines, price)) {
      const sum = priceLines.reduce((total, line) => total + Math.round(line.amount * 100), 0) / 100;
      errors.push({ field: 'priceLines', message: linesDoNotAddUp(sum, price) });
    }
  }
  return { price, vatIncluded: input.vatIncluded ?? true, includes, priceLines };
}

/** Known ids of `allowed`, each once, in the catalog's order. */
function checkIncludes(ids: readonly string[], allowed: readonly ProposalInclude[], refusal: () => string, errors: FieldError[]): string[] {
  const allowedIds = new Set(allowed.map((item) => item.id));
  const wrong = [...new Set(ids.filter((id) => !allowedIds.has(id)))];
  if (wrong.length) {
    errors.push({ field: 'includes', message: `${refusal()}: ${wrong.map((id) => `«${id.slice(0, 40)}»`).join(', ')}.` });
  }
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length) {
    errors.push({
      field: 'includes',
      message: `Cada elemento de lo que incluye el precio va una sola vez; repetidos: ${repeated.map((id) => `«${id.slice(0, 40)}»`).join(', ')}.`,
    });
  }
  const chosen = new Set(ids);
  return allowed.filter((item) => chosen.has(item.id)).map((item) => item.id);
}

/** Lines of `{ concept, amount }`, or null when there are none. */
function checkPriceLines(lines: readonly unknown[], errors: FieldError[]): ProposalPriceLine[] | null {
  if (lines.length === 0) return null;
  if (lines.length > PROPOSAL_MAX_PRICE_LINES) {
    errors.push({ field: 'priceLines', message: ProposalTermsMessages.TOO_MANY_LINES });
    return null;
  }
  const checked: ProposalPriceLine[] = [];
  let valid = true;
  lines.forEach((line, i) => {
    const field = `priceLines[${i}]`;
    const n = i + 1;
    if (typeof line !== 'object' || line === null || Array.isArray(line)) {
      errors.push({ field, message: `La línea ${n} del desglose debe tener un concepto y un importe.` });
      valid = false;
      return;
    }
    const { concept, amount, ...rest } = line as Record<string, unknown>;
    if (Object.keys(rest).length) {
      errors.push({ field, message: `La línea ${n} del desglose solo admite «concept» y «amount».` });
      valid = false;
    }
    const text = typeof concept === 'string' ? concept.trim() : '';
    if (!text) {
      errors.push({ field: `${field}.concept`, message: `Escribe el concepto de la línea ${n} del desglose.` });
      valid = false;
    } else if (text.length > PRICE_LINE_CONCEPT_MAX) {
      errors.push({
        field: `${field}.concept`,
        message: `El concepto de la línea ${n} del desglose no puede superar ${PRICE_LINE_CONCEPT_MAX} caracteres.`,
      });
      valid = false;
    }
    if (!isAmount(amount, 2) || (amount as number) < 0 || (amount as number) > TERMS_MAX_AMOUNT) {
      errors.push({
        field: `${field}.amount`,
        message: `El importe de la línea ${n} del desglose debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.`,
      });
      valid = false;
    }
    if (valid) checked.push({ concept: text, amount: amount as number });
  });
  return valid ? checked : null;
}

interface DayRules {
  field: string;
  format: string;
  past: string;
  far: (latest: string) => string;
}

/** A YYYY-MM-DD day from `today` to `latest`, or null when absent (or wrong: the error is listed). */
function checkDay(value: string | undefined, today: string, latest: string, rules: DayRules, errors: FieldError[]): string | null {
  const day = value?.trim();
  if (!day) return null;
  if (!isCalendarDay(day)) errors.push({ field: rules.field, message: rules.format });
  else if (day < today) errors.push({ field: rules.field, message: rules.past });
  else if (day > latest) errors.push({ field: rules.field, message: rules.far(latest) });
  else return day;
  return null;
}
