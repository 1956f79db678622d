import styled from 'styled-components';
import { Card } from '../../../ui';
import { ContactDetails } from '../../contact/components/ContactDetails';
import { DeferredContactForm } from './DeferredContactForm';
import { HomeSection } from './HomeSection';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** The home contact form (id `contacto`): subject from the list, optional phone and company. */
export function HomeContactSection() {
  return (
    <HomeSection
      id="contacto"
      alt
      eyebrow="Contacto"
      title="¿Hablamos?"
      lede="Cuéntanos qué necesitas: dudas sobre los planes, soporte, colaboraciones o publicidad. Te respondemos en menos de 24 horas."
    >
      <StyledGrid>
        <Card padding="lg">
          <ContactDetails />
        </Card>
        <Card padding="lg" elevated>
          <DeferredContactForm />
        </Card>
      </StyledGrid>
    </HomeSection>
  );
}
