import styled from 'styled-components';
import { ErrorState } from '../../../ui';
import { BLOG_RELATED_COUNT } from '../blog.api';
import { useRelatedBlogPosts } from '../hooks/useBlog';
import { BlogPostCard, BlogPostCardSkeleton, BlogPostGrid } from './BlogPostCard';

const StyledSection = styled.section`
  h2 {
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

/** Up to 3 other published posts under a post; nothing at all when there are none. */
export function RelatedPosts({ slug }: { slug: string }) {
  const related = useRelatedBlogPosts(slug);
  if (related.isSuccess && related.data.length === 0) return null;

  return (
    <StyledSection aria-labelledby="related-posts-title" aria-busy={related.isPending || undefined}>
      <h2 id="related-posts-title">Otros artículos</h2>
      {related.isPending ? (
        <BlogPostGrid aria-label="Cargando artículos">
          {Array.from({ length: BLOG_RELATED_COUNT }, (_, index) => (
            <li key={index}>
              <BlogPostCardSkeleton />
            </li>
          ))}
        </BlogPostGrid>
      ) : related.isError ? (
        <ErrorState
          headingAs="h3"
          title="No se pudieron cargar los posts del blog"
          error={related.error}
          onRetry={() => void related.refetch()}
          retrying={related.isFetching}
        />
      ) : (
        <BlogPostGrid>
          {related.data.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </BlogPostGrid>
      )}
    </StyledSection>
  );
}
