import { Box, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { visuallyHidden } from '../dashboard/WeeklyChart';
import { brand } from '../theme';
import type { FunnelSteps } from './funnelApi';
import { FUNNEL_TEXT, STEP_KEYS, formatConversion, formatCount, previousStep } from './funnelTexts';

export interface FunnelTableRow {
  key: string;
  /** The row header: a week or a category. */
  label: ReactNode;
  /** A row without any figure is dimmed. */
  steps: FunnelSteps;
}

interface FunnelTableProps {
  caption: string;
  /** Heading of the first column. */
  labelHeading: string;
  rows: FunnelTableRow[];
  /** A last row with the totals, when there is more than one row to add up. */
  total?: FunnelSteps;
}

/** First column stays put while the numbers scroll sideways on a phone. */
const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: `inset -1px 0 0 ${brand.border}`,
} as const;

/** One figure and, below it, its conversion from the step before. */
const StepCell = ({ steps, stepKey }: { steps: FunnelSteps; stepKey: (typeof STEP_KEYS)[number] }) => {
  const before = previousStep(stepKey);
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCount(steps[stepKey])}
      {before ? (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
          {formatConversion(steps[stepKey], steps[before])}
        </Typography>
      ) : null}
    </TableCell>
  );
};

/** On a phone the five columns fit at 390 px with tighter cells and short headings; anything narrower scrolls sideways. */
const tableSx = {
  minWidth: { xs: 0, sm: 480 },
  '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
  '& .MuiTableCell-head': { lineHeight: 1.25, verticalAlign: 'bottom' },
} as const;

/**
 * The four steps per row (weeks or categories), each count with its conversion from the step
 * before underneath ('—' when that step is 0).
 */
export const FunnelTable = ({ caption, labelHeading, rows, total }: FunnelTableProps) => (
  <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" sx={tableSx}>
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={stickyCell}>
            {labelHeading}
          </TableCell>
          {STEP_KEYS.map((key) => (
            <TableCell key={key} scope="col" align="right">
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {FUNNEL_TEXT.steps[key]}
              </Box>
              <Box component="abbr" title={FUNNEL_TEXT.steps[key]} sx={{ display: { xs: 'inline', sm: 'none' }, textDecoration: 'none' }}>
                {FUNNEL_TEXT.stepsShort[key]}
              </Box>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const empty = STEP_KEYS.every((key) => row.steps[key] === 0);
          return (
            <TableRow key={row.key} sx={empty ? { '& td, & th': { color: 'text.secondary' } } : undefined}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                {row.label}
              </TableCell>
              {STEP_KEYS.map((key) => (
                <StepCell key={key} steps={row.steps} stepKey={key} />
              ))}
            </TableRow>
          );
        })}
      </TableBody>
      {total ? (
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderBottom: 0 } }}>
            <TableCell component="th" scope="row" sx={stickyCell}>
              {FUNNEL_TEXT.total}
            </TableCell>
            {STEP_KEYS.map((key) => (
              <StepCell key={key} steps={total} stepKey={key} />
            ))}
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  </TableContainer>
);
