import styled, { css } from 'styled-components';
import { Badge, VisuallyHidden } from '../../../../ui';
import type { Proposal } from '../../../proposals/proposals.api';
import type { BestRow } from '../../proposalComparison';
import { ComparisonActions, ComparisonColumnHead, type ComparisonActionProps } from './ComparisonColumnParts';
import { BEST_LABELS, type ComparisonRow } from './comparisonRows';

const LABEL_WIDTH = '190px';
const COLUMN_WIDTH = '200px';

/** Scrolls sideways inside itself when there are more columns than fit, never the page. */
const StyledScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: calc(${LABEL_WIDTH} + var(--columns) * ${COLUMN_WIDTH});
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  /* The labels stay in view while the columns scroll. */
  tbody th,
  tfoot th,
  thead td {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${LABEL_WIDTH};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  tfoot th,
  tfoot td,
  tbody:last-child tr:last-child > * {
    border-bottom: none;
  }
`;

const StyledSectionRow = styled.tr`
  th {
    padding-top: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.primary50};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

const StyledCell = styled.td<{ $best: boolean; $closed: boolean }>`
  ${({ $closed, theme }) =>
    $closed &&
    css`
      color: ${theme.colors.textMuted};
    `}
  ${({ $best, theme }) =>
    $best &&
    css`
      background: ${theme.colors.successSoft};
    `}
`;

const StyledBest = styled(Badge)`
  margin-top: ${({ theme }) => theme.space[1]};
`;

export type ComparisonTableProps = Omit<ComparisonActionProps, 'proposal' | 'accepting'> & {
  proposals: readonly Proposal[];
  rows: readonly ComparisonRow[];
  best: Record<BestRow, Set<string>>;
  /** The proposal being accepted, if any. */
  acceptingId: string | null;
  /** Whether the client can still accept each proposal (closed ones are greyed). */
  isOpen: (proposal: Proposal) => boolean;
};

/** Wide screens: one column per proposal, one row per fact, best values highlighted. */
export function ComparisonTable({ proposals, rows, best, acceptingId, isOpen, ...actions }: ComparisonTableProps) {
  return (
    <StyledScroller role="region" aria-label="Tabla comparativa de propuestas" tabIndex={0}>
      <StyledTable
        style={{ ['--columns' as string]: proposals.length }}
        aria-label={`Comparación de ${proposals.length} propuestas, una por columna`}
      >
        <thead>
          <tr>
            <td />
            {proposals.map((proposal) => (
              <th key={proposal.id} scope="col">
                <ComparisonColumnHead proposal={proposal} today={actions.today} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.section ? (
              <StyledSectionRow key={row.key}>
                <th scope="colgroup" colSpan={proposals.length + 1}>
                  {row.label}
                </th>
              </StyledSectionRow>
            ) : (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {proposals.map((proposal) => {
                  const isBest = row.best ? best[row.best].has(proposal.id) : false;
                  return (
                    <StyledCell key={proposal.id} $best={isBest} $closed={!isOpen(proposal)}>
                      {row.render?.(proposal)}
                      {isBest && row.best ? (
                        <div>
                          <StyledBest tone="success" size="sm">
                            {BEST_LABELS[row.best]}
                          </StyledBest>
                        </div>
                      ) : null}
                    </StyledCell>
                  );
                })}
              </tr>
            ),
          )}
        </tbody>
        {actions.canRespond ? (
          <tfoot>
            <tr>
              <th scope="row">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </th>
              {proposals.map((proposal) => (
                <td key={proposal.id}>
                  <ComparisonActions proposal={proposal} accepting={acceptingId === proposal.id} {...actions} />
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </StyledTable>
    </StyledScroller>
  );
}
