import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from './icons';

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** '← Volver a …' link above a page's header. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBackLink to={to}>
      <ArrowLeftIcon size={16} aria-hidden />
      {children}
    </StyledBackLink>
  );
}
