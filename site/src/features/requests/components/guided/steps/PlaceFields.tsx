import { provinceOfPostalCode } from '@rutalia/catalog';
import styled from 'styled-components';
import { Field, Input } from '../../../../../ui';
import { PlacePicker } from '../../../../../ui/PlacePicker';
import type { DraftPlace } from '../draft';
import { fieldId } from '../stepProps';

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

type PlaceFieldsProps = {
  name: 'origin' | 'destination';
  label: string;
  required: boolean;
  place: DraftPlace | null;
  postalCode: string;
  onPlace: (place: DraftPlace | null) => void;
  onPostalCode: (code: string) => void;
  errors: Record<string, string>;
};

/** A place picker and its optional postal code; a Spanish code tells the province, whose places come first. */
export function PlaceFields({ name, label, required, place, postalCode, onPlace, onPostalCode, errors }: PlaceFieldsProps) {
  const province = provinceOfPostalCode(postalCode);
  const hint = province && !place ? `Código postal de ${province.name}: sus poblaciones salen primero.` : undefined;
  return (
    <StyledRow>
      <div id={fieldId(name)}>
        <PlacePicker
          label={label}
          required={required}
          value={place}
          onChange={onPlace}
          error={errors[name]}
          hint={hint}
          province={province?.name}
        />
      </div>
      <Field label="Código postal (opcional)" error={errors[`${name}.postalCode`]} id={fieldId(`${name}.postalCode`)}>
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          placeholder="28001"
          value={postalCode}
          onChange={(event) => onPostalCode(event.target.value)}
        />
      </Field>
    </StyledRow>
  );
}
