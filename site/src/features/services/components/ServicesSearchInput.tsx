import type { KeyboardEvent, Ref } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, SearchIcon } from '../../../ui';

const StyledSearch = styled.div`
  display: flex;
  flex: 1 1 180px;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 34px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus {
    outline: none;
  }
`;

const StyledToggle = styled.button`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary50};
  }
`;

type ServicesSearchInputProps = {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  open: boolean;
  /** Id of the active option while the listbox is open. */
  activeDescendant: string | undefined;
  /** Space-separated ids of the texts describing the input. */
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  onInputClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onToggleClick: () => void;
};

/** The combobox's search box with its show/hide toggle button. */
export function ServicesSearchInput({
  id,
  inputRef,
  open,
  activeDescendant,
  describedBy,
  invalid,
  disabled,
  placeholder,
  query,
  onQueryChange,
  onInputClick,
  onKeyDown,
  onToggleClick,
}: ServicesSearchInputProps) {
  return (
    <StyledSearch>
      <SearchIcon size={18} />
      <StyledInput
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={activeDescendant}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query}
        disabled={disabled}
        onChange={(event) => onQueryChange(event.target.value)}
        onClick={onInputClick}
        onKeyDown={onKeyDown}
      />
      <StyledToggle
        type="button"
        tabIndex={-1}
        aria-label={open ? 'Ocultar servicios' : 'Mostrar servicios'}
        onClick={onToggleClick}
        disabled={disabled}
      >
        <ChevronDownIcon size={18} />
      </StyledToggle>
    </StyledSearch>
  );
}
