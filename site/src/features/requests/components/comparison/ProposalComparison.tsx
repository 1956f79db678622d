import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Label, Select } from '../../../../ui';
import { useIsPhone } from '../../../jobs/hooks/useIsPhone';
import type { Proposal } from '../../../proposals/proposals.api';
import { bestValues, COMPARE_SORTS, includesUnion, sortProposals, type CompareSort } from '../../proposalComparison';
import { isAcceptable } from '../../proposalFacts';
import { ComparisonCarousel } from './ComparisonCarousel';
import { comparisonRows } from './comparisonRows';
import { ComparisonTable } from './ComparisonTable';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledSort = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 220px;

  ${({ theme }) => theme.media.belowMd} {
    width: 100%;
  }
`;

const StyledHint = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type ProposalComparisonProps = {
  proposals: readonly Proposal[];
  /** The request's category: what its proposals may include, in the order of the company's form. */
  category: string | null;
  today: string;
  sort: CompareSort;
  onSortChange: (sort: CompareSort) => void;
  canRespond: boolean;
  acceptingId: string | null;
  busy: boolean;
  onAccept: (proposal: Proposal) => void;
};

/**
 * The proposals side by side: price with and without IVA, what each includes, dates, the
 * company's rating, verification, years on Rutalia and response time. A table on wide screens,
 * one swipeable column per proposal on phones.
 */
export function ProposalComparison({ proposals, category, today, sort, onSortChange, acceptingId, ...actions }: ProposalComparisonProps) {
  const sortId = useId();
  const isPhone = useIsPhone();
  const sorted = useMemo(() => sortProposals(proposals, sort, today), [proposals, sort, today]);
  const rows = useMemo(() => comparisonRows(includesUnion(proposals, category), today), [proposals, category, today]);
  const best = useMemo(() => bestValues(proposals, today), [proposals, today]);
  const isOpen = (proposal: Proposal) => isAcceptable(proposal, today);
  const View = isPhone ? ComparisonCarousel : ComparisonTable;

  return (
    <div>
      <StyledToolbar>
        <StyledHint>
          En verde, el mejor valor de cada fila entre las propuestas que aún puedes aceptar. Las descartadas o caducadas van al final.
        </StyledHint>
        <StyledSort>
          <Label htmlFor={sortId}>Ordenar por</Label>
          <Select id={sortId} value={sort} onChange={(event) => onSortChange(event.target.value as CompareSort)}>
            {COMPARE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </StyledSort>
      </StyledToolbar>
      {/* A new order remounts the view: the phone's columns start again at «1 de n». */}
      <View
        key={sorted.map((p) => p.id).join()}
        proposals={sorted}
        rows={rows}
        best={best}
        acceptingId={acceptingId}
        isOpen={isOpen}
        today={today}
        {...actions}
      />
    </div>
  );
}
