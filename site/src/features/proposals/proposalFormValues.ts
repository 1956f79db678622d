import { PROPOSAL_DEFAULT_VALID_DAYS, type ProposalInclude } from '@rutalia/catalog/proposal-terms';
import { sumPriceLines } from './proposalTerms';
import type { ProposalInput, ProposalTemplate, ProposalTemplateInput } from './proposals.api';

/**
 * The proposal form's values and the payloads built from them (pure: no React). The message is
 * the editor's plain text (turned into HTML on submit), amounts are what the company typed.
 */

export type PriceLineValues = { concept: string; amount: string };

export type ProposalFormValues = {
  message: string;
  price: string;
  vatIncluded: boolean;
  includes: string[];
  availableDate: string;
  validUntil: string;
  priceLines: PriceLineValues[];
};

export const PRICE_MAX = 1_000_000;
const AMOUNT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** A new form: IVA included, valid for the default days from Madrid's `today`. */
export function emptyProposalForm(today: string): ProposalFormValues {
  return {
    message: '',
    price: '',
    vatIncluded: true,
    includes: [],
    availableDate: '',
    validUntil: addDays(today, PROPOSAL_DEFAULT_VALID_DAYS),
    priceLines: [],
  };
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Euros typed with a comma or a dot and at most 2 decimals; undefined when blank or not a number. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.trim();
  if (!AMOUNT_PATTERN.test(text)) return undefined;
  return Math.round(Number(text.replace(',', '.')) * 100) / 100;
}

/** What is wrong with an amount box, or true. `label` names it: «El precio», «El importe». */
export function amountProblem(raw: string, label: string): string | true {
  const text = raw.trim();
  if (!text) return true;
  if (!AMOUNT_PATTERN.test(text)) return `${label} debe ser un número positivo con como máximo 2 decimales.`;
  return Number(text.replace(',', '.')) <= PRICE_MAX || `${label} debe estar entre 0 y 1.000.000 €.`;
}

/** The lines that have an amount, as numbers (half-typed rows do not count yet). */
export function typedLines(lines: readonly PriceLineValues[]): { concept: string; amount: number }[] {
  return lines.flatMap((line) => {
    const amount = parseAmount(line.amount);
    return amount === undefined ? [] : [{ concept: line.concept.trim(), amount }];
  });
}

/** The running sum of the breakdown, to the cent. */
export function linesTotal(lines: readonly PriceLineValues[]): number {
  return sumPriceLines(typedLines(lines));
}

/** Whether the breakdown (if any) and the price disagree: the message under the lines says so. */
export function linesMismatch(values: Pick<ProposalFormValues, 'price' | 'priceLines'>): { sum: number; price: number | undefined } | null {
  if (values.priceLines.length === 0) return null;
  const sum = linesTotal(values.priceLines);
  const price = parseAmount(values.price);
  return price === undefined || Math.round(price * 100) !== Math.round(sum * 100) ? { sum, price } : null;
}

/** The terms both payloads share. */
function termsOf(values: ProposalFormValues) {
  const price = parseAmount(values.price);
  const lines = values.priceLines.map((line) => ({ concept: line.concept.trim(), amount: parseAmount(line.amount) ?? Number.NaN }));
  return {
    ...(price !== undefined ? { price } : {}),
    vatIncluded: values.vatIncluded,
    includes: values.includes,
    priceLines: lines,
  };
}

/** POST /requests/:id/proposals, with `message` already HTML. */
export function toProposalInput(values: ProposalFormValues, messageHtml: string): ProposalInput {
  return {
    message: messageHtml,
    ...termsOf(values),
    ...(values.availableDate ? { availableDate: values.availableDate } : {}),
    ...(values.validUntil ? { validUntil: values.validUntil } : {}),
  };
}

/** POST /me/proposal-templates: the same terms under a name, without the dates (they belong to each proposal). */
export function toTemplateInput(values: ProposalFormValues, messageHtml: string, name: string): ProposalTemplateInput {
  // price null (not absent): replacing a template with a priced one must remove its price.
  return { name: name.trim(), message: messageHtml, ...termsOf(values), price: parseAmount(values.price) ?? null };
}

/**
 * A template into the form: its message (as editor text, converted by the caller), price, VAT,
 * lines and the includes this request's category offers; the dates stay as they are. `dropped`
 * are the template's includes this category does not offer.
 */
export function applyTemplate(
  current: ProposalFormValues,
  template: ProposalTemplate,
  messageText: string,
  offered: readonly ProposalInclude[],
): { values: ProposalFormValues; dropped: string[] } {
  const offeredIds = new Set(offered.map((item) => item.id));
  return {
    values: {
      ...current,
      message: messageText,
      price: template.price === null ? '' : amountText(template.price),
      vatIncluded: template.vatIncluded,
      includes: template.includes.filter((id) => offeredIds.has(id)),
      priceLines: template.priceLines.map((line) => ({ concept: line.concept, amount: amountText(line.amount) })),
    },
    dropped: template.includes.filter((id) => !offeredIds.has(id)),
  };
}

/** 450 → '450', 120.5 → '120.50': what the number box shows. */
export function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
