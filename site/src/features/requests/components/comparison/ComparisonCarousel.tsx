import { useCallback, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon, Badge, Button } from '../../../../ui';
import type { Proposal } from '../../../proposals/proposals.api';
import type { BestRow } from '../../proposalComparison';
import { ComparisonActions, ComparisonColumnHead, type ComparisonActionProps } from './ComparisonColumnParts';
import { BEST_LABELS, type ComparisonRow } from './comparisonRows';

const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const StyledPosition = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One column per screen, snapped: swiping sideways moves a whole proposal. */
const StyledTrack = styled.ol`
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  list-style: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const StyledColumn = styled.li<{ $closed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-snap-align: start;

  ${({ $closed, theme }) =>
    $closed &&
    css`
      background: ${theme.colors.gray50};
    `}
`;

const StyledSectionTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A label and its value: a row of the grid (dt and dd become its cells). */
const StyledPair = styled.div<{ $best: boolean }>`
  display: contents;

  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  dt {
    padding-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
  }

  ${({ $best, theme }) =>
    $best &&
    css`
      dt,
      dd {
        background: ${theme.colors.successSoft};
      }
      dt {
        padding-left: ${theme.space[2]};
      }
    `}
`;

type RowGroup = { key: string; title: string | null; rows: ComparisonRow[] };

/** The rows split at their section headings (the first group has none). */
function groupRows(rows: readonly ComparisonRow[]): RowGroup[] {
  const groups: RowGroup[] = [{ key: 'top', title: null, rows: [] }];
  for (const row of rows) {
    if (row.section) groups.push({ key: row.key, title: row.label, rows: [] });
    else groups[groups.length - 1]?.rows.push(row);
  }
  return groups.filter((group) => group.rows.length > 0);
}

export type ComparisonCarouselProps = Omit<ComparisonActionProps, 'proposal' | 'accepting'> & {
  proposals: readonly Proposal[];
  rows: readonly ComparisonRow[];
  best: Record<BestRow, Set<string>>;
  acceptingId: string | null;
  isOpen: (proposal: Proposal) => boolean;
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Phones: one proposal per column, swiped (scroll snap) or moved with the buttons, with «1 de 3» above. */
export function ComparisonCarousel({ proposals, rows, best, acceptingId, isOpen, ...actions }: ComparisonCarouselProps) {
  const trackRef = useRef<HTMLOListElement>(null);
  const [index, setIndex] = useState(0);
  const count = proposals.length;
  const groups = groupRows(rows);

  /** The column whose left edge is nearest the track's: the one in view. */
  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    let nearest = 0;
    let distance = Infinity;
    Array.from(track.children).forEach((child, i) => {
      const d = Math.abs((child as HTMLElement).offsetLeft - track.scrollLeft);
      if (d < distance) {
        distance = d;
        nearest = i;
      }
    });
    setIndex(nearest);
  }, []);

  const goTo = (next: number) => {
    const track = trackRef.current;
    const child = track?.children[next] as HTMLElement | undefined;
    if (!track || !child) return;
    track.scrollTo({ left: child.offsetLeft, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setIndex(next);
  };

  return (
    <div>
      <StyledControls>
        <Button
          size="sm"
          variant="outline"
          onClick={() => goTo(index - 1)}
          disabled={index === 0}
          iconLeft={<ArrowLeftIcon size={16} />}
          aria-label="Propuesta anterior"
        >
          Anterior
        </Button>
        <StyledPosition aria-live="polite">
          {Math.min(index + 1, count)} de {count}
        </StyledPosition>
        <Button
          size="sm"
          variant="outline"
          onClick={() => goTo(index + 1)}
          disabled={index >= count - 1}
          iconRight={<ArrowRightIcon size={16} />}
          aria-label="Propuesta siguiente"
        >
          Siguiente
        </Button>
      </StyledControls>
      <StyledTrack ref={trackRef} onScroll={onScroll} aria-label="Propuestas, una por columna: desliza para ver la siguiente">
        {proposals.map((proposal, i) => (
          <StyledColumn
            key={proposal.id}
            $closed={!isOpen(proposal)}
            aria-roledescription="columna"
            aria-label={`${i + 1} de ${count}: ${proposal.company?.companyName ?? 'Empresa'}`}
          >
            <ComparisonColumnHead proposal={proposal} today={actions.today} />
            {groups.map((group) => (
              <div key={group.key}>
                {group.title ? <StyledSectionTitle>{group.title}</StyledSectionTitle> : null}
                <StyledFacts>
                  {group.rows.map((row) => {
                    const isBest = row.best ? best[row.best].has(proposal.id) : false;
                    return (
                      <StyledPair key={row.key} $best={isBest}>
                        <dt>{row.label}</dt>
                        <dd>
                          {row.render?.(proposal)}
                          {isBest && row.best ? (
                            <Badge tone="success" size="sm">
                              {BEST_LABELS[row.best]}
                            </Badge>
                          ) : null}
                        </dd>
                      </StyledPair>
                    );
                  })}
                </StyledFacts>
              </div>
            ))}
            <ComparisonActions proposal={proposal} accepting={acceptingId === proposal.id} {...actions} />
          </StyledColumn>
        ))}
      </StyledTrack>
    </div>
  );
}
