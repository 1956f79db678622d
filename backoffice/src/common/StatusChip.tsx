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

/** One value of a status field (spec 4): its Spanish label and colour; also a SelectInput choice. */
export interface StatusOption<Id extends string = string> {
  id: Id;
  name: string;
  tone: Tone;
}

/** The Spanish label of a status, or the value as it comes when unknown. */
export const statusName = (value: string, options: readonly StatusOption[]): string => options.find((o) => o.id === value)?.name ?? value;

/** A status as a coloured label; unknown values are printed as they come, in grey. */
export const StatusChip = ({ value, options }: { value: unknown; options: readonly StatusOption[] }) => {
  if (typeof value !== 'string' || !value) return null;
  const option = options.find((o) => o.id === value);
  return <Chip size="small" label={option?.name ?? value} sx={{ ...TONES[option?.tone ?? 'grey'], fontWeight: 600 }} />;
};
