import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const StyledContainer = styled.div<{ $narrow: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.containerNarrow : theme.layout.containerMax)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.layout.gutterMd};
  }
`;

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** Reading width (760 px) instead of the full page width (1200 px). */
  narrow?: boolean;
  as?: ElementType;
  children?: ReactNode;
};

/** Centres content at the page width with responsive side gutters. */
export function Container({ narrow = false, as, children, ...rest }: ContainerProps) {
  return (
    <StyledContainer as={as} $narrow={narrow} {...rest}>
      {children}
    </StyledContainer>
  );
}
