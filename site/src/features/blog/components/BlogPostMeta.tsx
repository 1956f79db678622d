import styled from 'styled-components';
import { formatDate, UserIcon, VisuallyHidden } from '../../../ui';
import type { BlogPostSummary } from '../blog.api';
import { CalendarIcon, ClockIcon } from './blogIcons';

const StyledMeta = styled.ul<{ $size: 'sm' | 'md' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme, $size }) => ($size === 'sm' ? theme.space[3] : theme.space[4])};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  svg {
    flex-shrink: 0;
  }
`;

/** Reading time as shown on cards and posts. */
export const readingTimeLabel = (minutes: number) => `${minutes} min de lectura`;

export type BlogPostMetaProps = {
  post: Pick<BlogPostSummary, 'publishedAt' | 'authorName' | 'readingMinutes'>;
  size?: 'sm' | 'md';
  className?: string;
};

/** Date, author and reading time of a post. */
export function BlogPostMeta({ post, size = 'sm', className }: BlogPostMetaProps) {
  const iconSize = size === 'sm' ? 14 : 16;
  return (
    <StyledMeta $size={size} className={className} aria-label="Datos del artículo">
      <li>
        <CalendarIcon size={iconSize} />
        <VisuallyHidden>Publicado el </VisuallyHidden>
        <time dateTime={post.publishedAt} suppressHydrationWarning>
          {formatDate(post.publishedAt)}
        </time>
      </li>
      <li>
        <UserIcon size={iconSize} aria-hidden />
        <span>
          <VisuallyHidden>Autor: </VisuallyHidden>
          {post.authorName}
        </span>
      </li>
      <li>
        <ClockIcon size={iconSize} />
        <span>{readingTimeLabel(post.readingMinutes)}</span>
      </li>
    </StyledMeta>
  );
}
