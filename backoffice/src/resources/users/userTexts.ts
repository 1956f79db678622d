import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** A record of `GET /api/admin/users` (and of its show page and moderation actions). */
export type AdminUser = Schemas['AdminUserDto'];

/** spec 4 'User status'. */
export const USER_STATUSES: StatusOption<Schemas['UserStatus']>[] = [
  { id: 'active', name: 'Activo', tone: 'green' },
  { id: 'suspended', name: 'Suspendido', tone: 'red' },
  { id: 'inactive', name: 'Inactivo', tone: 'grey' },
];

/** spec 6 (client shows as Cliente); super admins are never listed. */
export const USER_TYPES: { id: AdminUser['userType']; name: string }[] = [
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
