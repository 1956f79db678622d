import styled from 'styled-components';

/**
 * A `<dl>` of label/value pairs (`<div><dt/><dd/></div>`): one column on a phone, two from `sm`;
 * labels muted, values semibold, long values (an IBAN) wrap instead of overflowing.
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;
