import { requestCategoryForm, type DetailField as Question, type DetailValue } from '@rutalia/catalog';
import styled from 'styled-components';
import { Field, Input, Textarea } from '../../../../../ui';
import { ChoiceChips } from '../ChoiceChips';
import { TITLE_MAX_LENGTH } from '../rules';
import { fieldId, type StepProps } from '../stepProps';
import { DetailField } from './DetailField';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledWide = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.primary500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary50};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSeparator = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Pills and groups take the whole row; numbers, texts and yes/no questions sit two by two. */
const isWide = (field: Question) => field.type === 'multi' || (field.type === 'select' && field.options.length > 2);

/**
 * Step 4: the category's questions (required ones marked, «at least one of» groups explained),
 * optional yes/no extras as one group of pills, then the title and an optional description
 * (`withText`; the edit page asks for them in a section of their own).
 */
export function DetailsStep({ draft, update, errors, withText = true }: StepProps & { withText?: boolean }) {
  const form = requestCategoryForm(draft.category);
  if (!form) return null;
  const extras = form.fields.filter((f) => f.type === 'boolean' && !f.required);
  const questions = form.fields.filter((f) => !extras.includes(f));
  const setAnswer = (key: string, value: DetailValue | undefined) =>
    update((d) => {
      const details = { ...d.details };
      if (value === undefined) delete details[key];
      else details[key] = value;
      return { details };
    });
  const groupOf = (key: string) => form.atLeastOne?.find((g) => g.keys[0] === key);

  return (
    <StyledGrid>
      {questions.map((field) => {
        const group = groupOf(field.key);
        const item = (
          <DetailField
            field={field}
            value={draft.details[field.key]}
            error={errors[`details.${field.key}`]}
            onChange={(v) => setAnswer(field.key, v)}
          />
        );
        return [
          group ? (
            <StyledWide key={`${field.key}-group`}>
              <StyledNote>{group.message} Basta con una de las dos.</StyledNote>
            </StyledWide>
          ) : null,
          isWide(field) ? <StyledWide key={field.key}>{item}</StyledWide> : <div key={field.key}>{item}</div>,
        ];
      })}
      {extras.length ? (
        <StyledWide>
          <ChoiceChips
            id={fieldId('details.extras')}
            name="extras"
            multiple
            legend="¿Necesitas también…?"
            hint="Marca lo que quieras incluir."
            options={extras.map((f) => ({ value: f.key, label: f.label }))}
            value={extras.filter((f) => draft.details[f.key] === true).map((f) => f.key)}
            onChange={(keys) =>
              update((d) => {
                const details = { ...d.details };
                for (const f of extras) {
                  if (keys.includes(f.key)) details[f.key] = true;
                  else delete details[f.key];
                }
                return { details };
              })
            }
          />
        </StyledWide>
      ) : null}
      {withText ? (
        <>
          <StyledWide>
            <StyledSeparator />
          </StyledWide>
          <StyledWide>
            <Field label="Título" required error={errors.title} id={fieldId('title')} hint="Lo hemos escrito por ti: cámbialo si quieres.">
              <Input
                maxLength={TITLE_MAX_LENGTH}
                value={draft.title}
                onChange={(e) => update({ title: e.target.value, titleEdited: true })}
              />
            </Field>
          </StyledWide>
          <StyledWide>
            <Field
              label="Descripción (opcional)"
              error={errors.description}
              id={fieldId('description')}
              hint="Accesos, horarios, objetos especiales… lo que ayude a las empresas a darte un precio."
            >
              <Textarea rows={4} maxLength={5000} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
            </Field>
          </StyledWide>
        </>
      ) : null}
    </StyledGrid>
  );
}
