import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, (theme: DefaultTheme) => { bg: string; fg: string }> = {
  neutral: (t) => ({ bg: t.colors.gray100, fg: t.colors.gray700 }),
  primary: (t) => ({ bg: t.colors.primary, fg: t.colors.textInverse }),
  accent: (t) => ({ bg: t.colors.accentSoft, fg: t.colors.accentText }),
  success: (t) => ({ bg: t.colors.successSoft, fg: t.colors.success }),
  warning: (t) => ({ bg: t.colors.warningSoft, fg: t.colors.warning }),
  danger: (t) => ({ bg: t.colors.dangerSoft, fg: t.colors.danger }),
  info: (t) => ({ bg: t.colors.infoSoft, fg: t.colors.info }),
};

const StyledBadge = styled.span<{ $tone: BadgeTone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;

  ${({ theme, $tone }) => {
    const { bg, fg } = tones[$tone](theme);
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}

  ${({ theme, $size }) =>
    $size === 'sm'
      ? css`
          padding: 2px ${theme.space[2]};
          font-size: ${theme.fontSizes.xs};
        `
      : css`
          padding: ${theme.space[1]} ${theme.space[3]};
          font-size: ${theme.fontSizes.sm};
        `}

  svg {
    flex-shrink: 0;
  }
`;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children?: ReactNode;
};

/** Small status / category label ('Verificado', 'Pendiente', 'Más Popular'…). */
export function Badge({ tone = 'neutral', size = 'md', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $size={size} {...rest}>
      {icon}
      {children}
    </StyledBadge>
  );
}
