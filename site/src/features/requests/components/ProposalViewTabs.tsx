import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const StyledTabs = styled.nav`
  display: inline-flex;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.belowMd} {
    width: 100%;

    a {
      flex: 1;
    }
  }
`;

const StyledTab = styled(Link)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
      &:hover {
        background: ${theme.colors.primary};
      }
    `}
`;

export type ProposalView = 'list' | 'compare';

/** «Lista» / «Comparar (n)»: links, so each view has its own address (`?view=compare`) and survives a reload. */
export function ProposalViewTabs({ view, count, compareSearch }: { view: ProposalView; count: number; compareSearch: string }) {
  return (
    <StyledTabs aria-label="Cómo ver las propuestas">
      <StyledTab to={{ search: '' }} $current={view === 'list'} aria-current={view === 'list' ? 'page' : undefined}>
        Lista
      </StyledTab>
      <StyledTab to={{ search: compareSearch }} $current={view === 'compare'} aria-current={view === 'compare' ? 'page' : undefined}>
        Comparar ({count})
      </StyledTab>
    </StyledTabs>
  );
}
