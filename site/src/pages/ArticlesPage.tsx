import { useState } from 'react';
import styled from 'styled-components';
import { ARTICLE_CATEGORIES, SAMPLE_ARTICLES, type ArticleCategoryId } from '../features/articles/articles';
import { ArticleCard } from '../features/articles/components/ArticleCard';
import { ArticleCategoryFilter } from '../features/articles/components/ArticleCategoryFilter';
import { ArticlesNewsletter } from '../features/articles/components/ArticlesNewsletter';
import { LandingSection } from '../features/landing/LandingParts';
import { paths } from '../paths';
import { ArrowRightIcon, Button, PageHero, usePageMeta } from '../ui';

const StyledStatus = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
`;

/** /articulos: static blog index with categories, sample articles (they open /blog) and a newsletter box (spec §2). */
export default function ArticlesPage() {
  usePageMeta({
    title: 'Artículos sobre transporte, mudanzas y logística',
    description:
      'Guías y consejos sobre mudanzas, transporte de mercancías, logística y almacenaje, y cómo conseguir clientes si tienes una empresa del sector.',
  });
  const [category, setCategory] = useState<ArticleCategoryId | null>(null);
  const articles = category ? SAMPLE_ARTICLES.filter((article) => article.category === category) : SAMPLE_ARTICLES;
  const selected = ARTICLE_CATEGORIES.find((c) => c.id === category);

  return (
    <>
      <PageHero
        eyebrow="Artículos"
        title="Guías y consejos de transporte y logística"
        text="Todo lo que conviene saber antes de contratar una mudanza o un transporte, y las claves para que tu empresa consiga más clientes."
      />

      <LandingSection title="Explora por categoría">
        <ArticleCategoryFilter selected={category} onSelect={setCategory} />
        <StyledStatus role="status">
          {selected
            ? `${selected.name}: ${selected.description}`
            : `${SAMPLE_ARTICLES.length} artículos en ${ARTICLE_CATEGORIES.length} categorías.`}
        </StyledStatus>
        <StyledGrid>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </StyledGrid>
        <StyledMore>
          <Button to={paths.blog} variant="outline" iconRight={<ArrowRightIcon size={18} />}>
            Ir al blog
          </Button>
        </StyledMore>
      </LandingSection>

      <ArticlesNewsletter />
    </>
  );
}
