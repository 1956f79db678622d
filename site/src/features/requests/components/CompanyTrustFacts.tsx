import { responseTimeSentence } from '@rutalia/catalog/response-time';
import styled from 'styled-components';
import { ShieldCheckIcon } from '../../../ui';
import type { ProposalCompany } from '../../proposals/proposals.api';
import { formatRating, reviewCountLabel, Stars } from '../../reviews/components/Stars';
import { memberSinceText, verifiedReviewsText } from '../proposalFacts';

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledVerified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Why a client may trust the company behind a proposal: its rating (how many reviews come from
 * jobs hired on Rutalia), its years here and how fast it usually answers.
 */
export function CompanyTrustFacts({ company }: { company: ProposalCompany }) {
  const { rating } = company;
  const verified = verifiedReviewsText(rating.verifiedCount);
  const since = memberSinceText(company.memberSince);
  const response = responseTimeSentence(company.responseMinutes);
  return (
    <StyledFacts>
      <li>
        {rating.count > 0 && rating.average !== null ? (
          <>
            <Stars value={rating.average} size={14} />
            <strong>{formatRating(rating.average)}</strong>
            <span>({reviewCountLabel(rating.count)})</span>
            {verified ? (
              <StyledVerified title="Reseñas de trabajos contratados y completados en Rutalia">
                <ShieldCheckIcon size={14} aria-hidden />
                {verified}
              </StyledVerified>
            ) : null}
          </>
        ) : (
          <span>Sin reseñas</span>
        )}
      </li>
      {since ? <li>{since}</li> : null}
      {response ? <li>{response}</li> : null}
    </StyledFacts>
  );
}
