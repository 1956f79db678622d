import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label, Select } from './Field';
import { SearchIcon } from './icons';

/**
 * The card that holds a list's search box and filter selects (role="search").
 * One column by default; pages extend it (`styled(FilterBar)`) with their own
 * grid columns per breakpoint. Use `as="form"` when Enter should submit.
 */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

/** A label above its control inside a `FilterBar`. */
export const FilterControl = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledSearchBox = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: ${({ theme }) => theme.space[10]};
  }
`;

/** A search input (the child) with a magnifier icon inside, on the left. */
export function SearchBox({ children }: { children: ReactNode }) {
  return (
    <StyledSearchBox>
      <SearchIcon size={18} aria-hidden />
      {children}
    </StyledSearchBox>
  );
}

export type FilterOption<T extends string> = { value: T; label: string };

export type FilterSelectProps<T extends string> = {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  /** A first option with the empty value, e.g. 'Todos'. */
  emptyLabel?: string;
};

/** A labelled select of a `FilterBar`. */
export function FilterSelect<T extends string>({ label, value, options, onChange, emptyLabel }: FilterSelectProps<T>) {
  const id = useId();
  return (
    <FilterControl>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterControl>
  );
}
