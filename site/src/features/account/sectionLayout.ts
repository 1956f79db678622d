import styled from 'styled-components';

/** The stacked parts of an account section («Cuenta y privacidad»). */
export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Buttons and short texts side by side, wrapping on a phone. */
export const SectionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
