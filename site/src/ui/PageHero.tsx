import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

const StyledHero = styled.section<{ $overlap: boolean }>`
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme, $overlap }) => ($overlap ? theme.space[20] : theme.space[12])};
  background:
    radial-gradient(circle at 90% 10%, ${({ theme }) => theme.colors.accentGlow}, transparent 40%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary600} 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[16]};
    padding-bottom: ${({ theme, $overlap }) => ($overlap ? theme.space[20] : theme.space[16])};
  }
`;

const StyledEyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 24ch;
  margin-inline: auto;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledText = styled.p`
  max-width: 62ch;
  margin: ${({ theme }) => theme.space[4]} auto 0;
  color: ${({ theme }) => theme.colors.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledExtra = styled.div`
  max-width: 620px;
  margin: ${({ theme }) => theme.space[8]} auto 0;
`;

export type PageHeroProps = {
  eyebrow?: string;
  title: string;
  text: ReactNode;
  /** Actions or a search box under the text. */
  children?: ReactNode;
  /** Extra room at the bottom for cards that overlap the band (as on /contact). */
  overlap?: boolean;
};

/** Navy title band of the content pages (/about, /help, /articulos, /blog, /contact): the page's one h1. */
export function PageHero({ eyebrow, title, text, children, overlap = false }: PageHeroProps) {
  return (
    <StyledHero $overlap={overlap}>
      <Container>
        {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
        <StyledTitle>{title}</StyledTitle>
        <StyledText>{text}</StyledText>
        {children ? <StyledExtra>{children}</StyledExtra> : null}
      </Container>
    </StyledHero>
  );
}
