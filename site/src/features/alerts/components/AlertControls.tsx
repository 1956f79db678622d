import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The controls of the alerts form the UI kit does not have: a radio with a hint, a switch, a titled group. */

export const StyledGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledGroupHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledGroupError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1.5px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary500 : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary50 : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.7 : 1)};

  input {
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledOptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledOpened = styled.div`
  padding: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    padding-left: calc(20px + ${({ theme }) => theme.space[3]} + ${({ theme }) => theme.space[4]});
  }
`;

export type RadioOptionProps = {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown under the option when it is chosen (the provinces picker, the radius). */
  children?: ReactNode;
};

/** A radio as a bordered row: label, hint under it, and what the choice opens below. */
export function RadioOption({ name, value, checked, onSelect, label, hint, disabled = false, children }: RadioOptionProps) {
  const id = useId();
  return (
    <div>
      <StyledOption htmlFor={id} $checked={checked} $disabled={disabled}>
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <StyledOptionText>
          <strong>{label}</strong>
          {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
        </StyledOptionText>
      </StyledOption>
      {checked && children ? <StyledOpened>{children}</StyledOpened> : null}
    </div>
  );
}

const StyledSwitch = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  cursor: pointer;

  input {
    appearance: none;
    position: relative;
    flex-shrink: 0;
    width: 48px;
    height: 28px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.gray300};
    cursor: pointer;
    transition: background ${({ theme }) => theme.transitions.fast};
  }

  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  input:checked {
    background: ${({ theme }) => theme.colors.success};
  }

  input:checked::after {
    transform: translateX(20px);
  }

  input:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledSwitchText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** On/off as a switch (a checkbox with role="switch", so it is announced as such). */
export function Switch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <StyledSwitch htmlFor={id}>
      <StyledSwitchText>
        <strong>{label}</strong>
        <span id={`${id}-hint`}>{hint}</span>
      </StyledSwitchText>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </StyledSwitch>
  );
}
