import { Box, Typography } from '@mui/material';

import { brand } from '../theme';
import type { FunnelSteps } from './funnelApi';
import { FUNNEL_TEXT, STEP_KEYS, formatConversion, formatCount, previousStep, type StepKey } from './funnelTexts';

const COLORS: Record<StepKey, string> = {
  visitors: brand.navyLight,
  requests: brand.navy,
  requestsWithProposal: brand.orangeDark,
  hired: brand.orange,
};

/**
 * Width of a bar, in percent: logarithmic, because visits outnumber requests a thousand to one
 * and a linear funnel would draw every step after the first as a sliver. Any count above 0 shows.
 */
const barWidth = (value: number, max: number) => (value <= 0 ? 0 : Math.max(2, (100 * Math.log10(value + 1)) / Math.log10(max + 1)));

/**
 * The totals as a horizontal funnel: one centred bar per step, with the conversion from the step
 * before between them. Plain boxes, no chart library; the numbers are text, so screen readers
 * read the list as it is and the bars are hidden.
 */
export const FunnelBars = ({ totals }: { totals: FunnelSteps }) => {
  const max = Math.max(1, ...STEP_KEYS.map((key) => totals[key]));
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {STEP_KEYS.map((key) => {
          const before = previousStep(key);
          const value = totals[key];
          return (
            <Box component="li" key={key}>
              {before ? (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 0.25 }}>
                  <Box component="span" aria-hidden="true">
                    ↓{' '}
                  </Box>
                  <Box component="strong" sx={{ color: 'text.primary' }}>
                    {formatConversion(value, totals[before])}
                  </Box>{' '}
                  {FUNNEL_TEXT.conversion[key]}
                </Typography>
              ) : null}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {FUNNEL_TEXT.steps[key]}
                </Typography>
                <Typography variant="h6" component="span" sx={{ color: brand.navy, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(value)}
                </Typography>
              </Box>
              <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'center', bgcolor: brand.background, borderRadius: 1 }}>
                <Box
                  sx={{
                    height: 28,
                    width: `${barWidth(value, max)}%`,
                    bgcolor: COLORS[key],
                    borderRadius: 1,
                    transition: 'width 200ms ease-out',
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {FUNNEL_TEXT.funnel.scale}
      </Typography>
    </>
  );
};
