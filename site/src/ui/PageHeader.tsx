import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledEyebrow = styled.p`
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
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const StyledSubtitle = styled.p`
  max-width: 62ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
};

/** Title block of an app page (dashboard, profile…): h1, subtitle and actions. */
export function PageHeader({ title, subtitle, eyebrow, actions }: PageHeaderProps) {
  return (
    <StyledHeader>
      <StyledText>
        {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
        <StyledTitle>{title}</StyledTitle>
        {subtitle ? <StyledSubtitle>{subtitle}</StyledSubtitle> : null}
      </StyledText>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledHeader>
  );
}
