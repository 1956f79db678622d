import { Chip } from '@mui/material';

/** Light tints with dark text: every pair reaches AA contrast. */
const TONES = {
  blue: { bgcolor: '#E3EEFB', color: '#0B4A8B' },
  green: { bgcolor: '#E6F4EA', color: '#1E6B34' },
  yellow: { bgcolor: '#FFF4D6', color: '#7A4F00' },
  red: { bgcolor: '#FDE8E8', color: '#A61B1B' },
  grey: { bgcolor: '#EDF0F4', color: '#3D4A5C' },
} as const;

export interface BillingStatus {
  id: string;
  name: string;
  tone: keyof typeof TONES;
}

/** Spec 4: Período de prueba, Activa, Pago pendiente, Cancelada. */
export const SUBSCRIPTION_STATUSES: BillingStatus[] = [
  { id: 'trialing', name: 'Período de prueba', tone: 'blue' },
  { id: 'active', name: 'Activa', tone: 'green' },
  { id: 'past_due', name: 'Pago pendiente', tone: 'yellow' },
  { id: 'cancelled', name: 'Cancelada', tone: 'grey' },
];

/** Spec 4: Pendiente, Pagada; overdue is 'Vencida' (decisions, issue 6). */
export const INVOICE_STATUSES: BillingStatus[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'paid', name: 'Pagada', tone: 'green' },
  { id: 'overdue', name: 'Vencida', tone: 'red' },
];

/** A status as a coloured label; an unknown value is printed as it comes, in grey. */
export const BillingStatusChip = ({ value, statuses }: { value: unknown; statuses: BillingStatus[] }) => {
  if (typeof value !== 'string' || !value) return null;
  const status = statuses.find((s) => s.id === value);
  return <Chip size="small" label={status?.name ?? value} sx={{ ...TONES[status?.tone ?? 'grey'], fontWeight: 600 }} />;
};
