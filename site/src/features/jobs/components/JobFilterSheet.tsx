import styled from 'styled-components';
import { Button, Dialog } from '../../../ui';
import type { JobUrlFilters } from '../jobFilters';
import { JobFilterFields } from './JobFilterFields';

/** The app's dialog as a bottom sheet: full width, from the bottom edge, scrolling inside. */
const StyledSheet = styled(Dialog)`
  width: 100vw;
  max-width: 100vw;
  max-height: 88dvh;
  margin: auto 0 0;
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;

  &[open] {
    animation: job-sheet-in 0.2s ease-out;
  }
  @keyframes job-sheet-in {
    from {
      transform: translateY(40px);
      opacity: 0.6;
    }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &[open] {
      animation: none;
    }
  }
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};

  /* Category, origin and destination take the full width; the two dates share a row. */
  > :nth-child(-n + 3),
  > :last-child {
    grid-column: 1 / -1;
  }
`;

/** Stays in view at the bottom of the sheet while its fields scroll. */
const StyledFooter = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} calc(-1 * ${({ theme }) => theme.space[5]}) calc(-1 * ${({ theme }) => theme.space[5]});
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]}
    max(${({ theme }) => theme.space[4]}, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export type JobFilterSheetProps = {
  open: boolean;
  onClose: () => void;
  filters: JobUrlFilters;
  apply: (next: Partial<JobUrlFilters>) => void;
  /** Clears every filter of the sheet (the search stays). */
  onClear: () => void;
  /** Matching jobs with the filters as they are now; undefined while loading. */
  total: number | undefined;
  /** More than `total` (1.000) match: «Ver más de 1.000 resultados». */
  totalCapped?: boolean;
  loading: boolean;
};

/**
 * The /jobs filters on a phone: a bottom sheet opened by «Filtros». Each change applies at once,
 * so «Ver N resultados» tells how many the list now has and just closes the sheet.
 */
export function JobFilterSheet({ open, onClose, filters, apply, onClear, total, totalCapped, loading }: JobFilterSheetProps) {
  const results =
    loading || total === undefined
      ? 'Ver resultados'
      : totalCapped
        ? 'Ver más de 1.000 resultados'
        : total === 1
          ? 'Ver 1 resultado'
          : `Ver ${total} resultados`;
  return (
    <StyledSheet open={open} onClose={onClose} title="Filtros">
      <StyledFields>
        <JobFilterFields filters={filters} apply={apply} />
      </StyledFields>
      <StyledFooter>
        <Button variant="outline" onClick={onClear}>
          Limpiar
        </Button>
        <Button onClick={onClose} aria-live="polite">
          {results}
        </Button>
      </StyledFooter>
    </StyledSheet>
  );
}
