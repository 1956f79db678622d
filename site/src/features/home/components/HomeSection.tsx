import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui';

const StyledSection = styled.section<{ $alt: boolean }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surfaceAlt : theme.colors.surface)};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0;
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeightLg};
  }
`;

const StyledHeader = styled.div<{ $center: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  ${({ $center }) => ($center ? 'align-items: center; text-align: center;' : '')}

  ${({ theme }) => theme.media.md} {
    ${({ $center }) => ($center ? '' : 'flex-direction: row; align-items: flex-end; justify-content: space-between;')}
    margin-bottom: ${({ theme }) => theme.space[10]};
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const StyledLede = styled.p`
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledAction = styled.div`
  flex-shrink: 0;
`;

export type HomeSectionProps = {
  /** Anchor (`pricing`, `contacto`…) and the base of the heading's id. */
  id: string;
  eyebrow?: string;
  title: string;
  lede?: ReactNode;
  /** A link beside the heading ('Ver todos los trabajos'). */
  action?: ReactNode;
  /** Pale band instead of white, to alternate sections. */
  alt?: boolean;
  center?: boolean;
  children: ReactNode;
};

/** A band of the home page: eyebrow, h2, lede and an optional link, then the content. */
export function HomeSection({ id, eyebrow, title, lede, action, alt = false, center = false, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <StyledSection id={id} $alt={alt} aria-labelledby={titleId}>
      <Container>
        <StyledHeader $center={center}>
          <StyledText>
            {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
            <StyledSectionTitle id={titleId}>{title}</StyledSectionTitle>
            {lede ? <StyledLede>{lede}</StyledLede> : null}
          </StyledText>
          {action ? <StyledAction>{action}</StyledAction> : null}
        </StyledHeader>
        {children}
      </Container>
    </StyledSection>
  );
}
