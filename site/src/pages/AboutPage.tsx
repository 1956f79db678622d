import styled from 'styled-components';
import { PILLARS, REASONS } from '../features/about/aboutContent';
import { AboutGrid } from '../features/about/components/AboutGrid';
import { LandingCtas, LandingSection } from '../features/landing/LandingParts';
import { paths } from '../paths';
import { ArrowRightIcon, Button, PageHero, usePageMeta } from '../ui';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledStory = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** /about: who we are, mission, vision, trust, growth and the reasons to choose Rutalia (spec §2). */
export default function AboutPage() {
  usePageMeta({
    title: 'Sobre nosotros',
    description:
      'Rutalia conecta a clientes que necesitan transporte, mudanzas o logística con empresas verificadas de toda España. Conoce nuestra misión, visión y valores.',
  });
  return (
    <>
      <PageHero
        eyebrow="Sobre nosotros"
        title="Conectamos a quien necesita mover algo con quien sabe moverlo"
        text="Rutalia es el marketplace del transporte y la logística en España: los clientes publican lo que necesitan y las empresas del sector les envían sus propuestas."
      >
        <StyledActions>
          <Button to={paths.companies} variant="accent" iconRight={<ArrowRightIcon size={18} />}>
            Ver empresas
          </Button>
          <Button to={paths.registerCompany} variant="inverse">
            Registrar mi empresa
          </Button>
        </StyledActions>
      </PageHero>

      <LandingSection title="Quiénes somos">
        <StyledStory>
          <p>
            Encontrar una empresa de confianza para una mudanza, un envío de mercancía o un almacén suele costar horas de llamadas y
            presupuestos que no se pueden comparar. En Rutalia lo resolvemos con un proceso sencillo: publicas tu solicitud gratis, las
            empresas interesadas te responden con un mensaje y su precio, y tú eliges.
          </p>
          <p>
            Al otro lado están las empresas de transporte, mudanzas y logística, desde profesionales autónomos hasta operadores con flota y
            almacén propios. Con su perfil en el directorio llegan a clientes de toda España que ya han dicho qué necesitan, dónde y cuándo.
          </p>
          <p>
            Somos un equipo con sede en Barberà del Vallès (Barcelona) y cuidamos que la plataforma sea un lugar seguro: toda la
            comunicación pasa por Rutalia y tus datos de contacto solo se comparten cuando aceptas una propuesta.
          </p>
        </StyledStory>
      </LandingSection>

      <LandingSection title="Lo que nos mueve" alt>
        <AboutGrid items={PILLARS} />
      </LandingSection>

      <LandingSection
        title="¿Por qué elegir Rutalia?"
        lede="Lo que encontrarás en la plataforma, tanto si buscas un transporte como si lo ofreces."
      >
        <AboutGrid items={REASONS} columns={3} />
      </LandingSection>

      <LandingSection title="Empieza hoy" alt>
        <LandingCtas
          items={[
            {
              title: '¿Necesitas un transporte o una mudanza?',
              text: 'Crea tu cuenta de cliente gratis, publica tu solicitud y recibe propuestas de empresas verificadas.',
              action: (
                <Button to={paths.registerClient} variant="accent" iconRight={<ArrowRightIcon size={18} />}>
                  Registrarme como cliente
                </Button>
              ),
            },
            {
              title: '¿Tienes una empresa del sector?',
              text: 'Publica tu perfil, consulta las solicitudes y envía propuestas. 7 días gratis, sin tarjeta de crédito.',
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
