import styled from 'styled-components';
import { RichTextContent } from '../../../ui';

/** Reading typography for a post's body: comfortable size, spaced headings, lists, quotes, images that never overflow. */
const StyledArticleContent = styled(RichTextContent)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  > * + * {
    margin-top: ${({ theme }) => theme.space[5]};
  }
  > h2,
  > h3,
  > h4 {
    margin-top: ${({ theme }) => theme.space[10]};
  }
  h2 + *,
  h3 + *,
  h4 + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
  h3,
  h4 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.accentText};
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: underline;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  blockquote {
    margin-inline: 0;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.primary50};
    color: ${({ theme }) => theme.colors.primary600};
    font-style: italic;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figure {
    margin-inline: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  pre,
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;

/** The post's HTML (sanitized by the server on write). */
export function ArticleContent({ html }: { html: string }) {
  return <StyledArticleContent html={html} />;
}
