import styled from 'styled-components';

/** A borderless group of the proposal form's terms, with its legend styled like the form's labels. */
export const TermsFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The muted line that explains a group. */
export const TermsHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
