import { useEffect } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import styled from 'styled-components';
import { PROPOSAL_MAX_PRICE_LINES } from '@rutalia/catalog/proposal-terms';
import { Button, CloseIcon, formatEuros, Input, VisuallyHidden } from '../../../ui';
import { amountProblem, amountText, linesMismatch, linesTotal, type ProposalFormValues } from '../proposalFormValues';
import { TermsFieldset, TermsHint } from './termsFieldset';

const CONCEPT_MAX = 120;

const StyledFieldset = styled(TermsFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledLines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

/* Phones: the concept on its own row, amount and remove under it; wider: one row. */
const StyledLine = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'concept concept'
    'amount remove';
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) 9rem auto;
    grid-template-areas: 'concept amount remove';
  }
`;

const StyledConcept = styled.div`
  grid-area: concept;
  min-width: 0;
`;

const StyledAmount = styled.div`
  grid-area: amount;
  position: relative;
  max-width: 12rem;

  input {
    padding-right: ${({ theme }) => theme.space[8]};
  }
  > span[aria-hidden] {
    position: absolute;
    top: 22px;
    right: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const StyledRemove = styled.div`
  grid-area: remove;
`;

const StyledLineError = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledSummary = styled.div<{ $tone: 'ok' | 'warning' }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.surfaceAlt)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type PriceBreakdownFieldsProps = {
  control: Control<ProposalFormValues>;
  register: UseFormRegister<ProposalFormValues>;
  setValue: UseFormSetValue<ProposalFormValues>;
  clearErrors: UseFormClearErrors<ProposalFormValues>;
  /** Line errors under each line; `root.priceLines` (the sum, the server's) under the list. */
  errors: FieldErrors<ProposalFormValues>;
  disabled?: boolean;
};

/** «Desglose del precio»: optional concept + amount lines, their running sum and what to do when it is not the price. */
export function PriceBreakdownFields({ control, register, setValue, clearErrors, errors, disabled }: PriceBreakdownFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'priceLines' });
  const lines = useWatch({ control, name: 'priceLines' });
  const price = useWatch({ control, name: 'price' });
  const mismatch = linesMismatch({ price, priceLines: lines });
  const sum = linesTotal(lines);
  const listError = errors.root?.priceLines?.message;
  // An error about the whole breakdown is about the values it was given: a change retires it.
  const snapshot = `${price}|${JSON.stringify(lines)}`;
  useEffect(() => clearErrors('root.priceLines'), [snapshot, clearErrors]);

  return (
    <StyledFieldset aria-describedby="price-lines-hint">
      <legend>Desglose del precio</legend>
      <TermsHint id="price-lines-hint">
        Opcional. Separa el precio en conceptos (transporte, embalaje, seguro…): las líneas deben sumar el precio total.
      </TermsHint>

      {fields.length > 0 ? (
        <StyledLines>
          {fields.map((field, index) => {
            const n = index + 1;
            const lineErrors = errors.priceLines?.[index];
            return (
              <StyledLine key={field.id}>
                <StyledConcept>
                  <VisuallyHidden as="label" htmlFor={`price-line-${field.id}-concept`}>
                    Concepto de la línea {n}
                  </VisuallyHidden>
                  <Input
                    id={`price-line-${field.id}-concept`}
                    placeholder="Concepto (p. ej. Transporte)"
                    maxLength={CONCEPT_MAX}
                    disabled={disabled}
                    aria-invalid={lineErrors?.concept ? true : undefined}
                    {...register(`priceLines.${index}.concept`, {
                      validate: (value) => {
                        const text = value.trim();
                        if (!text) return `Escribe el concepto de la línea ${n}.`;
                        return text.length <= CONCEPT_MAX || `El concepto no puede superar ${CONCEPT_MAX} caracteres.`;
                      },
                    })}
                  />
                  {lineErrors?.concept?.message ? <StyledLineError role="alert">{lineErrors.concept.message}</StyledLineError> : null}
                </StyledConcept>
                <StyledAmount>
                  <VisuallyHidden as="label" htmlFor={`price-line-${field.id}-amount`}>
                    Importe de la línea {n} (€)
                  </VisuallyHidden>
                  <Input
                    id={`price-line-${field.id}-amount`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min={0}
                    placeholder="0,00"
                    disabled={disabled}
                    aria-invalid={lineErrors?.amount ? true : undefined}
                    {...register(`priceLines.${index}.amount`, {
                      validate: (value) => (value.trim() ? amountProblem(value, 'El importe') : `Indica el importe de la línea ${n}.`),
                    })}
                  />
                  <span aria-hidden="true">€</span>
                  {lineErrors?.amount?.message ? <StyledLineError role="alert">{lineErrors.amount.message}</StyledLineError> : null}
                </StyledAmount>
                <StyledRemove>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Quitar la línea ${n}`}
                    iconLeft={<CloseIcon size={18} />}
                  >
                    Quitar
                  </Button>
                </StyledRemove>
              </StyledLine>
            );
          })}
        </StyledLines>
      ) : null}

      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ concept: '', amount: '' }, { shouldFocus: true })}
          disabled={disabled || fields.length >= PROPOSAL_MAX_PRICE_LINES}
        >
          {fields.length === 0 ? 'Añadir un desglose' : 'Añadir línea'}
        </Button>
      </div>

      {fields.length > 0 ? (
        <StyledSummary $tone={mismatch ? 'warning' : 'ok'} aria-live="polite">
          <span>
            Las líneas suman <strong>{formatEuros(sum)}</strong>
            {mismatch
              ? mismatch.price === undefined
                ? ' y aún no has indicado el precio.'
                : ` y el precio es ${formatEuros(mismatch.price)}: tienen que coincidir.`
              : ', igual que el precio.'}
          </span>
          {mismatch ? (
            <Button
              type="button"
              size="sm"
              variant="primary"
              disabled={disabled}
              onClick={() => setValue('price', amountText(sum), { shouldValidate: true, shouldDirty: true })}
            >
              Usar la suma como precio
            </Button>
          ) : null}
        </StyledSummary>
      ) : null}
      {listError ? <StyledError role="alert">{listError}</StyledError> : null}
    </StyledFieldset>
  );
}
