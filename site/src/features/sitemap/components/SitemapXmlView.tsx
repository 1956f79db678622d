import styled from 'styled-components';

const StyledSection = styled.section`
  min-width: 0;

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Scrolls on its own (both ways), so long lines never widen the page. */
const StyledPre = styled.pre`
  max-width: 100%;
  max-height: 28rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
  white-space: pre;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** One field per line, indented: the server writes each <url> on a single line. */
function indent(xml: string): string {
  return xml
    .replace(/<url>/g, '  <url>\n')
    .replace(/(<(loc|lastmod|changefreq|priority)>[^<]*<\/\2>)/g, '    $1\n')
    .replace(/<\/url>/g, '  </url>');
}

/** The generated XML as text, focusable so keyboard users can scroll it. */
export function SitemapXmlView({ xml }: { xml: string }) {
  return (
    <StyledSection aria-labelledby="sitemap-xml-heading">
      <h2 id="sitemap-xml-heading">XML generado</h2>
      <StyledPre tabIndex={0} aria-label="Contenido de sitemap.xml">
        {indent(xml)}
      </StyledPre>
    </StyledSection>
  );
}
