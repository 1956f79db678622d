import type { StatusOption } from '../../common/StatusChip';

export interface AdminUser {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  city: string | null;
  province: string | null;
  userType: string;
  roles: string[];
  status: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
  createdAt: string;
  companyId: string | null;
}

/** spec 4 'User status'. */
export const USER_STATUSES: StatusOption[] = [
  { id: 'active', name: 'Activo', tone: 'green' },
  { id: 'suspended', name: 'Suspendido', tone: 'red' },
  { id: 'inactive', name: 'Inactivo', tone: 'grey' },
];

/** spec 6 (client shows as Cliente); super admins are never listed. */
export const USER_TYPES = [
  { id: 'client', name: 'Cliente' },
  { id: 'company', name: 'Empresa' },
  { id: 'admin', name: 'Administrador' },
];

export const userTypeLabel = (type: string) => USER_TYPES.find((t) => t.id === type)?.name ?? type;

/** Notifications: failures word for word from spec 8 'Moderation'. */
export const USER_TEXT = {
  suspended: 'Usuario suspendido',
  suspendFailed: 'No se pudo suspender el usuario',
  reactivated: 'Usuario reactivado',
  reactivateFailed: 'No se pudo reactivar el usuario',
} as const;
