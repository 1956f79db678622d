import type { ProposalInclude } from '@rutalia/catalog/proposal-terms';
import styled from 'styled-components';
import { Checkbox } from '../../../ui';
import { TermsFieldset, TermsHint } from './termsFieldset';

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type ProposalIncludesFieldsProps = {
  /** What this request's category offers (includesForCategory). */
  options: readonly ProposalInclude[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
};

/** «Qué incluye el precio»: one checkbox per item the request's category offers; the value keeps the catalog's order. */
export function ProposalIncludesFields({ options, value, onChange, error, disabled }: ProposalIncludesFieldsProps) {
  const toggle = (id: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(id);
    else chosen.delete(id);
    onChange(options.filter((item) => chosen.has(item.id)).map((item) => item.id));
  };
  return (
    <TermsFieldset aria-describedby="proposal-includes-hint">
      <legend>Qué incluye el precio</legend>
      <TermsHint id="proposal-includes-hint">Marca lo que está incluido: el cliente lo verá al comparar propuestas.</TermsHint>
      <StyledOptions>
        {options.map((item) => (
          <Checkbox
            key={item.id}
            label={item.label}
            checked={value.includes(item.id)}
            disabled={disabled}
            onChange={(event) => toggle(item.id, event.currentTarget.checked)}
          />
        ))}
      </StyledOptions>
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </TermsFieldset>
  );
}
