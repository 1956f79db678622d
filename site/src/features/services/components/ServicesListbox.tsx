import styled, { css } from 'styled-components';
import { CheckIcon } from '../../../ui';
import { serviceOptionId, type ServiceGroup } from './serviceOptions';

const StyledListbox = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.raised};
  max-height: 320px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledOption = styled.div<{ $active: boolean; $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  ${({ $selected, theme }) =>
    $selected &&
    css`
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.primary};
    `}

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primary50};
      box-shadow: inset 3px 0 0 ${theme.colors.accent};
    `}
`;

const StyledCheck = styled.span<{ $selected: boolean }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  border: 1.5px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.inputBorder)};
  border-radius: 4px;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ServicesListboxProps = {
  /** Id of the search input; the listbox, group and option ids derive from it. */
  id: string;
  open: boolean;
  query: string;
  groups: readonly ServiceGroup[];
  /** Number of options across all groups. */
  flatLength: number;
  selected: ReadonlySet<string>;
  limitReached: boolean;
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  onOptionClick: (index: number, service: string) => void;
};

/** The popup listbox of the services combobox: options grouped by category, or an empty message. */
export function ServicesListbox({
  id,
  open,
  query,
  groups,
  flatLength,
  selected,
  limitReached,
  activeIndex,
  onActiveIndexChange,
  onOptionClick,
}: ServicesListboxProps) {
  let flatIndex = -1;

  return (
    <StyledListbox id={`${id}-listbox`} role="listbox" aria-multiselectable="true" aria-label="Servicios" hidden={!open}>
      {flatLength === 0 ? (
        <StyledEmpty role="presentation">No se encontraron servicios para «{query}».</StyledEmpty>
      ) : (
        groups.map((group, groupIndex) => (
          <div key={group.category} role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
            <StyledGroupLabel id={`${id}-group-${groupIndex}`} role="presentation">
              {group.category}
            </StyledGroupLabel>
            {group.options.map((option) => {
              flatIndex += 1;
              const index = flatIndex;
              const isSelected = selected.has(option.value);
              const isDisabled = !isSelected && limitReached;
              return (
                <StyledOption
                  key={option.value}
                  id={serviceOptionId(id, index)}
                  role="option"
                  aria-selected={isSelected}
                  aria-disabled={isDisabled || undefined}
                  $active={index === activeIndex}
                  $selected={isSelected}
                  $disabled={isDisabled}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && onActiveIndexChange(index)}
                  onClick={() => onOptionClick(index, option.value)}
                >
                  <StyledCheck $selected={isSelected} aria-hidden="true">
                    {isSelected ? <CheckIcon size={14} strokeWidth={3} /> : null}
                  </StyledCheck>
                  {option.value}
                </StyledOption>
              );
            })}
          </div>
        ))
      )}
    </StyledListbox>
  );
}
