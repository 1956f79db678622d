import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, slugify } from '../../paths';
import { Container } from '../../ui';
import { Logo } from './Logo';

export const FOOTER_TAGLINE = 'La plataforma líder que conecta el sector logístico y de transporte';

type FooterLink = { label: string; to: string } | { label: string; placeholder: true };

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Plataforma',
    links: [
      { label: 'Empresas', to: paths.companies },
      { label: 'Trabajos', to: paths.jobs },
      { label: 'Ubicaciones', to: paths.locations },
      { label: 'Precios', to: paths.pricing },
      // Spec: 'Logística' is a placeholder with no page behind it.
      { label: 'Logística', placeholder: true },
    ],
  },
  {
    title: 'Compañía',
    links: [
      { label: 'Sobre nosotros', to: paths.about },
      { label: 'Blog', to: paths.blog },
      { label: 'Contacto', to: paths.contact },
      // Spec: 'Carreras' is a placeholder with no page behind it.
      { label: 'Carreras', placeholder: true },
    ],
  },
  {
    title: 'Ayuda y legal',
    links: [
      { label: 'Centro de ayuda', to: paths.help },
      { label: 'Términos y condiciones', to: paths.terms },
      { label: 'Política de privacidad', to: paths.privacy },
    ],
  },
];

const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverseMuted};
`;

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.6fr) repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[8]};
    padding-block: ${({ theme }) => theme.space[16]};
  }
`;

const StyledBrand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 360px;

  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const StyledTagline = styled.p`
  color: ${({ theme }) => theme.colors.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const StyledColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledLinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const StyledLink = styled(Link)`
  display: inline-block;
  padding-block: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textInverseMuted};
  text-decoration: none;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.textInverse};
    text-decoration: underline;
  }
`;

const StyledPlaceholder = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: 2px;
  color: ${({ theme }) => theme.colors.textInverseMuted};
`;

const StyledSoon = styled.span`
  white-space: nowrap;
  padding: 1px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.inverseLine};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textInverseMuted};
`;

const StyledBottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.inverseLine};
`;

/* The floating WhatsApp button sits over the page's last lines: extra room below them on phones,
   beside them (the row's right end) from md. */
const StyledBottomInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[20]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding-block: ${({ theme }) => theme.space[6]};
    padding-right: ${({ theme }) => theme.space[16]};
  }
`;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <StyledFooter>
      <Container>
        <StyledTop>
          <StyledBrand>
            <Logo inverse />
            <StyledTagline>{FOOTER_TAGLINE}</StyledTagline>
          </StyledBrand>

          {columns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${slugify(column.title)}`}>
              <StyledColumnTitle id={`footer-${slugify(column.title)}`}>{column.title}</StyledColumnTitle>
              <StyledLinkList>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <StyledLink to={link.to}>{link.label}</StyledLink>
                    ) : (
                      <StyledPlaceholder>
                        {link.label}
                        <StyledSoon>Próximamente</StyledSoon>
                      </StyledPlaceholder>
                    )}
                  </li>
                ))}
              </StyledLinkList>
            </nav>
          ))}
        </StyledTop>
      </Container>

      <StyledBottom>
        <Container>
          <StyledBottomInner>
            <p>© {year} Rutalia. Todos los derechos reservados.</p>
            <StyledLink to={paths.sitemap}>Mapa del sitio</StyledLink>
          </StyledBottomInner>
        </Container>
      </StyledBottom>
    </StyledFooter>
  );
}
