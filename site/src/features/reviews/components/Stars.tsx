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
