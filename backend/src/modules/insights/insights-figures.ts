import type { InsightsFiguresDto, InsightsWeekDto } from './dto/company-insights.dto.js';
import type { CountDayRow, ExposureDayRow, ProposalSampleRow } from './insights-sql.js';
import { addDays } from '../../common/clock/calendar-days.js';

/** The statistics cover today and the 29 days before it (Madrid days). */
export const INSIGHTS_DAYS = 30;

/** A range of Madrid days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** What one company's figures are computed from: its rows of the window. */
export interface InsightsRows {
  exposure: readonly ExposureDayRow[];
  jobViews: readonly CountDayRow[];
  proposals: readonly ProposalSampleRow[];
}

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The 30 days ending on `today`. */
export function insightsWindow(today: string): DayRange {
  return { from: addDays(today, -(INSIGHTS_DAYS - 1)), to: today };
}

/** Monday-to-Sunday weeks that meet the window, oldest first, each cut to the window. */
export function weeksOf(window: DayRange): DayRange[] {
  const weeks: DayRange[] = [];
  let from = window.from;
  while (from <= window.to) {
    const daysToSunday = (7 - new Date(toTime(from)).getUTCDay()) % 7;
    const sunday = addDays(from, daysToSunday);
    const to = sunday < window.to ? sunday : window.to;
    weeks.push({ from, to });
    from = addDays(to, 1);
  }
  return weeks;
}

/** Median of some numbers (mean of the two middle ones), or null without any. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of the rows whose day falls in `range`. */
export function figuresIn(range: DayRange, rows: InsightsRows): InsightsFiguresDto {
  const inRange = (row: { day: string }) => row.day >= range.from && row.day <= range.to;
  const exposure = rows.exposure.filter(inRange);
  const proposals = rows.proposals.filter(inRange);
  const accepted = proposals.filter((p) => p.accepted).length;
  const responseMinutes = median(proposals.flatMap((p) => (p.responseMinutes === null ? [] : [p.responseMinutes])));
  return {
    profileViews: sum(exposure.map((row) => row.profileViews)),
    listAppearances: sum(exposure.map((row) => row.listAppearances)),
    jobViews: sum(rows.jobViews.filter(inRange).map((row) => row.count)),
    proposalsSent: proposals.length,
    proposalsAccepted: accepted,
    winRate: proposals.length > 0 ? Math.round((100 * accepted) / proposals.length) : null,
    medianResponseMinutes: responseMinutes === null ? null : Math.round(responseMinutes),
  };
}

/** The weekly breakdown of the window. */
export function weeklyFigures(window: DayRange, rows: InsightsRows): InsightsWeekDto[] {
  return weeksOf(window).map((week) => ({ ...week, ...figuresIn(week, rows) }));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + Number(value), 0);
}
