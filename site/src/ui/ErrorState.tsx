import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../api/http';
import { Button } from './Button';
import { AlertTriangleIcon, RefreshIcon } from './icons';

const StyledErrorState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMessage = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type ErrorStateProps = {
  /** Heading, e.g. 'No se pudo cargar la información de la empresa'. */
  title?: string;
  /** Explicit message; otherwise taken from `error` (the server's Spanish message). */
  message?: ReactNode;
  error?: unknown;
  /** When given, a 'Reintentar' button calls it. */
  onRetry?: () => void;
  retrying?: boolean;
  headingAs?: 'h2' | 'h3' | 'h4';
};

/** Inline error for a section or a page that failed to load, with 'Reintentar'. */
export function ErrorState({
  title = 'No se pudo cargar la información',
  message,
  error,
  onRetry,
  retrying = false,
  headingAs = 'h2',
}: ErrorStateProps) {
  const text = message ?? (error !== undefined ? getErrorMessage(error) : undefined);
  return (
    <StyledErrorState role="alert">
      <StyledIcon>
        <AlertTriangleIcon size={26} />
      </StyledIcon>
      <StyledTitle as={headingAs}>{title}</StyledTitle>
      {text ? <StyledMessage>{text}</StyledMessage> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} loading={retrying} iconLeft={<RefreshIcon size={18} />}>
          Reintentar
        </Button>
      ) : null}
    </StyledErrorState>
  );
}
