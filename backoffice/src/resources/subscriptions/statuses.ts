import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** Spec 4: Período de prueba, Activa, Pago pendiente, Cancelada; and Suspendida por impago (issue 20). */
export const SUBSCRIPTION_STATUSES: StatusOption<Schemas['SubscriptionStatus']>[] = [
  { id: 'trialing', name: 'Período de prueba', tone: 'blue' },
  { id: 'active', name: 'Activa', tone: 'green' },
  { id: 'past_due', name: 'Pago pendiente', tone: 'yellow' },
  { id: 'cancelled', name: 'Cancelada', tone: 'grey' },
  { id: 'unpaid', name: 'Suspendida por impago', tone: 'red' },
];

/** Spec 4: Pendiente, Pagada; overdue is 'Vencida' (decisions, issue 6). */
export const INVOICE_STATUSES: StatusOption<Schemas['InvoiceStatus']>[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'paid', name: 'Pagada', tone: 'green' },
  { id: 'overdue', name: 'Vencida', tone: 'red' },
  { id: 'refunded', name: 'Reembolsada', tone: 'grey' },
];
