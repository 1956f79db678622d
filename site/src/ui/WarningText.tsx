import styled from 'styled-components';

/** A consequence the user must read before confirming (red, with its icon kept at the first line). */
export const WarningText = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;

/** When the control just answered disappears, move focus to a stable element (by id) instead of losing it to the page. */
export const focusLater = (elementId: string | undefined) =>
  elementId ? requestAnimationFrame(() => document.getElementById(elementId)?.focus()) : undefined;
