import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledGrid = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $columns }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  }

  > [data-span='full'] {
    grid-column: 1 / -1;
  }
`;

export type FormGridProps = {
  /** Columns from 768 px up (always one below). Children with `data-span="full"` take the whole row. */
  columns?: 1 | 2;
  children: ReactNode;
  className?: string;
};

/** Responsive grid of form fields. */
export function FormGrid({ columns = 1, children, className }: FormGridProps) {
  return (
    <StyledGrid $columns={columns} className={className}>
      {children}
    </StyledGrid>
  );
}
