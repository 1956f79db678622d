import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowLeftIcon, Card } from '../../../ui';

type Width = 'sm' | 'md' | 'lg';

const widths: Record<Width, string> = {
  sm: '460px',
  md: '720px',
  lg: '960px',
};

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[10]};
  }
`;

const StyledInner = styled.div<{ $width: Width }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: calc(${({ $width }) => widths[$width]} + 2 * ${({ theme }) => theme.layout.gutter});
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const StyledSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title (e.g. 'Empresas'). */
  eyebrow?: ReactNode;
  width?: Width;
  /** Links under the card ('¿Ya tienes cuenta? Inicia sesión'). */
  footer?: ReactNode;
  /** Back link above the card; defaults to home. */
  backTo?: { to: string; label: string };
  children: ReactNode;
};

/** Frame of the sign-in, sign-up and password pages: back link, card with title, footer links. */
export function AuthLayout({
  title,
  subtitle,
  eyebrow,
  width = 'sm',
  footer,
  backTo = { to: paths.home, label: 'Volver al inicio' },
  children,
}: AuthLayoutProps) {
  return (
    <StyledPage>
      <StyledInner $width={width}>
        <StyledBackLink to={backTo.to}>
          <ArrowLeftIcon size={18} />
          {backTo.label}
        </StyledBackLink>
        <Card padding="lg" elevated>
          <StyledHeader>
            {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
            <StyledTitle>{title}</StyledTitle>
            {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
          </StyledHeader>
          {children}
        </Card>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledInner>
    </StyledPage>
  );
}
