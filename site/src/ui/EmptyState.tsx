import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from './icons';

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary500};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links, e.g. 'Crear Primera Solicitud'. */
  action?: ReactNode;
  /** Heading level of the title (defaults to h2). */
  headingAs?: 'h1' | 'h2' | 'h3' | 'h4';
};

/** Shown when a list has nothing to display. */
export function EmptyState({ title, description, icon, action, headingAs = 'h2' }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledIcon>{icon ?? <InboxIcon size={26} />}</StyledIcon>
      <StyledTitle as={headingAs}>{title}</StyledTitle>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
      {action ? <StyledActions>{action}</StyledActions> : null}
    </StyledEmptyState>
  );
}
