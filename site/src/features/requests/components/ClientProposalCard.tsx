import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  CheckCircleIcon,
  CheckIcon,
  CloseIcon,
  EyeIcon,
  InfoIcon,
  MessageSquareIcon,
  RichTextContent,
} from '../../../ui';
import { formatDate } from '../../../ui/format';
import { formatEuros } from '../../../ui/euros';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { TrustBadges } from '../../companies/components/TrustBadges';
import type { Proposal } from '../../proposals/proposals.api';
import { companyConversationPath } from '../../messages/messagePaths';
import { CLIENT_PROPOSAL_STATES, clientProposalState, isAcceptable } from '../proposalFacts';
import { ClientProposalStatusBadge } from './ClientProposalStatusBadge';
import { CompanyTrustFacts } from './CompanyTrustFacts';
import { ProposalTermsSummary } from './ProposalTermsSummary';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  justify-content: space-between;
`;

const StyledCompany = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  min-width: 0;
  flex: 1 1 220px;
`;

const StyledCompanyText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledName = styled(CardTitle)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledPrice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.sm} {
    align-items: flex-end;
    text-align: right;
  }
`;

const StyledAmount = styled.p<{ $muted: boolean }>`
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.primary)};
  font-size: ${({ theme, $muted }) => ($muted ? theme.fontSizes.md : theme.fontSizes['2xl'])};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1.1;
`;

const StyledVat = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledDate = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledMessage = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary200};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledShared = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledClosed = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledUnavailable = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.belowMd} {
    > * {
      flex: 1 1 140px;
    }
  }
`;

export type ClientProposalCardProps = {
  proposal: Proposal;
  /** Today in Madrid (YYYY-MM-DD): a proposal past its validity can no longer be accepted. */
  today: string;
  /** The request is active: pending proposals can be answered and companies asked. */
  canRespond: boolean;
  accepting: boolean;
  rejecting: boolean;
  /** Another proposal is being answered: buttons wait. */
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
};

/** A proposal the client received: company and why to trust it, price with and without IVA, terms, message and actions. */
export function ClientProposalCard({
  proposal,
  today,
  canRespond,
  accepting,
  rejecting,
  busy,
  onAccept,
  onReject,
}: ClientProposalCardProps) {
  const company = proposal.company;
  const name = company?.companyName ?? 'Empresa';
  const state = clientProposalState(proposal, today);
  const accepted = state === 'accepted';
  // Moderators hid the company: its page is gone and the server refuses an answer.
  const unavailable = company?.available === false;
  const answerable = canRespond && isAcceptable(proposal, today);
  // Asking is for deciding: while the request is open, about an offer still pending or just lapsed.
  const askable = canRespond && !unavailable && (state === 'pending' || state === 'expired');
  const explanation = CLIENT_PROPOSAL_STATES[state].explanation;

  return (
    <Card as="article" padding="md" aria-labelledby={`proposal-${proposal.id}-company`}>
      <StyledHead>
        <StyledCompany>
          <CompanyLogo name={name} logo={company?.logo} size={52} />
          <StyledCompanyText>
            <StyledName id={`proposal-${proposal.id}-company`} tabIndex={-1}>
              {company && !unavailable ? <Link to={paths.companyDetail(company.seoParam)}>{name}</Link> : name}
            </StyledName>
            {company ? <TrustBadges verified={company.verified} badges={company.badges} /> : null}
            {company ? <CompanyTrustFacts company={company} /> : null}
            <StyledBadges>
              <ClientProposalStatusBadge state={state} />
              {unavailable ? (
                <Badge tone="neutral" size="md">
                  No disponible
                </Badge>
              ) : null}
            </StyledBadges>
          </StyledCompanyText>
        </StyledCompany>
        <StyledPrice>
          <StyledAmount $muted={proposal.priceWithVat === null}>
            {proposal.priceWithVat === null ? 'Sin precio' : formatEuros(proposal.priceWithVat)}
          </StyledAmount>
          {proposal.priceWithoutVat !== null ? (
            <StyledVat>
              IVA incl. · <strong>{formatEuros(proposal.priceWithoutVat)}</strong> sin IVA
            </StyledVat>
          ) : null}
          <StyledDate>
            Recibida el <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
          </StyledDate>
        </StyledPrice>
      </StyledHead>

      <ProposalTermsSummary proposal={proposal} today={today} />

      <StyledMessage>
        <RichTextContent html={proposal.message} />
      </StyledMessage>

      {unavailable && state === 'pending' ? (
        <StyledUnavailable>
          <InfoIcon size={16} aria-hidden />
          Esta empresa ya no está disponible en Rutalia: no puedes aceptar ni rechazar su propuesta y no recibirá ningún dato tuyo.
        </StyledUnavailable>
      ) : explanation ? (
        <StyledClosed>
          <InfoIcon size={16} aria-hidden />
          {explanation}
        </StyledClosed>
      ) : null}

      {accepted ? (
        <StyledShared>
          <CheckCircleIcon size={16} aria-hidden />
          Has contratado a {name}: puede ver tu nombre y tu teléfono para contactar contigo.
        </StyledShared>
      ) : null}

      <StyledActions>
        {answerable ? (
          <>
            <Button
              size="sm"
              variant="primary"
              iconLeft={<CheckIcon size={16} />}
              onClick={onAccept}
              loading={accepting}
              disabled={busy && !accepting}
              aria-label={`Aceptar la propuesta de ${name}`}
            >
              Aceptar
            </Button>
            <Button
              size="sm"
              variant="outline"
              iconLeft={<CloseIcon size={16} />}
              onClick={onReject}
              loading={rejecting}
              disabled={busy && !rejecting}
              aria-label={`Rechazar la propuesta de ${name}`}
            >
              Rechazar
            </Button>
          </>
        ) : null}
        {askable ? (
          <Button
            size="sm"
            variant="outline"
            to={companyConversationPath(proposal.companyId, proposal.requestId)}
            iconLeft={<MessageSquareIcon size={16} />}
            aria-label={`Preguntar a ${name} sobre su propuesta`}
          >
            Preguntar a la empresa
          </Button>
        ) : null}
        {accepted ? (
          <Button
            size="sm"
            variant="accent"
            to={companyConversationPath(proposal.companyId, proposal.requestId)}
            iconLeft={<MessageSquareIcon size={16} />}
          >
            Enviar mensaje
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          to={paths.proposalDetail(proposal.id)}
          iconLeft={<EyeIcon size={16} />}
          aria-label={`Ver detalle de la propuesta de ${name}`}
        >
          Ver detalle
        </Button>
      </StyledActions>
    </Card>
  );
}
