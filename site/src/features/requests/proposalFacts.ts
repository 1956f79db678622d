import { formatEuros } from '../../ui/euros';
import type { Proposal } from '../proposals/proposals.api';
import { isProposalExpired, madridDay } from '../proposals/proposalTerms';

export { isProposalExpired };

/**
 * What the client reads about a proposal and its company, in words: the price with and without
 * IVA, the validity, the years on Rutalia and the proposal's state as the
 * client sees it. Pure functions, shared by the proposal cards and the comparison. The response
 * time is written by `@rutalia/catalog/response-time`, the same words as on the company's page.
 */

type PriceFields = Pick<Proposal, 'price' | 'priceWithVat' | 'priceWithoutVat'>;

/** «450,00 € IVA incl.», or null without a price. */
function priceWithVatText(proposal: PriceFields): string | null {
  return proposal.priceWithVat === null ? null : `${formatEuros(proposal.priceWithVat)} IVA incl.`;
}

/** «371,90 € sin IVA», or null without a price. */
function priceWithoutVatText(proposal: PriceFields): string | null {
  return proposal.priceWithoutVat === null ? null : `${formatEuros(proposal.priceWithoutVat)} sin IVA`;
}

/** «450,00 € IVA incl. · 371,90 € sin IVA», or «Sin precio». */
export function priceSummary(proposal: PriceFields): string {
  const withVat = priceWithVatText(proposal);
  const withoutVat = priceWithoutVatText(proposal);
  return withVat && withoutVat ? `${withVat} · ${withoutVat}` : 'Sin precio';
}

/** Today in Spain (YYYY-MM-DD): validity dates are days in Madrid, as the server counts them. */
export function madridToday(now: Date = new Date()): string {
  return madridDay(0, now);
}

/** Pending, in time and from a company still on Rutalia: the client may accept it (if the request is active). */
export function isAcceptable(proposal: Proposal, today: string): boolean {
  return proposal.status === 'pending' && !isProposalExpired(proposal, today) && proposal.company?.available !== false;
}

/** How a proposal stands for the client who received it. */
export type ClientProposalState = 'pending' | 'accepted' | 'rejected' | 'declined' | 'requestClosed' | 'noShow' | 'expired';

/** The state behind the badge: «rejected» splits by why it was closed (the client's no, another hire, the request closed…). */
export function clientProposalState(
  proposal: Pick<Proposal, 'status' | 'closedReason' | 'validUntil'>,
  today: string,
): ClientProposalState {
  if (proposal.closedReason === 'no_show') return 'noShow';
  if (proposal.status === 'accepted') return 'accepted';
  if (isProposalExpired(proposal, today)) return 'expired';
  if (proposal.status === 'rejected') {
    if (proposal.closedReason === 'hired_other') return 'declined';
    if (proposal.closedReason === 'request_closed') return 'requestClosed';
    return 'rejected';
  }
  return 'pending';
}

/** Badge label and the sentence that explains it (none for pending and accepted, the card says more). */
export const CLIENT_PROPOSAL_STATES: Record<ClientProposalState, { label: string; explanation: string | null }> = {
  pending: { label: 'Pendiente', explanation: null },
  accepted: { label: 'Aceptada', explanation: null },
  rejected: { label: 'Rechazada', explanation: 'Rechazaste esta propuesta.' },
  declined: { label: 'Descartada', explanation: 'Descartada al contratar a otra empresa.' },
  requestClosed: { label: 'Descartada', explanation: 'Descartada al cerrar la solicitud.' },
  noShow: { label: 'No se presentó', explanation: 'Indicaste que la empresa no se presentó y volviste a abrir la solicitud.' },
  expired: {
    label: 'Caducada',
    explanation: 'Su plazo de validez terminó: ya no se puede aceptar. Puedes preguntar a la empresa si la mantiene.',
  },
};

/** The year the company joined (in Spain), or null for a malformed date. */
export function memberSinceYear(iso: string | null | undefined): number | null {
  const time = Date.parse(iso ?? '');
  return Number.isNaN(time) ? null : Number(madridToday(new Date(time)).slice(0, 4));
}

/** «En Rutalia desde 2024». */
export function memberSinceText(iso: string | null | undefined): string | null {
  const year = memberSinceYear(iso);
  return year === null ? null : `En Rutalia desde ${year}`;
}

/** Whole years on Rutalia: «Menos de 1 año», «1 año», «3 años». */
export function yearsOnRutaliaText(iso: string | null | undefined, now: Date = new Date()): string | null {
  const since = Date.parse(iso ?? '');
  if (Number.isNaN(since)) return null;
  const start = new Date(since);
  let years = now.getFullYear() - start.getFullYear();
  if (now.getMonth() < start.getMonth() || (now.getMonth() === start.getMonth() && now.getDate() < start.getDate())) years -= 1;
  if (years < 1) return 'Menos de 1 año';
  return years === 1 ? '1 año' : `${years} años`;
}

/** «3 verificadas» / «1 verificada»: reviews of jobs hired and completed on Rutalia. */
export function verifiedReviewsText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 verificada' : `${count} verificadas`;
}
