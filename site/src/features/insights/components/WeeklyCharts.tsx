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
  const one = (label: string, key: 'profileViews' | 'listAppearances' | 'jobViews' | 'winRate', color: string) => [
    { label, color, values: weeks.map((week) => week[key]) },
  ];
  return (
    <StyledGrid>
      <BarChart
        title="Visitas al perfil"
        categories={categories}
        series={one('Visitas al perfil', 'profileViews', theme.colors.primary500)}
        formatValue={formatCount}
      />
      <BarChart
        title="Apariciones en listados"
        categories={categories}
        series={one('Apariciones en listados', 'listAppearances', theme.colors.primary500)}
        formatValue={formatCount}
      />
      <BarChart
        title="Solicitudes vistas"
        categories={categories}
        series={one('Solicitudes vistas', 'jobViews', theme.colors.primary600)}
        formatValue={formatCount}
      />
      <BarChart
        title="Tasa de éxito"
        categories={categories}
        series={one('Tasa de éxito', 'winRate', theme.colors.accentText)}
        formatValue={formatPercent}
      />
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
