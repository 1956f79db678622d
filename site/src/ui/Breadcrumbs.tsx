import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
  }
  li {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li + li::before {
    content: '›';
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type Crumb = { label: string; to?: string };

/** 'Inicio › Empresas › Madrid'; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <StyledNav aria-label="Migas de pan">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </StyledNav>
  );
}
