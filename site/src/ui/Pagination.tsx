import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { pageWindow } from './pageWindow';

const StyledNav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
`;

const StyledLink = styled(Link)<{ $current?: boolean }>`
  ${itemStyles}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary50};
  }
  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.textInverse};
      &:hover {
        background: ${theme.colors.primary600};
      }
    `}
`;

const StyledDisabled = styled.span`
  ${itemStyles}
  opacity: 0.45;
`;

const StyledEllipsis = styled.span`
  ${itemStyles}
  border-color: transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** URL (path + query) of a page. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Link-based pagination (each page is a URL, so back/forward and sharing work). */
export function Pagination({ page, totalPages, hrefFor, label = 'Paginación' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <StyledNav aria-label={label}>
      <StyledList>
        <li>
          {page > 1 ? (
            <StyledLink to={hrefFor(page - 1)} aria-label="Página anterior">
              <ArrowLeftIcon size={18} />
            </StyledLink>
          ) : (
            <StyledDisabled aria-hidden="true">
              <ArrowLeftIcon size={18} />
            </StyledDisabled>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`e${index}`}>
              <StyledEllipsis aria-hidden="true">…</StyledEllipsis>
            </li>
          ) : (
            <li key={item}>
              <StyledLink
                to={hrefFor(item)}
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
              >
                {item}
              </StyledLink>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <StyledLink to={hrefFor(page + 1)} aria-label="Página siguiente">
              <ArrowRightIcon size={18} />
            </StyledLink>
          ) : (
            <StyledDisabled aria-hidden="true">
              <ArrowRightIcon size={18} />
            </StyledDisabled>
          )}
        </li>
      </StyledList>
    </StyledNav>
  );
}
