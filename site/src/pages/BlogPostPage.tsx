import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArticleContent } from '../features/blog/components/ArticleContent';
import { BlogCover } from '../features/blog/components/BlogCover';
import { BlogCta } from '../features/blog/components/BlogCta';
import { BlogPostFallback } from '../features/blog/components/BlogPostFallback';
import { BlogPostMeta } from '../features/blog/components/BlogPostMeta';
import { RelatedPosts } from '../features/blog/components/RelatedPosts';
import { ShareButton } from '../features/blog/components/ShareButton';
import { isBlogPostNotFound, useBlogPost } from '../features/blog/hooks/useBlog';
import { paths } from '../paths';
import { BackLink, Container, TagList, usePageMeta } from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledArticleBand = styled.div`
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[10]};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const StyledLede = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledByline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledCover = styled(BlogCover)`
  margin-top: ${({ theme }) => theme.space[8]};
`;

const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`;

const StyledCtaWrap = styled.div`
  margin-top: ${({ theme }) => theme.space[12]};
`;

/** /blog/{slug}: one published post with share button, call to action and 3 other posts. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlogPost(slug);
  const post = query.data;
  const notFound = query.isError && isBlogPostNotFound(query.error);

  usePageMeta({
    title: post ? post.title : notFound ? 'Post no encontrado' : 'Blog',
    description: post ? post.metaDescription || post.excerpt || undefined : undefined,
    noIndex: query.isError,
  });

  if (query.isPending || query.isError) return <BlogPostFallback query={query} />;

  const p = query.data;

  return (
    <>
      <StyledArticleBand>
        <Container narrow>
          <BackLink to={paths.blog}>Volver al blog</BackLink>
          <article aria-labelledby="post-title">
            <StyledHeader>
              {p.tags.length > 0 ? <TagList items={p.tags} label="Etiquetas" size="sm" /> : null}
              <h1 id="post-title">{p.title}</h1>
              {p.excerpt ? <StyledLede>{p.excerpt}</StyledLede> : null}
              <StyledByline>
                <BlogPostMeta post={p} size="md" />
                <ShareButton data={{ title: p.title, text: p.excerpt, url: paths.blogPost(p.slug) }} />
              </StyledByline>
            </StyledHeader>
            {p.featuredImage ? <StyledCover src={p.featuredImage} alt={p.title} priority rounded /> : null}
            <StyledBody>
              <ArticleContent html={p.content} />
            </StyledBody>
          </article>
          <StyledCtaWrap>
            <BlogCta />
          </StyledCtaWrap>
        </Container>
      </StyledArticleBand>
      <PageSection>
        <Container>
          <RelatedPosts slug={p.slug} />
        </Container>
      </PageSection>
    </>
  );
}
