import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** Labels and formats of the documents resource (issue 20). */

/** A record of `GET /api/admin/documents`. */
export type AdminDocument = Schemas['AdminDocumentDto'];

export const DOCUMENT_STATUSES: StatusOption<AdminDocument['status']>[] = [
  { id: 'pending', name: 'Pendiente de revisión', tone: 'yellow' },
  { id: 'approved', name: 'Aprobado', tone: 'green' },
  { id: 'rejected', name: 'Rechazado', tone: 'red' },
  { id: 'expired', name: 'Caducado', tone: 'grey' },
  { id: 'replaced', name: 'Sustituido', tone: 'grey' },
];

export const DOCUMENT_KINDS: Array<{ id: AdminDocument['kind']; name: string }> = [
  { id: 'cif', name: 'CIF / NIF' },
  { id: 'transport_authorization', name: 'Autorización de transporte' },
  { id: 'liability_insurance', name: 'Seguro de responsabilidad civil' },
  { id: 'goods_insurance', name: 'Seguro de mercancías' },
];

export const kindName = (kind: string) => DOCUMENT_KINDS.find((k) => k.id === kind)?.name ?? kind;

/** `2027-03-31` → `31/03/2027`; «Sin caducidad» without one. */
export const formatDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('/') : 'Sin caducidad');

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');

/** «245 KB», «1,4 MB». */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;

/** The last day has passed (Madrid): the daily job will mark it expired, and it cannot be approved. */
export const isLapsed = (
  doc: Pick<AdminDocument, 'expiresOn'>,
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date()),
) => doc.expiresOn !== null && doc.expiresOn < today;

export const DOCUMENT_TEXTS = {
  approved: 'Documento aprobado: su insignia ya se ve',
  rejected: 'Documento rechazado',
  failed: 'No se pudo guardar la decisión',
  fileFailed: 'No se pudo cargar el archivo',
} as const;
