import styled from 'styled-components';

/** The photos of a request being written or edited: the list and its controls, stacked. */
export const PhotoStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two photos a row on phones, four from tablets up. */
export const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
