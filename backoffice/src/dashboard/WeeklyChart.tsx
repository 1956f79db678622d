import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';

import type { DashboardWeek } from '../dataProvider';
import { brand } from '../theme';
import { DASHBOARD_TEXT, formatCount, formatWeek, formatWeekLong } from './texts';

const T = DASHBOARD_TEXT.chart;
const HEIGHT = 240;
const TOP = 12;
const BOTTOM = 28; // week labels
const PLOT = HEIGHT - TOP - BOTTOM;
/** Left gutter (percent of the width) for the value labels. */
const LEFT = 7;
const SERIES = [
  { key: 'signups', label: T.signups, color: brand.navy },
  { key: 'requests', label: T.requests, color: brand.orangeDark },
] as const;

/** Read by screen readers only. (In `sx`, 1 would mean 100 %: hence the px.) */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** A round top for the axis: 1, 2 or 5 × 10^n, at least 2 so the mid line is a whole number. */
function niceMax(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

/**
 * Sign-ups and requests per week as grouped bars. Horizontal positions are percentages so the
 * text keeps its size at any width (no viewBox scaling); on narrow screens every other week
 * label is hidden. Screen readers get the title and description, and the same numbers as a
 * (visually hidden) table.
 */
export const WeeklyChart = ({ weeks }: { weeks: DashboardWeek[] }) => {
  const id = useId();
  const max = niceMax(Math.max(0, ...weeks.flatMap((w) => [w.signups, w.requests])));
  const slot = (100 - LEFT) / Math.max(weeks.length, 1);
  const barWidth = slot * 0.34;
  const y = (value: number) => TOP + PLOT - (value / max) * PLOT;
  const totalSignups = weeks.reduce((sum, w) => sum + w.signups, 0);
  const totalRequests = weeks.reduce((sum, w) => sum + w.requests, 0);
  const description = weeks.length
    ? `Del ${formatWeekLong(weeks[0].weekStart)} al ${formatWeekLong(weeks[weeks.length - 1].weekStart)}: ${formatCount(totalSignups)} altas y ${formatCount(totalRequests)} solicitudes en total.`
    : T.empty;

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden="true">
        {SERIES.map((s) => (
          <Stack key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
            <Typography variant="body2">{s.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        component="svg"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width="100%"
        height={HEIGHT}
        sx={{
          display: 'block',
          overflow: 'visible',
          fontSize: 12,
          fill: 'text.secondary',
          '@media (max-width: 700px)': { '& .odd-week': { display: 'none' } },
        }}
      >
        <title id={`${id}-title`}>{T.title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={`${LEFT}%`} x2="100%" y1={y(tick)} y2={y(tick)} stroke={brand.border} strokeWidth={1} />
            <text x={`${LEFT - 1}%`} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const start = LEFT + index * slot;
          return (
            <g key={week.weekStart}>
              {SERIES.map((s, i) => {
                const value = week[s.key];
                const top = y(value);
                return (
                  <rect
                    key={s.key}
                    x={`${start + slot * 0.14 + i * (barWidth + slot * 0.04)}%`}
                    width={`${barWidth}%`}
                    y={top}
                    height={Math.max(TOP + PLOT - top, 0)}
                    rx={2}
                    fill={s.color}
                  >
                    <title>{`${s.label}, ${T.week.toLowerCase()} ${formatWeek(week.weekStart)}: ${formatCount(value)}`}</title>
                  </rect>
                );
              })}
              <text className={index % 2 === 1 ? 'odd-week' : undefined} x={`${start + slot / 2}%`} y={HEIGHT - 8} textAnchor="middle">
                {formatWeek(week.weekStart)}
              </text>
            </g>
          );
        })}
      </Box>
      {/* The wrapper hides it: a table ignores width: 1px. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{T.title}</caption>
          <thead>
            <tr>
              <th scope="col">{T.week}</th>
              <th scope="col">{T.signups}</th>
              <th scope="col">{T.requests}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{formatWeekLong(week.weekStart)}</th>
                <td>{week.signups}</td>
                <td>{week.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
};
