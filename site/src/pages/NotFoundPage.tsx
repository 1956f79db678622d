import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  BuildingIcon,
  Button,
  Container,
  HomeIcon,
  InfoIcon,
  MailIcon,
  NewspaperIcon,
  usePageMeta,
} from '../ui';

type Suggestion = { to: string; label: string; description: string; icon: ReactNode };

const suggestions: Suggestion[] = [
  { to: paths.home, label: 'Inicio', description: 'Vuelve a la página principal de Rutalia.', icon: <HomeIcon size={22} /> },
  {
    to: paths.companies,
    label: 'Empresas',
    description: 'Encuentra empresas de transporte y logística.',
    icon: <BuildingIcon size={22} />,
  },
  { to: paths.blog, label: 'Blog', description: 'Guías y novedades del sector logístico.', icon: <NewspaperIcon size={22} /> },
  { to: paths.about, label: 'Sobre nosotros', description: 'Conoce quiénes somos y qué hacemos.', icon: <InfoIcon size={22} /> },
  { to: paths.contact, label: 'Contacto', description: '¿Necesitas ayuda? Escríbenos.', icon: <MailIcon size={22} /> },
];

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
`;

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const StyledCode = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
`;

const StyledText = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPath = styled.code`
  padding: 1px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray200};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
  word-break: break-all;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledSuggestionsTitle = styled.h2`
  margin: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

/* Flex rather than grid so an incomplete last row stays centred. */
const StyledList = styled.ul`
  --gap: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--gap);
  list-style: none;

  > li {
    flex: 1 1 100%;
  }

  ${({ theme }) => theme.media.md} {
    > li {
      flex: 0 1 calc((100% - var(--gap)) / 2);
    }
  }

  ${({ theme }) => theme.media.lg} {
    --gap: ${({ theme }) => theme.space[4]};
    > li {
      flex-basis: calc((100% - 2 * var(--gap)) / 3);
    }
  }
`;

const StyledSuggestion = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:hover > svg:last-child {
    transform: translateX(3px);
    color: ${({ theme }) => theme.colors.accentText};
  }

  > svg:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.base};
  }
`;

const StyledSuggestionIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary50};
  color: ${({ theme }) => theme.colors.primary500};
`;

const StyledSuggestionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** 404 for any URL no route matches (spec: 'Página no encontrada'). */
export default function NotFoundPage() {
  usePageMeta({
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o ha cambiado de dirección.',
    noIndex: true,
  });
  const navigate = useNavigate();
  const location = useLocation();

  // Opened directly (no previous entry in this tab's history): go home instead.
  // A data router's navigation never rejects.
  const goBack = () => {
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <StyledPage aria-labelledby="not-found-title">
      <Container>
        <StyledIntro>
          <StyledCode>Error 404</StyledCode>
          <StyledTitle id="not-found-title">Página no encontrada</StyledTitle>
          <StyledText>
            Lo sentimos, la página <StyledPath>{location.pathname}</StyledPath> no existe, se ha movido o la dirección no es correcta.
          </StyledText>
          <StyledActions>
            <Button variant="outline" onClick={goBack} iconLeft={<ArrowLeftIcon size={18} />}>
              Volver atrás
            </Button>
            <Button to={paths.home} variant="primary">
              Ir al inicio
            </Button>
          </StyledActions>
        </StyledIntro>

        <nav aria-labelledby="not-found-links">
          <StyledSuggestionsTitle id="not-found-links">Estas páginas pueden ayudarte</StyledSuggestionsTitle>
          <StyledList>
            {suggestions.map((item) => (
              <li key={item.to}>
                <StyledSuggestion to={item.to}>
                  <StyledSuggestionIcon>{item.icon}</StyledSuggestionIcon>
                  <StyledSuggestionText>
                    <strong>{item.label}</strong>
                    <span>{item.description}</span>
                  </StyledSuggestionText>
                  <ArrowRightIcon size={18} />
                </StyledSuggestion>
              </li>
            ))}
          </StyledList>
        </nav>
      </Container>
    </StyledPage>
  );
}
