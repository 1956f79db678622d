import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../../paths';
import { ArrowLeftIcon, Button, Container, EmptyState, ErrorState, LoadingState, NewspaperIcon, VisuallyHidden } from '../../../ui';
import { PageSection } from '../../../ui/PageSection';
import type { BlogPost } from '../blog.api';
import { isBlogPostNotFound } from '../hooks/useBlog';

/**
 * What /blog/{slug} shows before it has the post: a spinner, then 'Post no
 * encontrado' (unknown slug or draft) or the error with a retry.
 */
export function BlogPostFallback({ query }: { query: UseQueryResult<BlogPost> }) {
  return (
    <PageSection>
      {query.isPending ? (
        <Container>
          <LoadingState label="Cargando artículo..." fullHeight />
        </Container>
      ) : (
        <Container narrow>
          {isBlogPostNotFound(query.error) ? (
            <EmptyState
              headingAs="h1"
              icon={<NewspaperIcon size={26} />}
              title="Post no encontrado"
              description="Este artículo no existe o ya no está publicado."
              action={
                <Button to={paths.blog} iconLeft={<ArrowLeftIcon size={18} />}>
                  Volver al blog
                </Button>
              }
            />
          ) : (
            <>
              {/* The page keeps its one h1 while only the error shows. */}
              <VisuallyHidden as="h1">Blog</VisuallyHidden>
              <ErrorState
                headingAs="h2"
                title="No se pudo cargar el post"
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            </>
          )}
        </Container>
      )}
    </PageSection>
  );
}
