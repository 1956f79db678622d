import styled from 'styled-components';
import { CloseIcon } from '../../../ui';
import type { ActiveJobFilter } from '../jobFilters';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const StyledChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]}
    ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary50};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary500};
  }
  svg {
    flex-shrink: 0;
  }
`;

/** The active filters as chips; each one's ✕ removes that filter. */
export function ActiveFilterChips({
  chips,
  onRemove,
  className,
}: {
  chips: readonly ActiveJobFilter[];
  onRemove: (chip: ActiveJobFilter) => void;
  className?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <StyledList aria-label="Filtros activos" className={className}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <StyledChip type="button" onClick={() => onRemove(chip)} aria-label={`Quitar filtro: ${chip.label}`}>
            {chip.label}
            <CloseIcon size={14} aria-hidden />
          </StyledChip>
        </li>
      ))}
    </StyledList>
  );
}
