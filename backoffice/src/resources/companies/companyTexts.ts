import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** A record of `GET /api/admin/companies`. */
export type AdminCompany = Schemas['AdminCompanyDto'];
/** `GET /api/admin/companies/:id` and the moderation actions' answer: the list record plus the description. */
export type AdminCompanyDetail = Schemas['AdminCompanyDetailDto'];

/** spec 4 'Company status'. */
export const COMPANY_STATUSES: StatusOption<Schemas['CompanyStatus']>[] = [
  { id: 'active', name: 'Activa', tone: 'green' },
  { id: 'suspended', name: 'Suspendida', tone: 'red' },
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
];

/** The payment_status column's values (initial migration). */
export const PAYMENT_STATUSES: StatusOption<Schemas['PaymentStatus']>[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'paid', name: 'Pagado', tone: 'green' },
  { id: 'failed', name: 'Fallido', tone: 'red' },
  { id: 'overdue', name: 'Vencido', tone: 'red' },
];

/** Notifications: failures word for word from spec 8 'Moderation'. */
export const COMPANY_TEXT = {
  suspended: 'Empresa suspendida',
  suspendFailed: 'No se pudo suspender la empresa. Verifique los permisos.',
  reactivated: 'Empresa reactivada',
  reactivateFailed: 'No se pudo reactivar la empresa. Verifique los permisos.',
  paymentSaved: 'Estado de pago actualizado',
  paymentFailed: 'No se pudo actualizar el estado de pago',
} as const;
