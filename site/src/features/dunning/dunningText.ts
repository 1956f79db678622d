import type { Schemas } from '@rutalia/api-contract';
import { paths } from '../../paths';
import { formatEuros } from '../../ui/euros';

/** `GET /me/subscription` → `dunning`: overdue invoices of a past_due (`grace`) or `unpaid` subscription (issue 20). */
export type SubscriptionDunning = Schemas['SubscriptionDunningDto'];

const madridDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/aaaa in Spanish time, as invoices and mails write dates. */
export function dunningDate(iso: string): string {
  return madridDay.format(new Date(iso));
}

/** «RUT-2026-000123, 60,50 €», or with several invoices their count and total too. */
function owed(dunning: SubscriptionDunning): string {
  const oldest = `${dunning.invoiceNumber}, ${formatEuros(dunning.amountDue)}`;
  return dunning.overdueCount > 1
    ? `Tienes ${dunning.overdueCount} facturas vencidas (${formatEuros(dunning.totalDue)} en total; la más antigua, ${oldest}).`
    : `Tienes una factura vencida (${oldest}).`;
}

export interface DunningMessage {
  tone: 'warning' | 'danger';
  title: string;
  text: string;
}

/** The banner's words: a warning with the date in the grace, an error once suspended. */
export function dunningMessage(dunning: SubscriptionDunning): DunningMessage {
  if (dunning.state === 'unpaid') {
    return {
      tone: 'danger',
      title: 'Suscripción suspendida por impago',
      text: 'Tu suscripción está suspendida por impago: no puedes enviar propuestas ni recibir avisos. Tu perfil sigue visible. Paga ahora para recuperar el acceso al momento.',
    };
  }
  return {
    tone: 'warning',
    title: 'Pago pendiente',
    text: `${owed(dunning)} Paga antes del ${dunningDate(dunning.graceEndsAt)} para no perder el acceso a nuevas solicitudes.`,
  };
}

/** «Pagar ahora»: the billing page opened on the oldest overdue invoice's payment. */
export function payNowHref(dunning: Pick<SubscriptionDunning, 'oldestOverdueInvoiceId'>): string {
  return `${paths.companyBilling}?pagar=${encodeURIComponent(dunning.oldestOverdueInvoiceId)}`;
}
