import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../../paths';
import { Button, Card, CheckCircleIcon, formatDate, formatEuros, MessageSquareIcon } from '../../../../ui';
import { companyConversationPath } from '../../../messages/messagePaths';
import type { Proposal } from '../../../proposals/proposals.api';
import { priceSummary } from '../../proposalFacts';
import type { JobRequest } from '../../requests.api';
import { HiredJobActions } from './HiredJobActions';
import { ReviewInviteButton } from './ReviewInviteButton';

const StyledPanel = styled(Card)<{ $due: boolean }>`
  gap: ${({ theme }) => theme.space[3]};
  border-left: 4px solid ${({ theme }) => theme.colors.success};

  ${({ $due, theme }) =>
    $due &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.accentSoft};
    `}
`;

const StyledTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;

  a {
    color: inherit;
  }
`;

const StyledFacts = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export type HiredJobPanelProps = {
  request: JobRequest;
  /** The accepted proposal, when loaded: its price is shown with and without IVA. */
  acceptedProposal?: Proposal;
};

/**
 * The top of a hired or completed request's page: who was hired and for how much, and what the
 * client can do now (confirm the job, reopen it if the company did not show up, or review it).
 */
export function HiredJobPanel({ request, acceptedProposal }: HiredJobPanelProps) {
  const hired = request.hiredProposal;
  if (!hired || (request.status !== 'hired' && request.status !== 'completed')) return null;
  const companyLink = <Link to={paths.companyDetail(hired.companySeoParam)}>{hired.companyName}</Link>;
  const price = acceptedProposal
    ? priceSummary(acceptedProposal)
    : hired.priceWithVat === null
      ? 'Sin precio'
      : `${formatEuros(hired.priceWithVat)} IVA incl.`;

  if (request.status === 'completed') {
    return (
      <StyledPanel forwardedAs="section" padding="md" $due={false} aria-labelledby="hire-title">
        <StyledTitle id="hire-title" tabIndex={-1}>
          Trabajo completado por {companyLink}
        </StyledTitle>
        <StyledFacts>
          Precio acordado: <strong>{price}</strong>
          {request.completedAt ? (
            <>
              {' '}
              · completado el <time dateTime={request.completedAt}>{formatDate(request.completedAt)}</time>
            </>
          ) : null}
        </StyledFacts>
        {request.reviewable ? (
          <>
            <StyledText>¿Qué tal fue? Tu reseña llevará la marca «Contratado en Rutalia» y ayudará a otros clientes a decidir.</StyledText>
            <StyledRow>
              <ReviewInviteButton request={request} size="md" />
            </StyledRow>
          </>
        ) : (
          <StyledText>
            <CheckCircleIcon size={14} aria-hidden /> Gracias por confirmar el trabajo.
          </StyledText>
        )}
      </StyledPanel>
    );
  }

  const due = Boolean(request.completionDue);
  return (
    <StyledPanel forwardedAs="section" padding="md" $due={due} aria-labelledby="hire-title">
      <StyledTitle id="hire-title" tabIndex={-1}>
        {due ? '¿Se hizo el trabajo?' : <>Has contratado a {companyLink}</>}
      </StyledTitle>
      <StyledFacts>
        {due ? <>{companyLink} · </> : null}
        Precio acordado: <strong>{price}</strong>
        {request.hiredAt ? (
          <>
            {' '}
            · contratada el <time dateTime={request.hiredAt}>{formatDate(request.hiredAt)}</time>
          </>
        ) : null}
      </StyledFacts>
      <StyledText>
        {due
          ? `Ya pasó la fecha del servicio. Confirma si ${hired.companyName} hizo el trabajo para poder valorarla, o vuelve a abrir la solicitud si no se presentó.`
          : `${hired.companyName} ya tiene tu nombre y tu teléfono. Cuando haga el trabajo, márcalo como completado; si no se presenta, puedes volver a abrir la solicitud.`}
      </StyledText>
      <HiredJobActions request={request} size="md" focusTargetId="request-title" />
      <StyledRow>
        <Button
          size="sm"
          variant="ghost"
          to={companyConversationPath(hired.companyId, request.id)}
          iconLeft={<MessageSquareIcon size={16} />}
        >
          Escribir a {hired.companyName}
        </Button>
      </StyledRow>
    </StyledPanel>
  );
}
