import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings = {
  none: css`
    padding: 0;
  `,
  sm: css`
    padding: ${({ theme }) => theme.space[4]};
  `,
  md: css`
    padding: ${({ theme }) => theme.space[5]};
    ${({ theme }) => theme.media.md} {
      padding: ${({ theme }) => theme.space[6]};
    }
  `,
  lg: css`
    padding: ${({ theme }) => theme.space[6]};
    ${({ theme }) => theme.media.md} {
      padding: ${({ theme }) => theme.space[8]};
    }
  `,
} as const;

const StyledCard = styled.div<{ $padding: CardPadding; $elevated: boolean; $interactive: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $elevated }) => ($elevated ? theme.shadows.md : theme.shadows.xs)};
  ${({ $padding }) => paddings[$padding]}

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${theme.transitions.base},
        border-color ${theme.transitions.base},
        transform ${theme.transitions.base};
      &:hover {
        border-color: ${theme.colors.primary200};
        box-shadow: ${theme.shadows.lg};
        transform: translateY(-2px);
      }
    `}
`;

export type CardProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  padding?: CardPadding;
  /** Stronger shadow (cards that float over a coloured band). */
  elevated?: boolean;
  /** Hover lift, for cards that are links or contain one main link. */
  interactive?: boolean;
  children?: ReactNode;
};

/** White surface with border, radius and a soft shadow. */
export function Card({ as, padding = 'md', elevated = false, interactive = false, children, ...rest }: CardProps) {
  return (
    <StyledCard as={as} $padding={padding} $elevated={elevated} $interactive={interactive} {...rest}>
      {children}
    </StyledCard>
  );
}

/** A card's title (h3 unless `as` says otherwise); a link inside keeps the title colour and underlines on hover. */
export const CardTitle = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
