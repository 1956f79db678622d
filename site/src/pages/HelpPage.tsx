import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FaqAccordion } from '../features/help/components/FaqAccordion';
import { HelpCategories } from '../features/help/components/HelpCategories';
import { HelpSupport } from '../features/help/components/HelpSupport';
import { TrustBadgesHelp } from '../features/help/components/TrustBadgesHelp';
import { filterFaqs } from '../features/help/faqSearch';
import { FAQS, HELP_CATEGORIES, type HelpCategoryId } from '../features/help/faqs';
import { LandingSection } from '../features/landing/LandingParts';
import { Button, Container, EmptyState, Input, PageHero, SearchBox, SearchIcon, usePageMeta, VisuallyHidden } from '../ui';

const StyledSearch = styled.form`
  text-align: left;

  input {
    min-height: 52px;
  }
`;

const StyledFaqHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFaqSection = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledSupport = styled.div`
  padding-bottom: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

function resultsLabel(count: number, filtered: boolean): string {
  if (!filtered) return `${count} preguntas frecuentes`;
  return count === 1 ? '1 resultado' : `${count} resultados`;
}

/** /help: search over the FAQs, four categories that filter them, six expandable FAQs and the support contacts (spec §2). */
export default function HelpPage() {
  usePageMeta({
    title: 'Centro de ayuda',
    description:
      'Respuestas sobre cómo publicar solicitudes, registrar tu empresa, la verificación, los mensajes y la facturación en Rutalia. Contacta con soporte si lo necesitas.',
  });
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategoryId | null>(null);

  const results = useMemo(() => filterFaqs(FAQS, query, category), [query, category]);
  // Per-category counts follow the search, so a tile tells how many answers it would show.
  const counts = useMemo(() => {
    const matching = filterFaqs(FAQS, query, null);
    return Object.fromEntries(HELP_CATEGORIES.map((c) => [c.id, matching.filter((faq) => faq.category === c.id).length])) as Record<
      HelpCategoryId,
      number
    >;
  }, [query]);

  const filtered = query.trim() !== '' || category !== null;
  const categoryName = HELP_CATEGORIES.find((c) => c.id === category)?.name;
  const clear = () => {
    setQuery('');
    setCategory(null);
  };

  return (
    <>
      <PageHero
        eyebrow="Centro de ayuda"
        title="¿En qué podemos ayudarte?"
        text="Busca tu duda o elige una categoría. Si no encuentras la respuesta, nuestro equipo de soporte te atiende."
      >
        <StyledSearch role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <VisuallyHidden as="label" htmlFor={searchId}>
            Buscar en el centro de ayuda
          </VisuallyHidden>
          <SearchBox>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Ej.: verificación, facturas…"
              maxLength={100}
              enterKeyHint="search"
              autoComplete="off"
            />
          </SearchBox>
        </StyledSearch>
      </PageHero>

      <LandingSection title="Categorías">
        <HelpCategories selected={category} onSelect={setCategory} counts={counts} />
      </LandingSection>

      <StyledFaqSection aria-labelledby="help-faqs-title">
        <Container narrow>
          <StyledFaqHeader>
            <h2 id="help-faqs-title">{categoryName ? `Preguntas frecuentes: ${categoryName}` : 'Preguntas frecuentes'}</h2>
            <p role="status">{resultsLabel(results.length, filtered)}</p>
          </StyledFaqHeader>
          {results.length > 0 ? (
            <FaqAccordion faqs={results} />
          ) : (
            <EmptyState
              headingAs="h3"
              icon={<SearchIcon size={26} />}
              title="No hemos encontrado respuestas"
              description={
                query.trim()
                  ? `Ninguna pregunta${categoryName ? ` de ${categoryName}` : ''} coincide con «${query.trim()}». Prueba con otras palabras o escríbenos.`
                  : 'No hay preguntas en esta categoría.'
              }
              action={
                <Button variant="outline" onClick={clear}>
                  Ver todas las preguntas
                </Button>
              }
            />
          )}
        </Container>
      </StyledFaqSection>

      <TrustBadgesHelp />

      <StyledSupport>
        <Container narrow>
          <HelpSupport />
        </Container>
      </StyledSupport>
    </>
  );
}
