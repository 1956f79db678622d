import { findProvince } from '@rutalia/catalog/locations';
import { useRef } from 'react';
import styled from 'styled-components';
import { CloseIcon, Field, Select } from '../../../ui';
import { PROVINCE_GROUPS } from '../../jobs/jobFilters';

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary100};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRemove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary200};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const nameOf = (slug: string) => findProvince(slug)?.name ?? slug;

export type ProvinceMultiSelectProps = {
  label: string;
  /** Province (or Portuguese district) slugs. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The first option of the picker, e.g. «Añadir provincia…». */
  placeholder: string;
};

/**
 * Several provinces, Spain then Portugal as in the /jobs filters: a native select adds one at a
 * time (phones show their own picker) and the chosen ones show as chips with their own «Quitar».
 */
export function ProvinceMultiSelect({ label, value, onChange, hint, error, disabled = false, placeholder }: ProvinceMultiSelectProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <StyledWrap>
      <Field label={label} hint={hint} error={error}>
        <Select
          ref={selectRef}
          value=""
          disabled={disabled}
          onChange={(event) => {
            const slug = event.target.value;
            if (slug && !value.includes(slug)) onChange([...value, slug]);
          }}
        >
          <option value="">{placeholder}</option>
          {PROVINCE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} disabled={value.includes(option.value)}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      {value.length > 0 ? (
        <StyledChips aria-label={`${label}: elegidas`}>
          {value.map((slug) => (
            <StyledChip key={slug}>
              <span>{nameOf(slug)}</span>
              <StyledRemove
                type="button"
                aria-label={`Quitar ${nameOf(slug)}`}
                disabled={disabled}
                onClick={() => {
                  onChange(value.filter((s) => s !== slug));
                  // The removed chip took the focus with it: back to the picker.
                  selectRef.current?.focus();
                }}
              >
                <CloseIcon size={14} strokeWidth={2.5} />
              </StyledRemove>
            </StyledChip>
          ))}
        </StyledChips>
      ) : null}
    </StyledWrap>
  );
}
