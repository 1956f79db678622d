import styled from 'styled-components';
import { Card } from '../../../ui';
import { formatRating, reviewCountLabel, Stars, verifiedCountLabel } from '../../reviews/components/Stars';
import type { CompanyRating } from '../companies.api';

const StyledRatingLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Small card with the average rating out of 5, the review count and how many are verified; nothing without reviews. */
export function CompanyRatingSummary({ rating }: { rating: CompanyRating }) {
  if (!(rating.count > 0 && rating.average !== null)) return null;
  const verified = verifiedCountLabel(rating.verifiedCount);
  return (
    <Card padding="sm">
      <StyledRatingLine>
        <Stars value={rating.average} size={18} />
        <strong>{formatRating(rating.average)}</strong> de 5 · {reviewCountLabel(rating.count)}
        {verified ? ` · ${verified}` : null}
      </StyledRatingLine>
    </Card>
  );
}
