import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

export type StatTone = 'primary' | 'accent' | 'success' | 'warning' | 'info';

/** Grid of counters: two per row on phones, as many as fit (≥ 170 px) above. */
export const StatGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledIcon = styled.span<{ $tone: StatTone }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    ({
      primary: theme.colors.primary100,
      accent: theme.colors.accentSoft,
      success: theme.colors.successSoft,
      warning: theme.colors.warningSoft,
      info: theme.colors.infoSoft,
    })[$tone]};
  color: ${({ theme, $tone }) =>
    ({
      primary: theme.colors.primary,
      accent: theme.colors.accentText,
      success: theme.colors.success,
      warning: theme.colors.warning,
      info: theme.colors.info,
    })[$tone]};
`;

const StyledValue = styled.p<{ $small: boolean }>`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.lg : theme.fontSizes['2xl'])};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.xl : theme.fontSizes['3xl'])};
  }
`;

/** 'inline' layout: icon on the left (from sm up), value over the label. */
const StyledInlineStat = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  ${StyledIcon} {
    display: none;
    width: 44px;
    height: 44px;

    ${({ theme }) => theme.media.sm} {
      display: grid;
    }
  }
`;

const StyledInlineText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export type StatCardProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
  /** Small text under the value ('12 reseñas'). */
  hint?: ReactNode;
  /** Smaller value text (a word such as 'Sin reseñas' instead of a number). */
  textValue?: boolean;
  /** 'stacked' (default): label and icon over a big value; 'inline': icon, then value over label. */
  layout?: 'stacked' | 'inline';
};

/** One counter (label, big value, optional icon and hint). Render inside `StatGrid`. */
export function StatCard({ label, value, icon, tone = 'primary', hint, textValue = false, layout = 'stacked' }: StatCardProps) {
  if (layout === 'inline') {
    return (
      <li>
        <StyledInlineStat>
          {icon ? (
            <StyledIcon $tone={tone} aria-hidden="true">
              {icon}
            </StyledIcon>
          ) : null}
          <StyledInlineText>
            <strong>{value}</strong>
            <span>{label}</span>
          </StyledInlineText>
        </StyledInlineStat>
      </li>
    );
  }
  return (
    <li>
      <StyledStat>
        <StyledTop>
          <StyledLabel>{label}</StyledLabel>
          {icon ? (
            <StyledIcon $tone={tone} aria-hidden="true">
              {icon}
            </StyledIcon>
          ) : null}
        </StyledTop>
        <StyledValue $small={textValue}>{value}</StyledValue>
        {hint ? <StyledHint>{hint}</StyledHint> : null}
      </StyledStat>
    </li>
  );
}

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`;

/** Grey placeholder block while a dashboard or list loads. */
export const SkeletonBlock = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  /* In a flex list (CardGrid gives cards flex: 1) the height alone could collapse to a line. */
  min-height: ${({ $height }) => $height}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.gray100};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;
