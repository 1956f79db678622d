import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  ArrowRightIcon,
  Badge,
  Button,
  Card,
  CheckCircleIcon,
  formatDateTime,
  InfoIcon,
  LockIcon,
  MapPinIcon,
  MessageSquareIcon,
  PhoneIcon,
  UserIcon,
} from '../../../ui';
import { CompanyLogo } from '../../companies/components/CompanyLogo';
import { TrustBadges } from '../../companies/components/TrustBadges';
import { formatRating, reviewCountLabel, Stars } from '../../reviews/components/Stars';
import type { Proposal, ProposalCompany } from '../proposals.api';
import { closedReasonText, formatValidity } from '../proposalTerms';
import type { ProposalViewer } from './ProposalDetail';
import { conversationPath } from '../../messages/messagePaths';
import { companyConversationPath } from '../../messages/messagePaths';

/* The side panels of the proposal detail (company card, client contact, client actions) and the small pieces the detail shares with them. */

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledSubheading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export const StyledNote = styled.p<{ $tone: 'info' | 'warning' | 'neutral' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.warningSoft : $tone === 'info' ? theme.colors.infoSoft : theme.colors.gray100};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : $tone === 'info' ? theme.colors.info : theme.colors.gray700)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const StyledContactBox = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successSoft};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;

    ${({ theme }) => theme.media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }

  dd a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledSharedAt = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCompanyHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledCompanyName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const StyledCompanyFacts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The proposing company: logo, name, what Rutalia checked (TrustBadges), place, rating and a link to its profile. */
export function CompanySummary({ company, viewer }: { company: ProposalCompany; viewer: ProposalViewer }) {
  const { average, count } = company.rating;
  // A company moderators hid has no public page to link to.
  const listed = company.available !== false;
  return (
    <Card padding="md" as="section" aria-labelledby="proposal-company">
      <StyledSubheading as="p">{viewer === 'company' ? 'Tu empresa' : 'Empresa'}</StyledSubheading>
      <StyledCompanyHead>
        <CompanyLogo name={company.companyName} logo={company.logo} size={56} />
        <StyledCompanyName id="proposal-company">
          {listed ? <Link to={paths.companyDetail(company.seoParam)}>{company.companyName}</Link> : company.companyName}
        </StyledCompanyName>
      </StyledCompanyHead>
      <StyledCompanyFacts>
        {!listed ? (
          <li>
            <Badge tone="neutral" size="sm">
              No disponible
            </Badge>
          </li>
        ) : null}
        {company.verified || company.badges.length > 0 ? (
          <li>
            <TrustBadges verified={company.verified} badges={company.badges} />
          </li>
        ) : null}
        {company.city || company.province ? (
          <li>
            <MapPinIcon size={16} aria-hidden />
            {[company.city, company.province].filter(Boolean).join(', ')}
          </li>
        ) : null}
        <li>
          {average !== null && count > 0 ? (
            <>
              <Stars value={average} />
              <span>
                <strong>{formatRating(average)}</strong> ({reviewCountLabel(count)})
              </span>
            </>
          ) : (
            <span>Sin reseñas</span>
          )}
        </li>
      </StyledCompanyFacts>
      {listed ? (
        <StyledActions>
          <Button variant="outline" size="sm" to={paths.companyDetail(company.seoParam)} iconRight={<ArrowRightIcon size={16} />}>
            Ver perfil de la empresa
          </Button>
        </StyledActions>
      ) : null}
    </Card>
  );
}

