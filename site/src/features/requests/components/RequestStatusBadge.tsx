import { Badge, type BadgeTone, BuildingIcon, CheckCircleIcon, CloseIcon, LockIcon, RefreshIcon } from '../../../ui';
import type { ReactNode } from 'react';

const STATUS: Record<string, { label: string; tone: BadgeTone; icon: ReactNode }> = {
  active: { label: 'Activa', tone: 'success', icon: <RefreshIcon size={14} aria-hidden /> },
  hired: { label: 'Contratada', tone: 'accent', icon: <BuildingIcon size={14} aria-hidden /> },
  completed: { label: 'Completada', tone: 'info', icon: <CheckCircleIcon size={14} aria-hidden /> },
  cancelled: { label: 'Cancelada', tone: 'danger', icon: <CloseIcon size={14} aria-hidden /> },
  closed: { label: 'Cerrada', tone: 'neutral', icon: <LockIcon size={14} aria-hidden /> },
  // Issue 22: published once the client verifies the email.
  draft: { label: 'Borrador: pendiente de verificar tu email', tone: 'warning', icon: <LockIcon size={14} aria-hidden /> },
};

/** Spanish label of a request status (spec §4); unknown values are printed as they are. */
export function requestStatusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

/** Status badge with icon: Activa, Contratada, Completada, Cancelada, Cerrada; other values as-is in grey. */
export function RequestStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  const entry = STATUS[status];
  return (
    <Badge tone={entry?.tone ?? 'neutral'} size={size} icon={entry?.icon}>
      {entry?.label ?? status}
    </Badge>
  );
}
