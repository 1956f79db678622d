import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, Input, SearchIcon, VisuallyHidden } from '../../ui';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    max-width: 60ch;
    margin: ${({ theme }) => theme.space[4]} auto 0;
    color: ${({ theme }) => theme.colors.textInverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledSearch = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 620px;
  margin: ${({ theme }) => theme.space[8]} auto 0;

  > div {
    flex: 1;
  }
  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column;
  }
`;

const StyledSection = styled.section<{ $alt: boolean; $lede: boolean }>`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surfaceAlt : theme.colors.surface)};

  h2 {
    margin-bottom: ${({ theme, $lede }) => ($lede ? theme.space[2] : theme.space[6])};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  h2 + p {
    margin-bottom: ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCtaGrid = styled.div<{ $stretch: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    align-self: ${({ $stretch }) => ($stretch ? 'stretch' : 'flex-start')};
  }
`;

export type LandingHeroProps = {
  title: string;
  text: string;
  /** Accessible name of the search box ('Buscar trabajos'). */
  searchLabel: string;
  placeholder: string;
  buttonLabel: string;
  /** The list the search opens, with `?q=` when something was typed. */
  target: string;
};

/** Dark hero of a static landing (/trabajos, /empresas): title, text and a search box that opens the list. */
export function LandingHero({ title, text, searchLabel, placeholder, buttonLabel, target }: LandingHeroProps) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = q.trim();
    void navigate(typed ? `${target}?q=${encodeURIComponent(typed)}` : target); // never rejects
  };

  return (
    <StyledHero>
      <Container>
        <h1>{title}</h1>
        <p>{text}</p>
        <StyledSearch role="search" onSubmit={onSubmit}>
          <div>
            <VisuallyHidden as="label" htmlFor={inputId}>
              {searchLabel}
            </VisuallyHidden>
            <Input
              id={inputId}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={placeholder}
              maxLength={100}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="accent" iconLeft={<SearchIcon size={18} />}>
            {buttonLabel}
          </Button>
        </StyledSearch>
      </Container>
    </StyledHero>
  );
}

/** A band of a static landing: an h2, an optional lede under it, then the content. */
export function LandingSection({
  title,
  lede,
  alt = false,
  children,
}: {
  title?: string;
  lede?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <StyledSection $alt={alt} $lede={Boolean(lede)}>
      <Container>
        {title ? <h2>{title}</h2> : null}
        {lede ? <p>{lede}</p> : null}
        {children}
      </Container>
    </StyledSection>
  );
}

export type LandingCta = { title: string; text: string; action: ReactNode };

/** The closing pair of calls to action (client / company); `stretchActions` makes their buttons full width. */
export function LandingCtas({ items, stretchActions = false }: { items: readonly LandingCta[]; stretchActions?: boolean }) {
  return (
    <StyledCtaGrid $stretch={stretchActions}>
      {items.map((item) => (
        <Card key={item.title} padding="lg">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.action}
        </Card>
      ))}
    </StyledCtaGrid>
  );
}
