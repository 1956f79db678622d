import styled, { css } from 'styled-components';

/**
 * A wrapping row of small muted facts, each an `<li>` with an icon and text
 * (location, services, date, price). `$dense` packs them tighter (dashboard
 * rows). No outer margin: extend it (`styled(MetaList)`) to place it.
 */
export const MetaList = styled.ul<{ $dense?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ $dense, theme }) =>
    $dense &&
    css`
      align-items: center;
      gap: ${theme.space[1]} ${theme.space[3]};
    `}

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
  }
`;
