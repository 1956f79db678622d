import styled from 'styled-components';
import { Badge, StarIcon } from '../../../ui';

const StyledFeatured = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** On a card the list boosted (`featured`): «Destacada», saying in plain text that it is a paid position. */
export function FeaturedLabel() {
  return (
    <StyledFeatured>
      <Badge tone="accent" size="sm" icon={<StarIcon size={12} />}>
        Destacada
      </Badge>
      <span>Posición patrocinada por su plan</span>
    </StyledFeatured>
  );
}

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Below a list where some card is «Destacada»: which plan pays for it and how it is ranked
 * (featured-ranking.ts on the server). `premiumOnly`: the home grid and the city/service landings.
 */
export function FeaturedNote({ items, premiumOnly = false }: { items: ReadonlyArray<{ featured: boolean }>; premiumOnly?: boolean }) {
  if (!items.some((item) => item.featured)) return null;
  return (
    <StyledNote>
      Las empresas destacadas tienen un plan {premiumOnly ? 'Premium' : 'Profesional o Premium'}: aparecen primero entre los resultados que
      encajan con tu búsqueda, por turnos, y siempre llevan la etiqueta «Destacada».
    </StyledNote>
  );
}
