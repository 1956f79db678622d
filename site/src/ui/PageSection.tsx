import styled from 'styled-components';

/** The grey band that holds a page's content between header and footer. */
export const PageSection = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[12]};
  }
`;
