import type { Schemas } from '@rutalia/api-contract';
import styled from 'styled-components';
import { StarIcon } from '../../../ui';

const StyledStars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};

  svg[data-empty='true'] {
    color: ${({ theme }) => theme.colors.gray300};
  }
`;

const StyledRatingSummary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Read-only stars for a rating (rounded to the nearest whole star). */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const full = Math.round(value);
  return (
    <StyledStars role="img" aria-label={`${formatRating(value)} de 5 estrellas`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} fill={n <= full ? 'currentColor' : 'none'} data-empty={n > full} />
      ))}
    </StyledStars>
  );
}

/** 4.25 → '4,3' (spec §9: average rounded to 1 decimal). */
export function formatRating(value: number): string {
  return value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** '1 reseña' / 'n reseñas'. */
export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`;
}

/** '1 verificada' / 'n verificadas' (reviews «Contratado en Rutalia»); null when there are none. */
export function verifiedCountLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 verificada' : `${count} verificadas`;
}

/** A company card's rating line: stars, average and review count, or 'Sin reseñas'. */
export function RatingSummary({ rating }: { rating: Schemas['RatingDto'] }) {
  return (
    <StyledRatingSummary>
      {rating.count > 0 && rating.average !== null ? (
        <>
          <Stars value={rating.average} />
          <strong>{formatRating(rating.average)}</strong>
          <span>({reviewCountLabel(rating.count)})</span>
        </>
      ) : (
        <span>Sin reseñas</span>
      )}
    </StyledRatingSummary>
  );
}
