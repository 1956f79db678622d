import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { AlertCircleIcon } from './icons';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRequired = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};

  svg {
    margin-top: 2px;
  }
`;

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1.5px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary500};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary500};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary200};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.dangerSoft};
  }

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  ${controlStyles}
`;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

const StyledSelect = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

type FieldContextValue = {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** The control (Input, Textarea, Select); it picks up id, aria-describedby and aria-invalid. */
  children: ReactNode;
  /** Validation message shown under the control. */
  error?: string | null;
  /** Help text shown under the control when there is no error. */
  hint?: ReactNode;
  required?: boolean;
  /** Use a specific id for the control instead of a generated one. */
  id?: string;
  className?: string;
};

/**
 * Label + control + hint/error, wired for assistive technology:
 *
 * ```tsx
 * <Field label="Email" error={errors.email?.message} required>
 *   <Input type="email" autoComplete="email" {...register('email')} />
 * </Field>
 * ```
 */
export function Field({ label, children, error, hint, required = false, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <StyledField className={className}>
        <Label htmlFor={controlId} required={required}>
          {label}
        </Label>
        {children}
        {error ? (
          <StyledError id={errorId}>
            <AlertCircleIcon size={16} />
            <span>{error}</span>
          </StyledError>
        ) : hint ? (
          <StyledHint id={hintId}>{hint}</StyledHint>
        ) : null}
      </StyledField>
    </FieldContext.Provider>
  );
}

export type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & { required?: boolean };

export function Label({ required = false, children, ...rest }: LabelProps) {
  return (
    <StyledLabel {...rest}>
      {children}
      {required ? <StyledRequired aria-hidden="true">*</StyledRequired> : null}
    </StyledLabel>
  );
}

/** Merges the surrounding Field's wiring into a control's props (explicit props win). */
function useFieldProps<T extends { id?: string; required?: boolean }>(
  props: T & { 'aria-describedby'?: string; 'aria-invalid'?: InputHTMLAttributes<HTMLInputElement>['aria-invalid'] },
) {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input(props: InputProps) {
  return <StyledInput {...useFieldProps(props)} />;
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea(props: TextareaProps) {
  return <StyledTextarea {...useFieldProps(props)} />;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function Select(props: SelectProps) {
  return <StyledSelect {...useFieldProps(props)} />;
}
