import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, Card, CheckCircleIcon, MessageSquareIcon, MetaList, TagList } from '../../../ui';
import { CompanyCardHead } from '../../companies/components/CompanyCardHead';
import { RatingSummary } from '../../reviews/components/Stars';
import type { CompanyMatch } from '../requests.api';
import { companyConversationPath } from '../../messages/messagePaths';

const StyledMatch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const StyledMatchLabel = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledMeter = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray200};
  overflow: hidden;

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.success};
  }
`;

const StyledReasons = styled(MetaList)`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledServicesTitle = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[5]};

  > * {
    flex: 1 1 120px;
  }
`;

/** A recommended company for a new request: match percent and why, services in common, link and Contactar. */
/** `requestId`: «Contactar» opens the conversation about that request. */
export function CompanyMatchCard({ match, requestId }: { match: CompanyMatch; requestId: string }) {
  const { company, matchPercent, matchingServices, reasons } = match;
  const percent = Math.max(0, Math.min(100, Math.round(matchPercent)));
  const detail = paths.companyDetail(company.seoParam);

  return (
    <Card as="article" padding="sm" interactive aria-label={company.companyName}>
      <CompanyCardHead company={company} logoSize={52} />

      <StyledMatch>
        <StyledMatchLabel>
          <span>Coincidencia</span>
          <strong>{percent}%</strong>
        </StyledMatchLabel>
        <StyledMeter role="meter" aria-label="Coincidencia con tu solicitud" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ width: `${percent}%` }} />
        </StyledMeter>
        {reasons.length > 0 ? (
          <StyledReasons $dense aria-label="Por qué la recomendamos">
            {reasons.map((reason) => (
              <li key={reason}>
                <CheckCircleIcon size={12} aria-hidden />
                {reason}
              </li>
            ))}
          </StyledReasons>
        ) : null}
      </StyledMatch>

      {matchingServices.length > 0 ? (
        <>
          <StyledServicesTitle>Servicios que coinciden</StyledServicesTitle>
          <TagList
            items={matchingServices}
            label="Servicios que coinciden"
            size="sm"
            top={2}
            icon={<CheckCircleIcon size={12} aria-hidden />}
          />
        </>
      ) : null}

      <RatingSummary rating={company.rating} />

      <StyledActions>
        <Button to={detail} variant="outline" size="sm" aria-label={`Ver la empresa ${company.companyName}`}>
          Ver empresa
        </Button>
        <Button
          to={companyConversationPath(company.id, requestId)}
          size="sm"
          iconLeft={<MessageSquareIcon size={16} />}
          aria-label={`Contactar con ${company.companyName}`}
        >
          Contactar
        </Button>
      </StyledActions>
    </Card>
  );
}
