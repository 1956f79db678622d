import { SectionStack, StackNote, StackSection, StackSectionTitle } from '../../../ui';
import type { CompanyInsights } from '../insights.api';
import { METRICS } from '../insightsFormat';
import { InsightsCards, PeersNote } from './InsightsCards';
import { InsightsHelp } from './InsightsHelp';
import { InsightsLockedUpsell, WeeklyUpsell } from './InsightsUpsell';
import { WeeklyCharts } from './WeeklyCharts';
import { WeeklyTable } from './WeeklyTable';

/** What the plan shows: nothing and the offer (`none`), the 30 days (`headline`), or also each week (`full`). */
export function InsightsReport({ insights }: { insights: CompanyInsights }) {
  const { level, totals, peers, weeks, upgradeTo } = insights;
  if (level === 'none' || !totals) {
    return (
      <SectionStack>
        <InsightsLockedUpsell offer={upgradeTo ?? null} />
      </SectionStack>
    );
  }
  const quiet = METRICS.every((metric) => !totals[metric.key]);
  return (
    <SectionStack>
      <StackSection aria-labelledby="insights-totals-title">
        <StackSectionTitle id="insights-totals-title">Tus cifras de los últimos 30 días</StackSectionTitle>
        <PeersNote peers={peers} />
        {quiet ? (
          <StackNote>Aún no hay actividad en estos 30 días. Un perfil completo, con fotos y servicios, aparece en más búsquedas.</StackNote>
        ) : null}
        <InsightsCards totals={totals} peers={peers} />
        <InsightsHelp />
      </StackSection>
      {level === 'full' && weeks && weeks.length > 0 ? (
        <StackSection aria-labelledby="insights-weeks-title">
          <StackSectionTitle id="insights-weeks-title">Semana a semana</StackSectionTitle>
          <WeeklyCharts weeks={weeks} />
          <WeeklyTable weeks={weeks} totals={totals} />
        </StackSection>
      ) : (
        <WeeklyUpsell offer={upgradeTo ?? null} />
      )}
    </SectionStack>
  );
}
