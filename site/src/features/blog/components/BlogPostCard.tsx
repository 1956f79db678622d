import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../paths';
import { Card, CardGrid, CardTitle, SkeletonBlock, TagList } from '../../../ui';
import type { BlogPostSummary } from '../blog.api';
import { BlogCover } from './BlogCover';
import { BlogPostMeta } from './BlogPostMeta';

/** Tags shown on a card; the post page lists them all. */
const CARD_TAGS = 3;

/**
 * 'default' in lists; 'featured' bigger type ('Artículos Recientes');
 * 'wide' image beside the text from 768 px (the newest post).
 */
export type BlogPostCardVariant = 'default' | 'featured' | 'wide';

const StyledCard = styled(Card)<{ $variant: BlogPostCardVariant }>`
  overflow: hidden;

  /* The whole card opens the post (the title's link covers it); show where keyboard focus is. */
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ $variant, theme }) =>
    $variant === 'wide' &&
    css`
      ${theme.media.md} {
        display: grid;
        grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);

        /* The cover fills the text's height beside it (cropped, never stretched). */
        > :first-child {
          aspect-ratio: auto;
          min-height: 260px;
        }
      }
      ${theme.media.lg} {
        > :first-child {
          min-height: 340px;
        }
      }
    `}
`;

const StyledBody = styled.div<{ $variant: BlogPostCardVariant }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ $variant, theme }) =>
    $variant !== 'default' &&
    css`
      ${theme.media.md} {
        padding: ${theme.space[6]};
      }
    `}
  ${({ $variant, theme }) =>
    $variant === 'wide' &&
    css`
      ${theme.media.lg} {
        justify-content: center;
        padding: ${theme.space[8]};
      }
    `}
`;

const StyledTitle = styled(CardTitle)<{ $variant: BlogPostCardVariant }>`
  font-size: ${({ theme, $variant }) => ($variant === 'default' ? theme.fontSizes.lg : theme.fontSizes.xl)};

  ${({ $variant, theme }) =>
    $variant === 'wide' &&
    css`
      ${theme.media.lg} {
        font-size: ${theme.fontSizes['2xl']};
      }
    `}

  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const StyledExcerpt = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledTags = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[1]};
`;

export type BlogPostCardProps = {
  post: BlogPostSummary;
  variant?: BlogPostCardVariant;
  headingAs?: 'h2' | 'h3';
};

/** A post in a list: cover, date, author, reading time, title (links to the post), excerpt and tags. */
export function BlogPostCard({ post, variant = 'default', headingAs = 'h3' }: BlogPostCardProps) {
  const tags = post.tags.slice(0, CARD_TAGS);
  return (
    <StyledCard forwardedAs="article" padding="none" interactive $variant={variant} aria-label={post.title}>
      <BlogCover src={post.featuredImage} alt={post.title} />
      <StyledBody $variant={variant}>
        <BlogPostMeta post={post} />
        <StyledTitle as={headingAs} $variant={variant}>
          <Link to={paths.blogPost(post.slug)}>{post.title}</Link>
        </StyledTitle>
        {post.excerpt ? <StyledExcerpt $lines={variant === 'default' ? 3 : 4}>{post.excerpt}</StyledExcerpt> : null}
        {tags.length > 0 ? (
          <StyledTags>
            <TagList items={tags} label="Etiquetas" size="sm" />
          </StyledTags>
        ) : null}
      </StyledBody>
    </StyledCard>
  );
}

/* Grid cells stretch their child with flex-basis 0, which ignores a plain height. */
const StyledSkeleton = styled(SkeletonBlock)`
  min-height: ${({ $height }) => $height}px;
`;

/** Placeholder card while a list loads. */
export function BlogPostCardSkeleton({ height = 400 }: { height?: number }) {
  return <StyledSkeleton $height={height} aria-hidden="true" />;
}

/** Posts in a grid: one column, two from 768 px, three from 1024 px. */
export const BlogPostGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