/** Company view: the client's contact once the proposal is accepted, or a note saying when it will be shared. */
export function CompanyContactBox({ proposal }: { proposal: Proposal }) {
  if (proposal.status === 'accepted' && proposal.clientSharedData) {
    const { clientUserId, clientName, clientPhone, sharedAt } = proposal.clientSharedData;
    return (
      <StyledContactBox aria-labelledby="proposal-client-contact">
        <h2 id="proposal-client-contact">
          <CheckCircleIcon size={22} aria-hidden />
          Datos de contacto del cliente
        </h2>
        <dl>
          <div>
            <dt>Nombre</dt>
            <dd>
              <UserIcon size={18} aria-hidden />
              {clientName}
            </dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>
              <PhoneIcon size={18} aria-hidden />
              {clientPhone ? (
                <a href={`tel:${clientPhone.replace(/[^\d+]/g, '')}`}>{clientPhone}</a>
              ) : (
                <StyledMuted>Sin teléfono</StyledMuted>
              )}
            </dd>
          </div>
        </dl>
        <StyledSharedAt>Compartidos el {formatDateTime(sharedAt)}, cuando el cliente aceptó tu propuesta.</StyledSharedAt>
        <Button to={conversationPath(clientUserId, proposal.requestId)} size="sm" iconLeft={<MessageSquareIcon size={16} />}>
          Enviar mensaje al cliente
        </Button>
      </StyledContactBox>
    );
  }
  if (proposal.status === 'pending') {
    return (
      <StyledNote $tone="info">
        <LockIcon size={18} aria-hidden />
        <span>El nombre y el teléfono del cliente solo se comparten contigo cuando el cliente acepta tu propuesta.</span>
      </StyledNote>
    );
  }
  // Closed without the client saying no (another hire, the request closed, a job reported as not done): say why.
  const closedReason = closedReasonText(proposal.closedReason);
  if (closedReason) {
    return (
      <StyledNote $tone="neutral">
        <InfoIcon size={18} aria-hidden />
        <span>{closedReason}. Sigue buscando nuevas oportunidades en la lista de trabajos.</span>
      </StyledNote>
    );
  }
  if (proposal.status === 'rejected') {
    return (
      <StyledNote $tone="neutral">
        <InfoIcon size={18} aria-hidden />
        <span>El cliente ha rechazado esta propuesta. Sigue buscando nuevas oportunidades en la lista de trabajos.</span>
      </StyledNote>
    );
  }
  if (proposal.status === 'expired') {
    return (
      <StyledNote $tone="neutral">
        <InfoIcon size={18} aria-hidden />
        <span>{formatValidity(proposal)} sin que el cliente la aceptara: ya no se puede aceptar.</span>
      </StyledNote>
    );
  }
  return null;
}

/** Client view: message the company once accepted, or go to the request's proposals to decide. */
export function ClientActions({ proposal }: { proposal: Proposal }) {
  if (proposal.status === 'accepted') {
    return (
      <StyledActions>
        <Button
          variant="accent"
          to={companyConversationPath(proposal.companyId, proposal.requestId)}
          iconLeft={<MessageSquareIcon size={18} />}
        >
          Enviar mensaje
        </Button>
        <Button variant="outline" to={paths.jobProposals(proposal.requestId)}>
          Ver todas las propuestas
        </Button>
      </StyledActions>
    );
  }
  if (proposal.status === 'pending' && proposal.company?.available === false) {
    return (
      <StyledNote $tone="neutral">
        <InfoIcon size={18} aria-hidden />
        <span>
          Esta empresa ya no está disponible en Rutalia: no puedes aceptar ni rechazar su propuesta y no recibirá ningún dato tuyo.
        </span>
      </StyledNote>
    );
  }
  if (proposal.status === 'pending') {
    return (
      <>
        <StyledNote $tone="info">
          <InfoIcon size={18} aria-hidden />
          <span>
            Puedes aceptar o rechazar esta propuesta desde la lista de propuestas de tu solicitud. Al aceptarla, la empresa recibirá tu
            nombre y tu teléfono.
          </span>
        </StyledNote>
        <StyledActions>
          <Button variant="primary" to={paths.jobProposals(proposal.requestId)}>
            Ir a las propuestas de la solicitud
          </Button>
        </StyledActions>
      </>
    );
  }
  return null;
}
