import styled, { css } from 'styled-components';
import { AlertTriangleIcon, Button, RefreshIcon, usePageMeta } from '../ui';

const StyledWrapper = styled.section<{ $fullPage: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 1;
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ $fullPage }) =>
    $fullPage &&
    css`
      min-height: 100vh;
    `}
`;

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[10]};
  }
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.01em;
`;

const StyledText = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledDetails = styled.details`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  pre {
    max-height: 240px;
    overflow: auto;
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray100};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

export type ErrorFallbackProps = {
  /** 'Intentar de nuevo': reset the error state (re-render / revalidate). */
  onRetry: () => void;
  /** Fill the viewport (used when the shared layout itself is not available). */
  fullPage?: boolean;
  /** Shown in development only, under a 'Detalles técnicos' disclosure. */
  error?: unknown;
};

function describe(error: unknown): string | null {
  if (error instanceof Error) return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  if (error === undefined || error === null) return null;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/**
 * Generic error screen (spec: 'Generic error fallback'), used by the route
 * `errorElement`s and by the top-level React error boundary.
 */
export function ErrorFallback({ onRetry, fullPage = false, error }: ErrorFallbackProps) {
  usePageMeta({ title: 'Ups! Algo salió mal', noIndex: true });
  const details = import.meta.env.DEV ? describe(error) : null;

  return (
    <StyledWrapper $fullPage={fullPage} role="alert" aria-labelledby="error-fallback-title">
      <StyledPanel>
        <StyledIcon>
          <AlertTriangleIcon size={34} />
        </StyledIcon>
        <StyledTitle id="error-fallback-title">Ups! Algo salió mal</StyledTitle>
        <StyledText>Ha ocurrido un error inesperado. Puedes recargar la página o intentarlo de nuevo.</StyledText>
        <StyledActions>
          <Button variant="primary" onClick={onRetry} iconLeft={<RefreshIcon size={18} />}>
            Intentar de nuevo
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Recargar página
          </Button>
        </StyledActions>
        {details ? (
          <StyledDetails>
            <summary>Detalles técnicos (solo en desarrollo)</summary>
            <pre>{details}</pre>
          </StyledDetails>
        ) : null}
      </StyledPanel>
    </StyledWrapper>
  );
}
