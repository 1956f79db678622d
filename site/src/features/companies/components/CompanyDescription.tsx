import styled from 'styled-components';
import { CompanySection } from './CompanySection';

const StyledRichText = styled.div`
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
`;

/** 'Sobre la empresa' section: the company's rich-text description, or a placeholder text. */
export function CompanyDescription({ description }: { description: string | null }) {
  return (
    <CompanySection titleId="company-about" title="Sobre la empresa">
      {description ? (
        // Sanitized on the server (allow-list of tags and attributes) when it is written.
        <StyledRichText dangerouslySetInnerHTML={{ __html: description }} />
      ) : (
        <p>Esta empresa todavía no ha añadido una descripción.</p>
      )}
    </CompanySection>
  );
}
