import { Chip } from '@mui/material';

import { REPORT_STATUSES, TONES } from './reportTexts';

/** A report status as a coloured label; unknown values are printed as they come, in grey. */
export const ReportStatusChip = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string' || !value) return null;
  const option = REPORT_STATUSES.find((o) => o.id === value);
  return <Chip size="small" label={option?.name ?? value} sx={{ ...TONES[option?.tone ?? 'grey'], fontWeight: 600 }} />;
};
