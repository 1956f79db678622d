import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

const StyledWrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  padding-block: ${({ theme }) => theme.space[2]};
`;

const StyledLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 24px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const StyledBox = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/* Lined up under the label text: box width (20px) + gap. */
const StyledHint = styled.span`
  padding-left: calc(20px + ${({ theme }) => theme.space[3]});
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** Secondary text under the label (announced with it). */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** Native checkbox with its label as the click target, and an optional hint under it (its description). */
export function Checkbox({ label, hint, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <StyledWrapper>
      <StyledLabel htmlFor={inputId}>
        <StyledBox type="checkbox" id={inputId} aria-describedby={hintId} {...rest} />
        <span>{label}</span>
      </StyledLabel>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
    </StyledWrapper>
  );
}
