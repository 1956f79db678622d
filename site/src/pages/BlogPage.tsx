import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BLOG_PAGE_SIZE, BLOG_RECENT_COUNT } from '../features/blog/blog.api';
import { BlogPostCard, BlogPostCardSkeleton, BlogPostGrid } from '../features/blog/components/BlogPostCard';
import { useBlogPosts } from '../features/blog/hooks/useBlog';
import { paths } from '../paths';
import { Button, CardGrid, Container, EmptyState, ErrorState, NewspaperIcon, PageHero, Pagination, scrollToTop, usePageMeta } from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[12]};
  }
`;

const StyledSectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** 'Artículos Recientes': the newest post wide across the row, the next two side by side. */
const StyledRecentGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};

    > li:first-child {
      grid-column: 1 / -1;
    }
  }
`;

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

const pageHref = (page: number) => (page > 1 ? `${paths.blog}?page=${page}` : paths.blog);

const countLabel = (total: number) => (total === 1 ? '1 artículo' : `${total} artículos`);

/** /blog: hero, the 3 newest posts ('Artículos Recientes') and every published post, 6 per page (`?page=N`). */
export default function BlogPage() {
  const [params] = useSearchParams();
  const page = readPage(params);
  usePageMeta({
    title: page > 1 ? `Blog (página ${page})` : 'Blog',
    description: 'Guías y consejos sobre mudanzas, transporte de mercancías y logística en España, del equipo de Rutalia.',
  });
  const list = useBlogPosts(page, BLOG_PAGE_SIZE);

  // The pagination links only change the query string, which the ScrollManager leaves alone (spec: scroll to top).
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    scrollToTop();
  }, [page]);

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || BLOG_PAGE_SIZE))) : 1;
  // Only the first page repeats the newest posts above the list; later pages go straight to their posts.
  const recent = data && data.page === 1 ? data.items.slice(0, BLOG_RECENT_COUNT) : [];

  let content;
  if (list.isPending) {
    content = (
      <StyledSection aria-busy="true" aria-label="Cargando artículos">
        <BlogPostGrid>
          {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <BlogPostCardSkeleton />
            </li>
          ))}
        </BlogPostGrid>
      </StyledSection>
    );
  } else if (list.isError) {
    content = (
      <ErrorState
        title="No se pudieron cargar los posts del blog"
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.total === 0) {
    content = (
      <EmptyState
        icon={<NewspaperIcon size={26} />}
        title="Todavía no hay artículos publicados"
        description="Estamos preparando guías y consejos sobre transporte y mudanzas. ¡Vuelve pronto!"
        action={<Button to={paths.companies}>Ver Empresas</Button>}
      />
    );
  } else if (list.data.items.length === 0) {
    // A page past the end (an old link): offer the first one.
    content = (
      <EmptyState
        icon={<NewspaperIcon size={26} />}
        title="Esta página no existe"
        description={`Hay ${countLabel(list.data.total)} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
        action={
          <Button variant="outline" to={paths.blog}>
            Ir a la primera página
          </Button>
        }
      />
    );
  } else {
    const current = Math.min(page, totalPages);
    content = (
      <>
        {recent.length > 0 ? (
          <StyledSection aria-labelledby="blog-recent-title">
            <StyledSectionHead>
              <h2 id="blog-recent-title">Artículos Recientes</h2>
            </StyledSectionHead>
            <StyledRecentGrid>
              {recent.map((post, index) => (
                <li key={post.id}>
                  <BlogPostCard post={post} variant={index === 0 ? 'wide' : 'featured'} />
                </li>
              ))}
            </StyledRecentGrid>
          </StyledSection>
        ) : null}

        <StyledSection aria-labelledby="blog-all-title">
          <StyledSectionHead>
            <h2 id="blog-all-title">Todos los artículos</h2>
            <p aria-live="polite">
              {countLabel(list.data.total)}
              {totalPages > 1 ? ` · Página ${current} de ${totalPages}` : ''}
            </p>
          </StyledSectionHead>
          <BlogPostGrid aria-busy={list.isPlaceholderData || undefined}>
            {list.data.items.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </BlogPostGrid>
          <Pagination page={current} totalPages={totalPages} hrefFor={pageHref} label="Páginas del blog" />
        </StyledSection>
      </>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Blog de Rutalia"
        title="Consejos y novedades sobre transporte, mudanzas y logística"
        text="Guías prácticas para preparar tu mudanza, elegir empresa de transporte y entender el sector logístico en España."
      />
      <PageSection>
        <Container>{content}</Container>
      </PageSection>
    </>
  );
}
