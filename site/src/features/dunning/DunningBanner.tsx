import styled from 'styled-components';
import { Alert, Button } from '../../ui';
import { dunningMessage, payNowHref } from './dunningText';
import { useDunning } from './useDunning';

const StyledBanner = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
  min-width: 0;

  p {
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div<{ $danger: boolean }>`
  margin-top: ${({ theme }) => theme.space[2]};

  /* The alert colours its links; the button keeps its own (readable) text colour. */
  && a {
    color: ${({ theme, $danger }) => ($danger ? theme.colors.textInverse : theme.colors.accentContrast)};
  }
`;

/**
 * Dunning (issue 20), at the top of the company's dashboard, billing page and proposal form: an
 * overdue invoice in the grace (warning, with the date access ends) or the subscription suspended
 * for non-payment (error: what is lost, what is kept), with «Pagar ahora». Nothing when all is paid.
 */
export function DunningBanner({ className }: { className?: string }) {
  const { dunning } = useDunning();
  if (!dunning) return null;
  const message = dunningMessage(dunning);
  return (
    <StyledBanner className={className}>
      <Alert tone={message.tone} title={message.title} role={message.tone === 'danger' ? 'alert' : 'status'} id="dunning-banner">
        <p>{message.text}</p>
        <StyledActions $danger={message.tone === 'danger'}>
          <Button to={payNowHref(dunning)} variant={message.tone === 'danger' ? 'danger' : 'accent'} size="sm">
            Pagar ahora
          </Button>
        </StyledActions>
      </Alert>
    </StyledBanner>
  );
}
