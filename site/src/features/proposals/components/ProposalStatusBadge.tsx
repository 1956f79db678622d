import { Badge, type BadgeTone } from '../../../ui';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pendiente', tone: 'warning' },
  accepted: { label: 'Aceptada', tone: 'success' },
  rejected: { label: 'Rechazada', tone: 'danger' },
};

/** Spec §4: Pendiente (yellow), Aceptada (green), Rechazada (red); other values as-is in grey. */
export function proposalStatusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

export function ProposalStatusBadge({ status, size = 'sm' }: { status: string; size?: 'sm' | 'md' }) {
  const entry = STATUS[status];
  return (
    <Badge tone={entry?.tone ?? 'neutral'} size={size}>
      {entry?.label ?? status}
    </Badge>
  );
}
