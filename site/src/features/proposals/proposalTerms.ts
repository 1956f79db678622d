import { includeLabel, priceWithAndWithoutVat, VAT_RATE } from '@rutalia/catalog/proposal-terms';
import { formatEuros } from '../../ui/euros';
import { formatServiceDay } from '../jobs/jobText';
import type { Proposal } from './proposals.api';

/**
 * The terms of a proposal in words (issue 18): VAT, dates, what the price includes, its lines and
 * why it was closed. Presentational and pure, for the company's form and views (and any other
 * screen that prints a proposal's terms). Dates read «15 dic. 2026», like the jobs' dates.
 */

const MADRID_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day `days` after today in Spain (YYYY-MM-DD): the server counts a proposal's dates in Madrid. */
export function madridDay(days = 0, now: Date = new Date()): string {
  const today = MADRID_DAY.format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** «IVA incluido» / «IVA no incluido». */
export function vatLabel(vatIncluded: boolean): string {
  return vatIncluded ? 'IVA incluido' : 'IVA no incluido';
}

/** «21 %»: the rate the price with IVA is counted with. */
export const VAT_RATE_LABEL = `${Math.round(VAT_RATE * 100)} %`;

/** The price both ways: { withVat, withoutVat } in euros (2 decimals). */
export function vatBreakdown(price: number, vatIncluded: boolean): { withVat: number; withoutVat: number } {
  return priceWithAndWithoutVat(price, vatIncluded);
}

/** «544,50 € con IVA · 450,00 € sin IVA», or null without a price. */
export function priceWithAndWithoutVatText(price: number | null, vatIncluded: boolean): string | null {
  if (price === null) return null;
  const { withVat, withoutVat } = priceWithAndWithoutVat(price, vatIncluded);
  return `${formatEuros(withVat)} con IVA · ${formatEuros(withoutVat)} sin IVA`;
}

/** «Disponible a partir del 15 dic. 2026», or null when the company did not give a date. */
export function formatAvailableDate(day: string | null | undefined): string | null {
  const text = formatServiceDay(day);
  return text ? `Disponible a partir del ${text}` : null;
}

/**
 * «Válida hasta el 30 dic. 2026», «Caducó el 30 dic. 2026» (expired, or past its day and still
 * waiting for the expiry job), «Sin fecha de caducidad» (proposals sent before validity existed).
 * The last day counts: a proposal is valid all of it.
 */
export function formatValidity(proposal: Pick<Proposal, 'status' | 'validUntil'>, today: string = madridDay()): string {
  const day = formatServiceDay(proposal.validUntil);
  if (!day) return proposal.status === 'expired' ? 'Caducada' : 'Sin fecha de caducidad';
  return isProposalExpired(proposal, today) ? `Caducó el ${day}` : `Válida hasta el ${day}`;
}

/**
 * Past its «Válida hasta» day: expired, or still pending only because the expiry job has not run
 * yet (the server refuses to accept it either way). Validity is inclusive: valid all that day.
 */
export function isProposalExpired(proposal: Pick<Proposal, 'status' | 'validUntil'>, today: string): boolean {
  if (proposal.status === 'expired') return true;
  return proposal.status === 'pending' && proposal.validUntil !== null && proposal.validUntil < today;
}

/** The labels of what a price includes, in the order given (unknown ids as they are). */
export function includeLabels(ids: readonly string[]): string[] {
  return ids.map(includeLabel);
}

/** The sum of price lines to the cent (0.1 + 0.2 is 0.3). */
export function sumPriceLines(lines: readonly { amount: number }[]): number {
  return lines.reduce((cents, line) => cents + Math.round(line.amount * 100), 0) / 100;
}

/** Why a proposal closed without the client answering it, as its company reads it. */
const CLOSED_REASON_TEXT: Record<NonNullable<Proposal['closedReason']>, string> = {
  hired_other: 'El cliente contrató a otra empresa',
  request_closed: 'El cliente cerró la solicitud',
  no_show: 'El cliente indicó que el servicio no se realizó',
};

/** The sentence for a proposal's `closedReason`, or null when it has none. */
export function closedReasonText(reason: Proposal['closedReason'] | undefined): string | null {
  return reason ? CLOSED_REASON_TEXT[reason] : null;
}
