import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../paths';
import { ServiceIcon } from '../../services/components/ServiceIcon';
import { requestCountLabel } from '../../stats/figures';
import { useSiteStats } from '../../stats/useSiteStats';
import { JOB_CATEGORIES } from '../jobs.constants';

const StyledList = styled.ul<{ $variant: 'list' | 'tiles' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;

  ${({ $variant, theme }) =>
    $variant === 'tiles'
      ? css`
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: ${theme.space[3]};
          ${theme.media.md} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
            gap: ${theme.space[5]};
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          ${theme.media.sm} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${theme.media.lg} {
            grid-template-columns: minmax(0, 1fr);
          }
        `}
`;

const StyledItem = styled(Link)<{ $variant: 'list' | 'tiles'; $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary500 : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary50 : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  > span:first-child {
    display: grid;
    flex-shrink: 0;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
  }

  ${({ $variant, theme }) =>
    $variant === 'tiles' &&
    css`
      flex-direction: column;
      justify-content: center;
      padding: ${theme.space[5]} ${theme.space[3]};
      border-radius: ${theme.radii.lg};
      text-align: center;

      > span:first-child {
        width: 56px;
        height: 56px;
        border-radius: ${theme.radii.round};
      }
    `}
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export type JobCategoriesProps = {
  /** 'list': compact rows (side block of /jobs); 'tiles': big tiles (the /trabajos landing). */
  variant?: 'list' | 'tiles';
  /** The category filter currently applied, highlighted. */
  active?: string;
};

/**
 * The 14 request categories of the service tree, each linking to /jobs?category=…, with its count of active
 * requests from `GET /stats`. Without the figures (loading, error) the links still work: the
 * count line stays blank so the tiles do not jump.
 */
export function JobCategories({ variant = 'list', active }: JobCategoriesProps) {
  const stats = useSiteStats();
  const counts = stats.data?.requestCategories;
  return (
    <StyledList $variant={variant}>
      {JOB_CATEGORIES.map((category) => (
        <li key={category.value}>
          <StyledItem
            $variant={variant}
            $active={active === category.value}
            aria-current={active === category.value ? 'true' : undefined}
            to={`${paths.jobs}?category=${encodeURIComponent(category.value)}`}
          >
            <span aria-hidden="true">
              <ServiceIcon name={category.icon} size={variant === 'tiles' ? 28 : 20} />
            </span>
            <StyledText>
              <strong>{category.label}</strong>
              <span>{counts ? requestCountLabel((counts as Record<string, number>)[category.value] ?? 0) : '\u00a0'}</span>
            </StyledText>
          </StyledItem>
        </li>
      ))}
    </StyledList>
  );
}
