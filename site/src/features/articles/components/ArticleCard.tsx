import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Badge, BuildingIcon, Card, CardTitle, HomeIcon, TruckIcon, WarehouseIcon } from '../../../ui';
import { categoryName, type ArticleCategoryId, type SampleArticle } from '../articles';

const ICONS: Record<ArticleCategoryId, ReactNode> = {
  mudanzas: <HomeIcon size={28} />,
  mercancias: <TruckIcon size={28} />,
  logistica: <WarehouseIcon size={28} />,
  empresas: <BuildingIcon size={28} />,
};

const StyledCover = styled.div`
  display: grid;
  place-items: center;
  height: 120px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary100}, ${({ theme }) => theme.colors.accentSoft});
  color: ${({ theme }) => theme.colors.primary500};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  > span:first-child {
    align-self: flex-start;
  }
  p {
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The title link covers the whole card, so the card is one click target with one accessible name. */
const StyledTitleLink = styled(Link)`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    white-space: nowrap;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary500};
  }
`;

/** A sample article of /articulos; it opens the blog, where the published posts are. */
export function ArticleCard({ article }: { article: SampleArticle }) {
  return (
    <Card as="article" padding="none" interactive>
      <StyledCover>{ICONS[article.category]}</StyledCover>
      <StyledBody>
        <Badge tone="info">{categoryName(article.category)}</Badge>
        <CardTitle>
          <StyledTitleLink to={paths.blog}>{article.title}</StyledTitleLink>
        </CardTitle>
        <p>{article.excerpt}</p>
        <StyledMeta>
          <span>{article.readingMinutes} min de lectura</span>
          <ArrowRightIcon size={18} />
        </StyledMeta>
      </StyledBody>
    </Card>
  );
}
