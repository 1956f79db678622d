import type { StatusOption } from '../../common/StatusChip';

export interface AdminCompany {
  id: string;
  companyName: string;
  contactPerson: string;
  email: string | null;
  phone: string | null;
  city: string;
  province: string;
  services: string[];
  description?: string;
  status: string;
  isActive: boolean;
  verified: boolean;
  verifiedAt: string | null;
  suspensionReason: string | null;
  suspendedAt: string | null;
  paymentStatus: string | null;
  lastPayment: string | null;
  ownerEmail: string;
  subscription: { plan: string; status: string; currentPeriodEnd: string } | null;
  proposalsCount: number;
  createdAt: string;
}

/** spec 4 'Company status'. */
export const COMPANY_STATUSES: StatusOption[] = [
  { id: 'active', name: 'Activa', tone: 'green' },
  { id: 'suspended', name: 'Suspendida', tone: 'red' },
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
];

/** The payment_status column's values (initial migration). */
export const PAYMENT_STATUSES: StatusOption[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'paid', name: 'Pagado', tone: 'green' },
  { id: 'failed', name: 'Fallido', tone: 'red' },
  { id: 'overdue', name: 'Vencido', tone: 'red' },
];

/** spec 4 'Subscription' labels. */
export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  trialing: 'Período de prueba',
  active: 'Activa',
  past_due: 'Pago pendiente',
  cancelled: 'Cancelada',
};

/** Notifications: failures word for word from spec 8 'Moderation'. */
export const COMPANY_TEXT = {
  suspended: 'Empresa suspendida',
  suspendFailed: 'No se pudo suspender la empresa. Verifique los permisos.',
  reactivated: 'Empresa reactivada',
  reactivateFailed: 'No se pudo reactivar la empresa. Verifique los permisos.',
  verified: 'Empresa verificada',
  unverified: 'Verificación retirada',
  verifyFailed: 'No se pudo actualizar la verificación de la empresa.',
  paymentSaved: 'Estado de pago actualizado',
  paymentFailed: 'No se pudo actualizar el estado de pago',
} as const;
