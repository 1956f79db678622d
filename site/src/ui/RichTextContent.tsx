import styled, { css } from 'styled-components';

const StyledRichTextContent = styled.div<{ $compact: boolean }>`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
  }

  ${({ $compact, theme }) =>
    $compact &&
    css`
      color: ${theme.colors.text};

      h2,
      h3,
      h4 {
        color: ${theme.colors.primary};
        font-size: ${theme.fontSizes.md};
      }
      li + li {
        margin-top: ${theme.space[1]};
      }
    `}
`;

export type RichTextContentProps = {
  /** HTML the server sanitized on write (allow-list of tags and attributes). */
  html: string;
  /** Smaller headings and spaced list items (proposal messages and the request they answer). */
  compact?: boolean;
  className?: string;
};

/** Renders server-sanitized rich text (descriptions, proposal messages) with reading typography. */
export function RichTextContent({ html, compact = false, className }: RichTextContentProps) {
  return <StyledRichTextContent $compact={compact} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
