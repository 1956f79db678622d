import styled from 'styled-components';
import { JobCategories } from '../features/jobs/components/JobCategories';
import { FiguresBand } from '../features/stats/components/FiguresBand';
import { LandingCtas, LandingHero, LandingSection } from '../features/landing/LandingParts';
import { paths } from '../paths';
import { ArrowRightIcon, Button, Card, usePageMeta } from '../ui';

const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    counter-increment: step;
  }
  li > * {
    flex: 1;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3::before {
    content: counter(step);
    display: grid;
    flex-shrink: 0;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
`;

const STEPS = [
  {
    title: 'Publica tu solicitud',
    text: 'Cuéntanos qué necesitas transportar, desde dónde y hacia dónde. Es gratis y solo te llevará unos minutos.',
  },
  {
    title: 'Recibe ofertas',
    text: 'Las empresas de transporte interesadas te envían sus propuestas con un mensaje y su precio.',
  },
  {
    title: 'Elige la mejor',
    text: 'Compara precios y valoraciones, acepta la propuesta que más te convenga y habla con la empresa en la plataforma.',
  },
] as const;

/** /trabajos: static jobs landing with a search box, four categories, three steps and site figures. */
export default function TrabajosPage() {
  usePageMeta({
    title: 'Trabajos de transporte, mudanzas y logística',
    description:
      'Publica tu solicitud de transporte o mudanza gratis y recibe ofertas de empresas verificadas, o encuentra trabajos si tienes una empresa.',
  });
  return (
    <>
      <LandingHero
        title="Trabajos de transporte y mudanzas"
        text="Clientes de toda España publican cada día lo que necesitan mover. Encuentra trabajos para tu empresa o publica tu propia solicitud."
        searchLabel="Buscar trabajos"
        placeholder="Título, ubicación, servicio…"
        buttonLabel="Buscar trabajos"
        target={paths.jobs}
      />

      <LandingSection title="Categorías de solicitudes" lede="Explora las solicitudes activas por tipo de servicio.">
        <JobCategories variant="tiles" />
        <StyledMore>
          <Button to={paths.jobs} variant="outline" iconRight={<ArrowRightIcon size={18} />}>
            Ver todos los trabajos
          </Button>
        </StyledMore>
      </LandingSection>

      <LandingSection title="¿Cómo funciona?" lede="Tres pasos para mover lo que necesites sin complicaciones." alt>
        <StyledSteps>
          {STEPS.map((step) => (
            <li key={step.title}>
              <Card padding="md">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Card>
            </li>
          ))}
        </StyledSteps>
      </LandingSection>

      <FiguresBand />

      <LandingSection>
        <LandingCtas
          items={[
            {
              title: '¿Necesitas un transporte?',
              text: 'Publica tu solicitud gratis y recibe presupuestos de empresas verificadas de tu zona.',
              action: (
                <Button to={paths.requestCreate} variant="accent" iconRight={<ArrowRightIcon size={18} />}>
                  Publicar solicitud
                </Button>
              ),
            },
            {
              title: '¿Tienes una empresa de transporte?',
              text: 'Regístrate, consulta los trabajos disponibles y envía tus propuestas. 7 días gratis, sin tarjeta de crédito.',
              action: (
                <Button to={paths.registerCompany} iconRight={<ArrowRightIcon size={18} />}>
                  Registrar mi empresa
                </Button>
              ),
            },
          ]}
        />
      </LandingSection>
    </>
  );
}
