import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Card, Container, MailIcon, PageHeader, PageSection } from '../../../ui';
import { LEGAL_ADDRESS, LEGAL_CONTACTS, LEGAL_OWNER } from '../legalContacts';
import { lastUpdatedLabel } from '../legalDate';

export type LegalSection = {
  /** Anchor of the section (`/privacy#cookies`). */
  id: string;
  title: string;
  body: ReactNode;
};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const StyledToc = styled.nav`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[6]});
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary50};
    color: ${({ theme }) => theme.colors.primary500};
    text-decoration: underline;
  }
`;

/** Long-form legal text: readable measure, spacing between paragraphs and lists. */
const StyledArticle = styled(Card)`
  gap: ${({ theme }) => theme.space[10]};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  section,
  .legal-intro {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    max-width: 72ch;
  }
  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const StyledContacts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 !important;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
  svg {
    flex-shrink: 0;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.accentText};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The three legal mailboxes and the postal address, as a list of mailto links. */
export function LegalContacts() {
  return (
    <>
      <StyledContacts>
        {LEGAL_CONTACTS.map((contact) => (
          <li key={contact.email}>
            <MailIcon size={18} />
            <div>
              <span>{contact.label}</span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </div>
          </li>
        ))}
      </StyledContacts>
      <p>
        Dirección postal: {LEGAL_OWNER}, {LEGAL_ADDRESS}. También puedes escribirnos desde el{' '}
        <Link to={paths.contact}>formulario de contacto</Link>.
      </p>
    </>
  );
}

export type LegalLayoutProps = {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * Shared page of /privacy and /terms: title with today's date as last update,
 * a table of contents of hash links (ScrollManager scrolls to the anchor) and
 * the numbered sections, each with its own id.
 */
export function LegalLayout({ title, intro, sections }: LegalLayoutProps) {
  return (
    <PageSection>
      <Container>
        <PageHeader eyebrow="Legal" title={title} subtitle={lastUpdatedLabel()} />
        <StyledGrid>
          <StyledToc aria-labelledby="legal-toc-title">
            <Card padding="sm">
              <h2 id="legal-toc-title">Contenido</h2>
              <ol>
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <Link to={`#${section.id}`}>
                      {index + 1}. {section.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </Card>
          </StyledToc>
          <StyledArticle forwardedAs="article" padding="lg">
            <div className="legal-intro">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  {index + 1}. {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </StyledArticle>
        </StyledGrid>
      </Container>
    </PageSection>
  );
}
