import styled from 'styled-components';

/** The top row of a card: its title on the left, a badge or action on the right, wrapping on a phone. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The title inside a CardHead (an h3 unless `as` says otherwise). */
export const CardHeadTitle = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
