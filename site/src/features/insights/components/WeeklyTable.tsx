import styled from 'styled-components';
import type { InsightsFigures, InsightsWeek } from '../insights.api';
import { formatMetric, METRICS, weekLabel } from '../insightsFormat';

/* A table from 768 px; below, each week is a card of label–value pairs (as the invoice history). */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    text-align: right;
    vertical-align: bottom;
    font-variant-numeric: tabular-nums;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }

  tbody th,
  tbody td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody th,
  tfoot th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }

  tfoot th,
  tfoot td {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${({ theme }) => theme.media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    tbody,
    tfoot {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[3]};
    }

    tfoot {
      margin-top: ${({ theme }) => theme.space[3]};
    }

    tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[4]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }

    /* Label on top, value at the bottom: a label on two lines does not push its value out of line. */
    tbody th,
    tbody td,
    tfoot th,
    tfoot td {
      display: flex;
      flex-direction: column;
      justify-content: space-between;
      gap: 2px;
      min-width: 0;
      padding: 0;
      border: none;
      text-align: left;
    }

    tbody th,
    tfoot th {
      grid-column: 1 / -1;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    td {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }

    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
  }
`;

function Cells({ figures }: { figures: InsightsFigures }) {
  return METRICS.map((metric) => (
    <td key={metric.key} data-label={metric.label}>
      {formatMetric(metric.key, figures[metric.key])}
    </td>
  ));
}

/** Every figure per week, oldest first, and the 30 days' totals: the charts' numbers as text. */
export function WeeklyTable({ weeks, totals }: { weeks: readonly InsightsWeek[]; totals: InsightsFigures }) {
  return (
    <StyledTable>
      <caption>Tus cifras por semana</caption>
      <thead>
        <tr>
          <th scope="col">Semana</th>
          {METRICS.map((metric) => (
            <th key={metric.key} scope="col">
              {metric.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.from}>
            <th scope="row">{weekLabel(week.from, week.to)}</th>
            <Cells figures={week} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Últimos 30 días</th>
          <Cells figures={totals} />
        </tr>
      </tfoot>
    </StyledTable>
  );
}
