import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Container, HeadsetIcon, TruckIcon, VisuallyHidden, WarehouseIcon } from '../../../ui';

type FeaturedService = { title: string; text: string; icon: ReactNode };

const services: FeaturedService[] = [
  {
    title: 'Transporte nacional',
    text: 'Mudanzas, paquetería y carga completa entre cualquier ciudad de España, con transportistas que conocen cada ruta.',
    icon: <TruckIcon size={26} />,
  },
  {
    title: 'Logística integral',
    text: 'Almacenaje, preparación de pedidos, distribución y última milla: encuentra un socio logístico para toda tu cadena de suministro.',
    icon: <WarehouseIcon size={26} />,
  },
  {
    title: 'Atención personalizada',
    text: 'Habla directamente con cada empresa desde la plataforma, resuelve tus dudas y elige la propuesta que mejor se adapta a ti.',
    icon: <HeadsetIcon size={26} />,
  },
];

const StyledSection = styled.section`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  margin-top: -${({ theme }) => theme.space[16]};
  padding-bottom: ${({ theme }) => theme.space[16]};

  ${({ theme }) => theme.media.lg} {
    margin-top: -5.5rem;
    padding-bottom: ${({ theme }) => theme.space[20]};
  }
`;

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/* Icon beside the text on narrow screens, above it in the three-column layout. */
const StyledBody = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'icon title'
    'text text';
  column-gap: ${({ theme }) => theme.space[4]};
  row-gap: ${({ theme }) => theme.space[3]};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-areas:
      'icon title'
      'icon text';
    row-gap: ${({ theme }) => theme.space[1]};
    align-items: start;
  }

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  grid-area: icon;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};

  ${({ theme }) => theme.media.lg} {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const StyledTitle = styled.h3`
  grid-area: title;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.lg} {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const StyledText = styled.p`
  grid-area: text;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/** The three featured services under the hero. */
export function FeaturedServices() {
  return (
    <StyledSection aria-labelledby="featured-services-title">
      <Container>
        <VisuallyHidden as="h2" id="featured-services-title">
          Servicios destacados
        </VisuallyHidden>
        <StyledGrid>
          {services.map((service) => (
            <Card as="li" key={service.title} elevated padding="lg">
              <StyledBody>
                <StyledIcon>{service.icon}</StyledIcon>
                <StyledTitle>{service.title}</StyledTitle>
                <StyledText>{service.text}</StyledText>
              </StyledBody>
            </Card>
          ))}
        </StyledGrid>
      </Container>
    </StyledSection>
  );
}
