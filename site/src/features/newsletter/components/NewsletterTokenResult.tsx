import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { AlertTriangleIcon, Button, CheckCircleIcon, Container, HomeIcon, MailIcon, Spinner } from '../../../ui';
import type { TokenActionState } from '../hooks/useTokenAction';
import { TokenCard, TokenPage } from '../../../ui/TokenPage';

const StyledIcon = styled.span<{ $tone: 'info' | 'success' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primary100};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.primary500)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export type NewsletterTokenTexts = {
  pendingTitle: string;
  successTitle: string;
  successText: (email: string) => ReactNode;
  errorTitle: string;
  /** A second way out when it failed (e.g. subscribe again from the home page). */
  errorAction?: { label: string; to: string };
};

/** The page a newsletter mail's link opens: progress, then the outcome, with a way home. */
export function NewsletterTokenResult({ state, texts }: { state: TokenActionState; texts: NewsletterTokenTexts }) {
  const tone = state.status === 'success' ? 'success' : state.status === 'error' ? 'danger' : 'info';
  return (
    <TokenPage>
      <Container>
        <TokenCard padding="lg" elevated role={state.status === 'error' ? 'alert' : 'status'} aria-busy={state.status === 'pending'}>
          <StyledIcon $tone={tone} aria-hidden="true">
            {state.status === 'pending' ? (
              <Spinner size={28} />
            ) : state.status === 'success' ? (
              <CheckCircleIcon size={32} />
            ) : (
              <AlertTriangleIcon size={30} />
            )}
          </StyledIcon>
          {state.status === 'pending' ? (
            <>
              <h1>{texts.pendingTitle}</h1>
              <p>Un momento, por favor.</p>
            </>
          ) : state.status === 'success' ? (
            <>
              <h1>{texts.successTitle}</h1>
              <p>{texts.successText(state.email)}</p>
            </>
          ) : (
            <>
              <h1>{texts.errorTitle}</h1>
              <p>{state.message}</p>
            </>
          )}
          {state.status !== 'pending' ? (
            <StyledActions>
              <Button to={paths.home} iconLeft={<HomeIcon size={18} />}>
                Volver al inicio
              </Button>
              {state.status === 'error' && texts.errorAction ? (
                <Button to={texts.errorAction.to} variant="outline" iconLeft={<MailIcon size={18} />}>
                  {texts.errorAction.label}
                </Button>
              ) : null}
            </StyledActions>
          ) : null}
        </TokenCard>
      </Container>
    </TokenPage>
  );
}
