import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  ArrowRightIcon,
  Button,
  Card,
  CardTitle,
  formatDate,
  formatEuros,
  htmlExcerpt,
  MapPinIcon,
  MetaList,
  RichTextContent,
  TruckIcon,
  VisuallyHidden,
} from '../../../ui';
import type { Proposal } from '../proposals.api';
import { closedReasonText, formatAvailableDate, formatValidity, includeLabels, vatLabel } from '../proposalTerms';
import { ProposalStatusBadge } from './ProposalStatusBadge';

const StyledHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const StyledPriceBox = styled.div`
  flex-shrink: 0;
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.md} {
    align-items: flex-end;
  }
`;

const StyledVat = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTerms = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClosed = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPrice = styled.p`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  white-space: nowrap;
`;

const StyledMeta = styled(MetaList)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledBlockLabel = styled.h3`
  margin-top: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledExcerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMessage = styled(RichTextContent)`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary200};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  > * + * {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** A card of 'Mis Propuestas': the request answered and the company's own message. */
export function MyProposalCard({ proposal }: { proposal: Proposal }) {
  const request = proposal.request;
  const title = request?.title ?? 'Solicitud';
  const headingId = `proposal-${proposal.id}`;
  const available = formatAvailableDate(proposal.availableDate);
  const closed = closedReasonText(proposal.closedReason);
  return (
    <Card padding="md" as="article" aria-labelledby={headingId}>
      <StyledHead>
        <div>
          <StyledTitleRow>
            <CardTitle as="h2" id={headingId}>
              {title}
            </CardTitle>
            <ProposalStatusBadge status={proposal.status} closedReason={proposal.closedReason} size="md" />
          </StyledTitleRow>
          <StyledMeta>
            {request?.location ? (
              <li>
                <MapPinIcon size={16} aria-hidden />
                {request.location}
              </li>
            ) : null}
            <li>
              Enviada el <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
            </li>
            {request?.serviceType ? (
              <li>
                <TruckIcon size={16} aria-hidden />
                {request.serviceType}
              </li>
            ) : null}
            <li>{formatValidity(proposal)}</li>
            {available ? <li>{available}</li> : null}
          </StyledMeta>
        </div>
        {proposal.price !== null ? (
          <StyledPriceBox>
            <StyledPrice>
              <VisuallyHidden>Precio: </VisuallyHidden>
              {formatEuros(proposal.price)}
            </StyledPrice>
            <StyledVat>{vatLabel(proposal.vatIncluded)}</StyledVat>
          </StyledPriceBox>
        ) : null}
      </StyledHead>

      {proposal.includes.length ? <StyledTerms>Incluye: {includeLabels(proposal.includes).join(', ')}.</StyledTerms> : null}
      {closed ? <StyledClosed>{closed}.</StyledClosed> : null}

      {request?.description ? (
        <>
          <StyledBlockLabel>Solicitud</StyledBlockLabel>
          <StyledExcerpt>{htmlExcerpt(request.description, 320)}</StyledExcerpt>
        </>
      ) : null}

      {proposal.message ? (
        <>
          <StyledBlockLabel>Tu mensaje</StyledBlockLabel>
          {/* Sanitized on the server when the proposal was sent. */}
          <StyledMessage compact html={proposal.message} />
        </>
      ) : null}

      <StyledFooter>
        <Button
          variant="outline"
          size="sm"
          to={paths.companyProposalDetail(proposal.id)}
          iconRight={<ArrowRightIcon size={16} />}
          aria-label={`Ver detalles de la propuesta: ${title}`}
        >
          Ver detalles
        </Button>
      </StyledFooter>
    </Card>
  );
}
