import { Badge, type BadgeTone } from '../../../ui';
import type { Proposal } from '../proposals.api';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pendiente', tone: 'warning' },
  accepted: { label: 'Aceptada', tone: 'success' },
  rejected: { label: 'Rechazada', tone: 'danger' },
  expired: { label: 'Caducada', tone: 'neutral' },
  // Issue 22: sent once the company verifies the email.
  draft: { label: 'Borrador: pendiente de verificar tu email', tone: 'warning' },
};

/**
 * A proposal closed without the client saying no to it (issue 18): another company was hired or
 * the request closed («Descartada»), or the hired company's job was reported as not done («Anulada»).
 */
const CLOSED: Record<NonNullable<Proposal['closedReason']>, { label: string; tone: BadgeTone }> = {
  hired_other: { label: 'Descartada', tone: 'neutral' },
  request_closed: { label: 'Descartada', tone: 'neutral' },
  no_show: { label: 'Anulada', tone: 'danger' },
};

function entryFor(status: string, closedReason?: Proposal['closedReason']) {
  return (closedReason && status !== 'pending' ? CLOSED[closedReason] : undefined) ?? STATUS[status];
}

/** Spec §4: Pendiente (yellow), Aceptada (green), Rechazada (red); Caducada and the closed ones in grey; other values as-is. */
export function proposalStatusLabel(status: string, closedReason?: Proposal['closedReason']): string {
  return entryFor(status, closedReason)?.label ?? status;
}

export function ProposalStatusBadge({
  status,
  closedReason,
  size = 'sm',
}: {
  status: string;
  /** Why it closed without the client answering it, when it did. */
  closedReason?: Proposal['closedReason'];
  size?: 'sm' | 'md';
}) {
  const entry = entryFor(status, closedReason);
  return (
    <Badge tone={entry?.tone ?? 'neutral'} size={size}>
      {entry?.label ?? status}
    </Badge>
  );
}
