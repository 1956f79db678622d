import styled from 'styled-components';
import { InfoIcon } from '../../../ui';
import type { InsightsFigures, InsightsPeers } from '../insights.api';
import {
  compareWithMedian,
  comparisonText,
  formatCount,
  formatMetric,
  METRICS,
  missingReason,
  peerGroupLabel,
  type Comparison,
  type Metric,
} from '../insightsFormat';
import { TrendIcon } from './ChartIcon';

/* One card per row on a phone, as many of ≥ 240 px as fit above. */
const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }

  h3 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

/* Words («menos de 1 min», «2 h 5 min») a step smaller than a bare number. */
const StyledValue = styled.p<{ $words: boolean }>`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme, $words }) => ($words ? theme.fontSizes.xl : theme.fontSizes['2xl'])};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $words }) => ($words ? theme.fontSizes['2xl'] : theme.fontSizes['3xl'])};
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledPeer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTrend = styled.span<{ $comparison: Comparison }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $comparison }) =>
    ({ better: theme.colors.successSoft, worse: theme.colors.warningSoft, same: theme.colors.gray100 })[$comparison]};
  color: ${({ theme, $comparison }) =>
    ({ better: theme.colors.success, worse: theme.colors.warning, same: theme.colors.gray700 })[$comparison]};
`;

const StyledNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.info};
  }
`;

function PeerLine({ metric, value, peers }: { metric: Metric; value: number | null; peers: InsightsPeers }) {
  const median = peers.median[metric.key];
  const comparison = compareWithMedian(metric, value, median);
  return (
    <StyledPeer>
      <StyledMuted>
        Mediana de {peerGroupLabel(peers)}: <strong>{median === null ? 'sin datos' : formatMetric(metric.key, median)}</strong>
      </StyledMuted>
      {comparison !== null && value !== null && median !== null ? (
        <StyledTrend $comparison={comparison}>
          {/* The arrow points where the number is (a faster response points down); the colour says whether that is good. */}
          <TrendIcon direction={value > median ? 'up' : value < median ? 'down' : 'same'} aria-hidden />
          {comparisonText(metric, value, median)}
        </StyledTrend>
      ) : null}
    </StyledPeer>
  );
}

/** The comparison's one-line explanation, or why there is none. */
export function PeersNote({ peers }: { peers: InsightsPeers | null }) {
  if (!peers) {
    return (
      <StyledNote>
        <InfoIcon size={16} aria-hidden />
        <span>Aún no hay suficientes empresas de tu categoría para comparar.</span>
      </StyledNote>
    );
  }
  return (
    <StyledNote>
      <InfoIcon size={16} aria-hidden />
      <span>
        {/* The group counts the company itself (InsightsPeersDto.companies). */}
        Comparado con {formatCount(peers.companies)} empresas, la tuya incluida, sin identificarlas: junto a cada cifra ves la mediana de
        las {peerGroupLabel(peers)} (la mitad tiene más y la mitad, menos).
      </span>
    </StyledNote>
  );
}

/** The seven 30-day figures, each with the peers' median when there is a comparison. */
export function InsightsCards({ totals, peers }: { totals: InsightsFigures; peers: InsightsPeers | null }) {
  return (
    <StyledGrid aria-label="Cifras de los últimos 30 días">
      {METRICS.map((metric) => {
        const value = totals[metric.key];
        const shown = formatMetric(metric.key, value);
        return (
          <li key={metric.key}>
            <StyledCard aria-labelledby={`insights-${metric.key}`}>
              <h3 id={`insights-${metric.key}`}>{metric.label}</h3>
              <StyledValue $words={/[a-z]/i.test(shown)}>{shown}</StyledValue>
              {value === null ? <StyledMuted>{missingReason(metric.key)}</StyledMuted> : null}
              {peers ? <PeerLine metric={metric} value={value} peers={peers} /> : null}
            </StyledCard>
          </li>
        );
      })}
    </StyledGrid>
  );
}
