import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, (theme: DefaultTheme) => { bg: string; fg: string; border: string }> = {
  danger: (t) => ({ bg: t.colors.dangerSoft, fg: t.colors.danger, border: t.colors.danger }),
  success: (t) => ({ bg: t.colors.successSoft, fg: t.colors.success, border: t.colors.success }),
  info: (t) => ({ bg: t.colors.infoSoft, fg: t.colors.info, border: t.colors.primary200 }),
  warning: (t) => ({ bg: t.colors.warningSoft, fg: t.colors.warning, border: t.colors.warning }),
};

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme, $tone }) => {
    const { bg, fg, border } = tones[$tone](theme);
    return css`
      background: ${bg};
      border-left-color: ${border};

      > svg {
        color: ${fg};
      }
    `;
  }}

  > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }

  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** 'alert' interrupts screen readers (errors); 'status' waits politely. Defaults by tone. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
  id?: string;
};

/** Inline message box for a form or a section (errors, confirmations, notes). */
export function Alert({ tone = 'info', title, children, role, className, id }: AlertProps) {
  const icon =
    tone === 'success' ? <CheckCircleIcon size={20} /> : tone === 'info' ? <InfoIcon size={20} /> : <AlertCircleIcon size={20} />;
  return (
    <StyledAlert $tone={tone} role={role ?? (tone === 'danger' ? 'alert' : 'status')} className={className} id={id}>
      {icon}
      <StyledBody>
        {title ? <StyledTitle>{title}</StyledTitle> : null}
        {children}
      </StyledBody>
    </StyledAlert>
  );
}
