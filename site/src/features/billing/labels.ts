import type { BadgeTone } from '../../ui';
import type { BillingCycle, InvoiceStatus, SubscriptionStatus } from './billing.api';
import { INVOICE_STATUS_LABELS, SUBSCRIPTION_STATUS_LABELS } from './billing.api';

const SUBSCRIPTION_TONES: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  cancelled: 'danger',
  unpaid: 'danger',
};

/** Spec §4: Activa, Período de prueba, Pago pendiente, Cancelada; Suspendida por impago (other values as they come). */
export function subscriptionStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = status in SUBSCRIPTION_STATUS_LABELS ? (status as SubscriptionStatus) : null;
  return known ? { label: SUBSCRIPTION_STATUS_LABELS[known], tone: SUBSCRIPTION_TONES[known] } : { label: status, tone: 'neutral' };
}

const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
  refunded: 'neutral',
};

/** Pagada (green), Pendiente (yellow), Vencida (red), Reembolsada (grey: settled, nothing to pay). */
export function invoiceStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = status in INVOICE_STATUS_LABELS ? (status as InvoiceStatus) : null;
  return known ? { label: INVOICE_STATUS_LABELS[known], tone: INVOICE_TONES[known] } : { label: status, tone: 'neutral' };
}

export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Mensual',
  yearly: 'Anual',
};

/** '1 día' / 'N días' (never below 0). */
export function daysLabel(days: number): string {
  const n = Math.max(0, Math.ceil(days));
  return n === 1 ? '1 día' : `${n} días`;
}

/** Spec §9: the yearly price is 'two months free' (10 × monthly). */
export const YEARLY_DISCOUNT_TEXT = '2 meses gratis';
