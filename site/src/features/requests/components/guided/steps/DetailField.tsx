import type { DetailField as Question, DetailValue } from '@rutalia/catalog';
import styled from 'styled-components';
import { Field, Input, Select } from '../../../../../ui';
import { ChoiceChips } from '../ChoiceChips';
import { fieldId } from '../stepProps';

/** Selects with more options than this are a dropdown rather than pills. */
const MAX_PILLS = 7;

const StyledUnit = styled.div`
  position: relative;

  input {
    padding-right: 4rem;
  }

  span {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

type DetailFieldProps = {
  field: Question;
  value: DetailValue | undefined;
  onChange: (value: DetailValue | undefined) => void;
  error?: string;
};

/** One question of a category's form, drawn from its type (REQUEST_CATEGORY_FORMS). */
export function DetailField({ field, value, onChange, error }: DetailFieldProps) {
  const id = fieldId(`details.${field.key}`);
  const required = field.required ?? false;
  switch (field.type) {
    case 'select':
      if (field.options.length > MAX_PILLS) {
        return (
          <Field label={field.label} required={required} error={error} hint={field.help} id={id}>
            <Select value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)}>
              <option value="">Elige una opción</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        );
      }
      return (
        <ChoiceChips
          id={id}
          name={field.key}
          legend={field.label}
          hint={field.help}
          required={required}
          error={error}
          options={field.options}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'multi':
      return (
        <ChoiceChips
          id={id}
          name={field.key}
          multiple
          legend={field.label}
          hint={field.help ?? (required ? undefined : 'Opcional: marca los que haya.')}
          required={required}
          error={error}
          options={field.options}
          value={Array.isArray(value) ? value : []}
          onChange={(values) => onChange(values.length ? values : undefined)}
        />
      );
    case 'boolean':
      return (
        <ChoiceChips
          id={id}
          name={field.key}
          legend={field.label}
          hint={field.help}
          required={required}
          error={error}
          options={[
            { value: 'yes', label: 'Sí' },
            { value: 'no', label: 'No' },
          ]}
          value={value === true ? 'yes' : value === false ? 'no' : undefined}
          onChange={(v) => onChange(v === 'yes')}
        />
      );
    case 'number':
      return (
        <Field label={field.label} required={required} error={error} hint={field.help} id={id}>
          <StyledUnit>
            <Input
              type="text"
              inputMode={field.integer && field.min >= 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={value === undefined ? '' : String(value)}
              onChange={(e) => onChange(e.target.value.trim() === '' ? undefined : e.target.value)}
            />
            {field.unit ? <span aria-hidden>{field.unit}</span> : null}
          </StyledUnit>
        </Field>
      );
    case 'text':
      return (
        <Field label={field.label} required={required} error={error} hint={field.help} id={id}>
          <Input
            type="text"
            maxLength={field.maxLength}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
          />
        </Field>
      );
  }
}
