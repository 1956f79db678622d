import { formatEuros } from '../../ui/euros';
import { formatServiceDate } from '../jobs/jobText';
import { madridToday } from '../requests/proposalFacts';
import type { ConversationProposal, ConversationRequest } from './messages.api';

/** Interface texts and timings of messaging (spec §8 'Messages', §9 constants). */
export const MESSAGE_TEXTS = {
  sendFailed: 'Error al enviar el mensaje',
  notAuthenticated: 'Usuario no autenticado',
  startFailed: 'Error al iniciar la conversación',
  chooseRequest: 'Selecciona un trabajo para iniciar la conversación',
  notificationsUnsupported: 'Las notificaciones no están soportadas en este navegador',
  empty: 'Aún no tienes conversaciones',
  typing: 'Escribiendo…',
  read: 'Leído',
  general: 'General',
} as const;

/** 'Escribiendo…' stays this long after the last `typing` event. */
export const TYPING_INDICATOR_MS = 1000;
/** At most one `typing` event per this interval while writing (the server drops > 90 / min). */
export const TYPING_THROTTLE_MS = 750;
/** Unread messages that arrive in the open conversation are marked read after this delay. */
export const UNREAD_REMARK_MS = 500;
/** Browser notifications close themselves after this long. */
export const NOTIFICATION_CLOSE_MS = 5000;
/** The new-message toast lasts this long. */
export const MESSAGE_TOAST_MS = 5000;
/** The toast shows this many characters of the message. */
export const MESSAGE_TOAST_CHARS = 100;

/** The first `max` characters ('…' when cut). */
export function preview(text: string, max = MESSAGE_TOAST_CHARS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

/** Browser notifications: 'unsupported' when the API is missing. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** Short relative time for the conversation list: 'ahora', 'hace 5 min', 'hace 3 h', 'ayer', '12 nov'. */
export function shortRelative(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'ahora';
  if (minutes < 60) return `hace ${minutes} min`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return `hace ${Math.floor(minutes / 60)} h`;
  if (date.getTime() >= startOfToday - 86_400_000) return 'ayer';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(
    'es-ES',
    sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' },
  );
}

/**
 * What a conversation shows of its request, after the title: «Madrid → Valencia»,
 * «15 dic. 2026 · esa semana», «450,00 € aceptado» (each only when known). The accepted price is
 * left to the proposal chip when the conversation has one: it already says «… · Aceptada».
 */
export function requestContextMeta(request: ConversationRequest): { route: string | null; date: string | null; price: string | null } {
  return {
    route: request.route.trim() || null,
    date: formatServiceDate(request.date, request.dateFlexibility),
    price: request.acceptedPrice === null || request.proposal ? null : `${formatEuros(request.acceptedPrice)} aceptado`,
  };
}

/** How the company's proposal stands, as the chat names it. */
export type ConversationProposalState = 'pending' | 'accepted' | 'expired' | 'discarded';

const PROPOSAL_STATE_LABELS: Record<ConversationProposalState, string> = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  expired: 'Caducada',
  discarded: 'Descartada',
};

/**
 * The proposal's state for the chat: rejected by the client or closed by another hire is
 * «Descartada»; a pending one past its «Válida hasta» day (Madrid) is already «Caducada», as on
 * the proposal cards, even before the expiry job stores it.
 */
export function conversationProposalState(
  proposal: Pick<ConversationProposal, 'status' | 'validUntil'>,
  today: string = madridToday(),
): ConversationProposalState {
  if (proposal.status === 'accepted') return 'accepted';
  if (proposal.status === 'rejected') return 'discarded';
  if (proposal.status === 'expired' || (proposal.validUntil !== null && proposal.validUntil < today)) return 'expired';
  return 'pending';
}

/** «Propuesta: 450,00 € (IVA incl.) · Pendiente», or «Propuesta sin precio · Pendiente». */
export function proposalChipText(proposal: ConversationProposal, today: string = madridToday()): string {
  const price = proposal.priceWithVat === null ? 'Propuesta sin precio' : `Propuesta: ${formatEuros(proposal.priceWithVat)} (IVA incl.)`;
  return `${price} · ${PROPOSAL_STATE_LABELS[conversationProposalState(proposal, today)]}`;
}

/** The first line of a client's question about a proposal still open, before any message. */
export function askAboutProposalText(companyName: string): string {
  return `Pregunta a ${companyName} sobre su propuesta antes de decidir.`;
}
