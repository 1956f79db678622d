import { Chip } from '@mui/material';

/** Tints with dark text: every pair reaches AA contrast (MUI's filled warning/success chips do not). */
const TONES = {
  blue: { bgcolor: '#E3EEFB', color: '#0B4A8B' },
  green: { bgcolor: '#E6F4EA', color: '#1E6B34' },
  yellow: { bgcolor: '#FFF4D6', color: '#7A4F00' },
  red: { bgcolor: '#FDE8E8', color: '#A61B1B' },
  grey: { bgcolor: '#EDF0F4', color: '#3D4A5C' },
} as const;

export type Tone = keyof typeof TONES;

export interface StatusOption {
  id: string;
  name: string;
  tone: Tone;
}

/** A status as a coloured label; unknown values are printed as they come, in grey (spec 4). */
export const StatusChip = ({ value, options }: { value: unknown; options: StatusOption[] }) => {
  if (typeof value !== 'string' || !value) return null;
  const option = options.find((o) => o.id === value);
  return <Chip size="small" label={option?.name ?? value} sx={{ ...TONES[option?.tone ?? 'grey'], fontWeight: 600 }} />;
};

export const REQUEST_STATUSES: StatusOption[] = [
  { id: 'active', name: 'Activa', tone: 'blue' },
  { id: 'completed', name: 'Completada', tone: 'green' },
  { id: 'cancelled', name: 'Cancelada', tone: 'red' },
  { id: 'closed', name: 'Cerrada', tone: 'grey' },
];

export const PROPOSAL_STATUSES: StatusOption[] = [
  { id: 'pending', name: 'Pendiente', tone: 'yellow' },
  { id: 'accepted', name: 'Aceptada', tone: 'green' },
  { id: 'rejected', name: 'Rechazada', tone: 'red' },
];
