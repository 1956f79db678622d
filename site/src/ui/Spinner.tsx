import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ $size }) => Math.max(2, Math.round($size / 9))}px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 1.6s !important;
    animation-iteration-count: infinite !important;
  }
`;

const StyledLoadingState = styled.div<{ $fullHeight: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  min-height: ${({ $fullHeight }) => ($fullHeight ? '50vh' : 'auto')};
  color: ${({ theme }) => theme.colors.primary500};
  text-align: center;
`;

const StyledLoadingText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type SpinnerProps = {
  /** Diameter in px. */
  size?: number;
  /** Text announced to screen readers; omit when a visible label sits next to it. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  return (
    <>
      <StyledSpinner $size={size} className={className} aria-hidden="true" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}

export type LoadingStateProps = {
  /** Visible text under the spinner. */
  label?: string;
  /** Take at least half the viewport (for whole-page loads). */
  fullHeight?: boolean;
};

/** Loading placeholder for a page or a section (announced politely). */
export function LoadingState({ label = 'Cargando...', fullHeight = false }: LoadingStateProps) {
  return (
    <StyledLoadingState role="status" aria-live="polite" $fullHeight={fullHeight}>
      <Spinner size={36} />
      <StyledLoadingText>{label}</StyledLoadingText>
    </StyledLoadingState>
  );
}
