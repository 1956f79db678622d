import styled from 'styled-components';

/**
 * A list of cards in a grid, one column by default, every card stretched to
 * its row's height. Extend it (`styled(CardGrid)`) with the columns per breakpoint.
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }
  > li > * {
    flex: 1;
  }
`;
