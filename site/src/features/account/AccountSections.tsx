import styled from 'styled-components';
import { EmailSection } from './email/EmailSection';
import { NotificationPreferencesSection } from './notifications/NotificationPreferencesSection';
import { PasskeysSection } from './passkeys/PasskeysSection';
import { PrivacySection } from './privacy/PrivacySection';
import { SessionsSection } from './sessions/SessionsSection';
import { TwoFactorSection } from './two-factor/TwoFactorSection';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};

  /* One rhythm for every section: title, muted explanations, sub-headings with room around them. */
  & > section > h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }

  & > section p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  & > section h4 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* Long labels («Activar verificación en dos pasos») wrap inside the card on a phone. */
  & > section button {
    max-width: 100%;
    white-space: normal;
  }

  & > section p + button {
    margin-top: ${({ theme }) => theme.space[3]};
  }

  & > section h4 + p {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * «Cuenta y privacidad» (issue 22), under the profile of clients and companies: the email and its
 * verification, notification preferences, connected devices, two-factor sign-in, passkeys and the data
 * rights (export and deletion). Each section is its own component in features/account.
 */
export function AccountSections() {
  return (
    <StyledSections aria-label="Cuenta y privacidad">
      <EmailSection />
      <NotificationPreferencesSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
      <PrivacySection />
    </StyledSections>
  );
}
