import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertCircleIcon } from '../../../../ui';

export type ChoiceOption = { value: string; label: string; icon?: ReactNode };

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  border: 0;
  padding: 0;
  margin: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span {
    margin-left: 2px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledHint = styled.p`
  margin-top: -${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.div<{ $cards: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ $cards, theme }) =>
    $cards &&
    css`
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      ${theme.media.md} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
      ${theme.media.lg} {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    `}
`;

const StyledChoice = styled.label<{ $checked: boolean; $cards: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme, $cards }) => ($cards ? theme.radii.lg : theme.radii.pill)};
  background: ${({ theme, $checked, $cards }) => ($checked ? ($cards ? theme.colors.primary100 : theme.colors.primary) : theme.colors.surface)};
  color: ${({ theme, $checked, $cards }) => ($checked ? ($cards ? theme.colors.primary : theme.colors.textInverse) : theme.colors.text)};
  box-shadow: ${({ theme, $checked, $cards }) => ($checked && $cards ? `inset 0 0 0 1px ${theme.colors.primary}` : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $checked }) => ($checked ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  ${({ $cards, theme }) =>
    $cards &&
    css`
      flex-direction: column;
      align-items: flex-start;
      justify-content: space-between;
      min-height: 84px;
      padding: ${theme.space[3]};
      ${theme.media.md} {
        min-height: 96px;
      }
      svg {
        color: ${theme.colors.accentText};
      }
    `}

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary500};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    margin-top: 2px;
    flex-shrink: 0;
  }
`;

type Common = {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption[];
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Big cards with an icon (the categories) instead of pills. */
  cards?: boolean;
  /** The fieldset's id, to scroll to it when it has an error. */
  id?: string;
};
type Single = Common & { multiple?: false; value: string | undefined; onChange: (value: string) => void };
type Multiple = Common & { multiple: true; value: readonly string[]; onChange: (value: string[]) => void };

/** One choice (radios) or several (checkboxes) shown as pills or cards, in a fieldset with its legend. */
export function ChoiceChips(props: Single | Multiple) {
  const { legend, name, options, error, hint, required, cards = false, id } = props;
  const errorId = id ? `${id}-error` : undefined;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string) => {
    if (props.multiple) props.onChange(isChecked(value) ? props.value.filter((v) => v !== value) : [...props.value, value]);
    else props.onChange(value);
  };
  return (
    <StyledFieldset id={id} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} tabIndex={-1}>
      <StyledLegend>
        {legend}
        {required ? <span aria-hidden="true">*</span> : null}
      </StyledLegend>
      {hint ? <StyledHint>{hint}</StyledHint> : null}
      <StyledList $cards={cards}>
        {options.map((option) => (
          <StyledChoice key={option.value} $checked={isChecked(option.value)} $cards={cards}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => toggle(option.value)}
            />
            {option.icon}
            <span>{option.label}</span>
          </StyledChoice>
        ))}
      </StyledList>
      {error ? (
        <StyledError id={errorId}>
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </StyledError>
      ) : null}
    </StyledFieldset>
  );
}
