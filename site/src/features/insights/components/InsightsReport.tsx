import styled from 'styled-components';
import type { CompanyInsights } from '../insights.api';
import { METRICS } from '../insightsFormat';
import { InsightsCards, PeersNote } from './InsightsCards';
import { InsightsHelp } from './InsightsHelp';
import { InsightsLockedUpsell, WeeklyUpsell } from './InsightsUpsell';
import { WeeklyCharts } from './WeeklyCharts';
import { WeeklyTable } from './WeeklyTable';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the plan shows: nothing and the offer (`none`), the 30 days (`headline`), or also each week (`full`). */
export function InsightsReport({ insights }: { insights: CompanyInsights }) {
  const { level, totals, peers, weeks, upgradeTo } = insights;
  if (level === 'none' || !totals) {
    return (
      <StyledStack>
        <InsightsLockedUpsell offer={upgradeTo ?? null} />
      </StyledStack>
    );
  }
  const quiet = METRICS.every((metric) => !totals[metric.key]);
  return (
    <StyledStack>
      <StyledSection aria-labelledby="insights-totals-title">
        <StyledSectionTitle id="insights-totals-title">Tus cifras de los últimos 30 días</StyledSectionTitle>
        <PeersNote peers={peers} />
        {quiet ? (
          <StyledQuiet>
            Aún no hay actividad en estos 30 días. Un perfil completo, con fotos y servicios, aparece en más búsquedas.
          </StyledQuiet>
        ) : null}
        <InsightsCards totals={totals} peers={peers} />
        <InsightsHelp />
      </StyledSection>
      {level === 'full' && weeks && weeks.length > 0 ? (
        <StyledSection aria-labelledby="insights-weeks-title">
          <StyledSectionTitle id="insights-weeks-title">Semana a semana</StyledSectionTitle>
          <WeeklyCharts weeks={weeks} />
          <WeeklyTable weeks={weeks} totals={totals} />
        </StyledSection>
      ) : (
        <WeeklyUpsell offer={upgradeTo ?? null} />
      )}
    </StyledStack>
  );
}
