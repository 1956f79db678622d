import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from './icons';
import { pageWindow } from './pageWindow';
import { slidingWindow } from './slidingWindow';

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
  gap: ${({ theme }) => theme.space[1]};
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

// Muted colours rather than opacity: the label must keep AA contrast even when it does nothing.
const StyledDisabled = styled.span`
  ${itemStyles}
  border-color: ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
`;

const StyledEllipsis = styled.span`
  ${itemStyles}
  border-color: transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledStepLabel = styled.span`
  ${({ theme }) => theme.media.belowMd} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export type PaginationProps = {
  page: number;
  totalPages: number;
  /** URL (path + query) of a page. */
  hrefFor: (page: number) => string;
  label?: string;
  /**
   * Which page numbers: 'ends' (default) first, last and current ± 1 with
   * ellipses; 'sliding' a window of 5 consecutive pages around the current one.
   */
  numbers?: 'ends' | 'sliding';
  /** Show 'Anterior' / 'Siguiente' next to the arrows (from md up). */
  stepLabels?: boolean;
};

/** Link-based pagination (each page is a URL, so back/forward and sharing work). */
export function Pagination({ page, totalPages, hrefFor, label = 'Paginación', numbers = 'ends', stepLabels = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items: (number | 'ellipsis')[] = numbers === 'sliding' ? slidingWindow(page, totalPages, 5) : pageWindow(page, totalPages);
  const previous = stepLabels ? <StyledStepLabel aria-hidden="true">Anterior</StyledStepLabel> : null;
  const next = stepLabels ? <StyledStepLabel aria-hidden="true">Siguiente</StyledStepLabel> : null;
  return (
    <StyledNav aria-label={label}>
      <StyledList>
        <li>
          {page > 1 ? (
            <StyledLink to={hrefFor(page - 1)} aria-label="Página anterior">
              <ArrowLeftIcon size={18} aria-hidden />
              {previous}
            </StyledLink>
          ) : (
            <StyledDisabled aria-hidden="true">
              <ArrowLeftIcon size={18} />
              {previous}
            </StyledDisabled>
          )}
        </li>
        {items.map((item, index) =>
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
              {next}
              <ArrowRightIcon size={18} aria-hidden />
            </StyledLink>
          ) : (
            <StyledDisabled aria-hidden="true">
              {next}
              <ArrowRightIcon size={18} />
            </StyledDisabled>
          )}
        </li>
      </StyledList>
    </StyledNav>
  );
}
