import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../ui';
import { selectedCountText } from './serviceOptions';
import { ServicesChips } from './ServicesChips';
import { ServicesListbox } from './ServicesListbox';
import { ServicesSearchInput } from './ServicesSearchInput';
import { useServicesSelect } from './useServicesSelect';

const StyledRoot = styled.div`
  position: relative;
`;

const StyledControl = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.gray100 : theme.colors.surface)};
  cursor: text;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary500)};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary500)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.primary200)};
  }
`;

export type ServicesSelectProps = {
  /** Id of the search input (the Field's label points at it). */
  id: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Id of the hint or error text under the control. */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Maximum number of services. */
  max?: number;
  disabled?: boolean;
  placeholder?: string;
};

/**
 * Multi-select with search over the catalog services (spec §5 'Service
 * picker'), following the ARIA combobox pattern: type to filter (accents
 * ignored, category names match too), ↑/↓ to move, Enter to add or remove,
 * Escape to close, Backspace in the empty box removes the last service.
 * Chosen services show as chips with their own remove buttons.
 */
export function ServicesSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
  inputRef,
  max,
  disabled = false,
  placeholder = 'Busca un servicio…',
}: ServicesSelectProps) {
  const uid = useId();
  const select = useServicesSelect({ id, value, onChange, onBlur, inputRef, max });

  return (
    <StyledRoot onBlur={select.onRootBlur}>
      <StyledControl
        $invalid={invalid}
        $disabled={disabled}
        onClick={(event) => {
          if (event.target === event.currentTarget) select.focusInput();
        }}
      >
        <ServicesChips value={value} onRemove={select.remove} disabled={disabled} />
        <ServicesSearchInput
          id={id}
          inputRef={select.setInputRef}
          open={select.open}
          activeDescendant={select.activeDescendant}
          describedBy={[describedBy, `${uid}-count`].filter(Boolean).join(' ')}
          invalid={invalid}
          disabled={disabled}
          placeholder={placeholder}
          query={select.query}
          onQueryChange={select.onQueryChange}
          onInputClick={select.onInputClick}
          onKeyDown={select.onKeyDown}
          onToggleClick={select.onToggleClick}
        />
      </StyledControl>

      <VisuallyHidden id={`${uid}-count`}>{selectedCountText(value.length)}</VisuallyHidden>
      <VisuallyHidden aria-live="polite">{select.announcement}</VisuallyHidden>

      <ServicesListbox
        id={id}
        open={select.open}
        query={select.query}
        groups={select.groups}
        flatLength={select.flatLength}
        selected={select.selected}
        limitReached={select.limitReached}
        activeIndex={select.activeIndex}
        onActiveIndexChange={select.setActiveIndex}
        onOptionClick={select.onOptionClick}
      />
    </StyledRoot>
  );
}
