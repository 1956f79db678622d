import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ContactDetails } from '../features/contact/components/ContactDetails';
import { ContactForm } from '../features/contact/components/ContactForm';
import { paths } from '../paths';
import { Card, Container, PageHero, usePageMeta } from '../ui';

const StyledBody = styled.section`
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/* The cards overlap the hero's lower edge, as the home's featured services do. */
const StyledGrid = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin-top: -${({ theme }) => theme.space[12]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const StyledLede = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHelp = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /contact (spec §2 'Information pages'): contact details, hours, reply time and the message form. */
export default function ContactPage() {
  usePageMeta({
    title: 'Contacto',
    description:
      'Contacta con Rutalia: escríbenos a contacto@rutalia.es o desde el formulario. Atendemos de lunes a sábado y respondemos en menos de 24 horas.',
  });
  return (
    <>
      <PageHero
        overlap
        title="Contacto"
        text="¿Tienes dudas sobre Rutalia, tu cuenta o tu plan? Escríbenos y te respondemos en menos de 24 horas."
      />
      <StyledBody aria-label="Información y formulario de contacto">
        <Container>
          <StyledGrid>
            <Card as="section" padding="lg" elevated aria-labelledby="contact-info-title">
              <h2 id="contact-info-title">Información de contacto</h2>
              <StyledLede>Estamos en el área metropolitana de Barcelona y trabajamos con empresas de toda España.</StyledLede>
              <ContactDetails />
              <StyledHelp>
                ¿Buscas una respuesta rápida? Consulta las preguntas frecuentes del <Link to={paths.help}>Centro de ayuda</Link>.
              </StyledHelp>
            </Card>
            <Card as="section" padding="lg" elevated aria-labelledby="contact-form-title">
              <h2 id="contact-form-title">Envíanos un mensaje</h2>
              <StyledLede>Cuéntanos en qué podemos ayudarte y te contestaremos por email.</StyledLede>
              <ContactForm variant="page" />
            </Card>
          </StyledGrid>
        </Container>
      </StyledBody>
    </>
  );
}
