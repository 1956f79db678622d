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
import type { Proposal } from '../../proposals/proposals.api';
import { ProposalStatusBadge } from '../../proposals/components/ProposalStatusBadge';
import { formatRating, reviewCountLabel, Stars } from '../../reviews/components/Stars';
import { companyConversationPath } from '../../messages/messagePaths';

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

const StyledRating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
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
  /** Accept / reject are offered only while the proposal is pending and the request active. */
  canRespond: boolean;
  accepting: boolean;
  rejecting: boolean;
  /** Another proposal is being answered: buttons wait. */
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
};

/** A proposal the client received: company, rating, price, message and the answer buttons. */
export function ClientProposalCard({ proposal, canRespond, accepting, rejecting, busy, onAccept, onReject }: ClientProposalCardProps) {
  const company = proposal.company;
  const name = company?.companyName ?? 'Empresa';
  const pending = proposal.status === 'pending';
  const accepted = proposal.status === 'accepted';
  // Moderators hid the company: its page is gone and the server refuses an answer.
  const unavailable = company?.available === false;

  return (
    <Card as="article" padding="md" aria-labelledby={`proposal-${proposal.id}-company`}>
      <StyledHead>
        <StyledCompany>
          <CompanyLogo name={name} logo={company?.logo} size={52} />
          <StyledCompanyText>
            <StyledName id={`proposal-${proposal.id}-company`} tabIndex={-1}>
              {company && !unavailable ? <Link to={paths.companyDetail(company.seoParam)}>{name}</Link> : name}
              {company?.verified ? (
                <Badge tone="success" size="sm" icon={<CheckCircleIcon size={12} aria-hidden />}>
                  Verificado
                </Badge>
              ) : null}
            </StyledName>
            <StyledRating>
              {company && company.rating.count > 0 && company.rating.average !== null ? (
                <>
                  <Stars value={company.rating.average} />
                  <strong>{formatRating(company.rating.average)}</strong>
                  <span>({reviewCountLabel(company.rating.count)})</span>
                </>
              ) : (
                <span>Sin reseñas</span>
              )}
            </StyledRating>
            <StyledBadges>
              <ProposalStatusBadge status={proposal.status} size="md" />
              {unavailable ? (
                <Badge tone="neutral" size="md">
                  No disponible
                </Badge>
              ) : null}
            </StyledBadges>
          </StyledCompanyText>
        </StyledCompany>
        <StyledPrice>
          <StyledAmount $muted={proposal.price === null}>
            {proposal.price === null ? 'Sin precio' : formatEuros(proposal.price)}
          </StyledAmount>
          <StyledDate>
            Recibida el <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
          </StyledDate>
        </StyledPrice>
      </StyledHead>

      <StyledMessage>
        <RichTextContent html={proposal.message} />
      </StyledMessage>

      {unavailable && pending ? (
        <StyledUnavailable>
          <InfoIcon size={16} aria-hidden />
          Esta empresa ya no está disponible en Rutalia: no puedes aceptar ni rechazar su propuesta y no recibirá ningún dato tuyo.
        </StyledUnavailable>
      ) : null}

      {accepted ? (
        <StyledShared>
          <CheckCircleIcon size={16} aria-hidden />
          Has aceptado esta propuesta: {name} puede ver tu nombre y tu teléfono para contactar contigo.
        </StyledShared>
      ) : null}

      <StyledActions>
        {pending && canRespond && !unavailable ? (
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
