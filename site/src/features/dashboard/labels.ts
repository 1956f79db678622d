import type { BadgeTone } from '../../ui';

/** Spec §4 subscription status labels. */
const SUBSCRIPTION_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Activa', tone: 'success' },
  trialing: { label: 'Período de prueba', tone: 'info' },
  past_due: { label: 'Pago pendiente', tone: 'warning' },
  cancelled: { label: 'Cancelada', tone: 'danger' },
};

export function subscriptionStatus(status: string): { label: string; tone: BadgeTone } {
  return SUBSCRIPTION_STATUS[status] ?? { label: status, tone: 'neutral' };
}

/** Spec §4 invoice statuses: Pagada, Pendiente, Vencida. */
const INVOICE_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Pagada', tone: 'success' },
  pending: { label: 'Pendiente', tone: 'warning' },
  overdue: { label: 'Vencida', tone: 'danger' },
};

export function invoiceStatus(status: string): { label: string; tone: BadgeTone } {
  return INVOICE_STATUS[status] ?? { label: status, tone: 'neutral' };
}
