import styled, { useTheme } from 'styled-components';
import type { InsightsWeek } from '../insights.api';
import { formatCount, formatPercent, weekAxisLines, weekLabel } from '../insightsFormat';
import { BarChart, type ChartCategory } from './BarChart';

/* One chart per row on a phone; two from 768 px, the proposals (two series) across both. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledWide = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

/** The weeks of the 30 days as bar charts (level `full`), oldest first as the API sends them. */
export function WeeklyCharts({ weeks }: { weeks: readonly InsightsWeek[] }) {
  const theme = useTheme();
  const categories: ChartCategory[] = weeks.map((week) => ({
    label: weekLabel(week.from, week.to),
    lines: weekAxisLines(week.from, week.to),
  }));
  // One series per chart: its title, the week's figure and the colour of its bars.
  const singles = [
    { title: 'Visitas al perfil', key: 'profileViews', color: theme.colors.primary500, format: formatCount },
    { title: 'Apariciones en listados', key: 'listAppearances', color: theme.colors.primary500, format: formatCount },
    { title: 'Solicitudes vistas', key: 'jobViews', color: theme.colors.primary600, format: formatCount },
    { title: 'Tasa de éxito', key: 'winRate', color: theme.colors.accentText, format: formatPercent },
  ] as const;
  return (
    <StyledGrid>
      {singles.map(({ title, key, color, format }) => (
        <BarChart
          key={key}
          title={title}
          categories={categories}
          series={[{ label: title, color, values: weeks.map((week) => week[key]) }]}
          formatValue={format}
        />
      ))}
      <StyledWide>
        <BarChart
          title="Propuestas enviadas y aceptadas"
          categories={categories}
          series={[
            { label: 'Enviadas', color: theme.colors.primary500, values: weeks.map((week) => week.proposalsSent) },
            { label: 'Aceptadas', color: theme.colors.success, values: weeks.map((week) => week.proposalsAccepted) },
          ]}
          formatValue={formatCount}
        />
      </StyledWide>
    </StyledGrid>
  );
}
