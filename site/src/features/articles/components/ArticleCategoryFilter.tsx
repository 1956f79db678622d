import styled from 'styled-components';
import { ARTICLE_CATEGORIES, type ArticleCategoryId } from '../articles';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const StyledChip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

export type ArticleCategoryFilterProps = {
  selected: ArticleCategoryId | null;
  onSelect: (category: ArticleCategoryId | null) => void;
};

/** 'Todas' plus one toggle button (aria-pressed) per category. */
export function ArticleCategoryFilter({ selected, onSelect }: ArticleCategoryFilterProps) {
  return (
    <StyledChips role="group" aria-label="Filtrar por categoría">
      <StyledChip type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        Todas
      </StyledChip>
      {ARTICLE_CATEGORIES.map((category) => (
        <StyledChip key={category.id} type="button" aria-pressed={selected === category.id} onClick={() => onSelect(category.id)}>
          {category.name}
        </StyledChip>
      ))}
    </StyledChips>
  );
}
