import { DATE_FLEXIBILITIES, type DateFlexibility } from '@rutalia/catalog';
import styled from 'styled-components';
import { Field, Input } from '../../../../../ui';
import { ChoiceChips } from '../ChoiceChips';
import { dateLimits } from '../rules';
import { fieldId, type StepProps } from '../stepProps';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 28rem;
`;

/** Step 3: the date (today to a year ahead) and how flexible it is. */
export function WhenStep({ draft, update, errors }: StepProps) {
  const { min, max } = dateLimits();
  return (
    <StyledStack>
      <Field
        label="Fecha"
        required
        error={errors.date}
        id={fieldId('date')}
        hint="Si aún no la sabes, elige una aproximada y marca «Flexible»."
      >
        <Input type="date" min={min} max={max} value={draft.date} onChange={(event) => update({ date: event.target.value })} />
      </Field>
      <ChoiceChips
        id={fieldId('dateFlexibility')}
        name="dateFlexibility"
        legend="¿Cómo de flexible es la fecha?"
        options={DATE_FLEXIBILITIES}
        value={draft.dateFlexibility}
        error={errors.dateFlexibility}
        onChange={(value) => update({ dateFlexibility: value as DateFlexibility })}
      />
    </StyledStack>
  );
}
