import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** Labels, tones and formats of the content reports resource (spec 4, "Report"). */

/** A record of `GET /api/admin/reports`. */
export type AdminReport = Schemas['AdminReportDto'];

export const REPORT_STATUSES: StatusOption<AdminReport['status']>[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'resolved', name: 'Resuelto', tone: 'green' },
  { id: 'dismissed', name: 'Descartado', tone: 'grey' },
  { id: 'reviewed', name: 'Revisado', tone: 'blue' },
];

export const REPORT_TYPES: Array<{ id: AdminReport['reportType']; name: string }> = [
  { id: 'company', name: 'Empresa' },
  { id: 'request', name: 'Solicitud' },
  { id: 'review', name: 'Reseña' },
  { id: 'user', name: 'Usuario' },
  { id: 'message', name: 'Mensaje' },
];

export const typeLabel = (type: string) => REPORT_TYPES.find((t) => t.id === type)?.name ?? type;

/** The backoffice resource that moderates each kind of target. */
export const TARGET_RESOURCE: Partial<Record<AdminReport['reportType'], string>> = {
  company: 'companies',
  request: 'requests',
  review: 'reviews',
  user: 'users',
};

export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

export const formatDateTime = (value: string | null | undefined): string =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toLocaleString('es-ES', DATE_TIME_OPTIONS) : '—';

/** What the list shows for a target that no longer exists. */
export const targetText = (r: Pick<AdminReport, 'targetLabel' | 'targetExists'>) =>
  r.targetExists ? (r.targetLabel ?? '—') : 'Contenido eliminado';

export const REPORT_TEXTS = {
  resolved: 'Reporte resuelto',
  dismissed: 'Reporte descartado',
  updateFailed: 'No se pudo actualizar el reporte',
} as const;
