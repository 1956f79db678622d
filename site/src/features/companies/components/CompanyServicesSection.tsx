import styled from 'styled-components';
import { Badge } from '../../../ui';
import { CompanySection } from './CompanySection';

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

/** 'Servicios' section: the company's services as badges; nothing when it lists none. */
export function CompanyServicesSection({ services }: { services: readonly string[] }) {
  if (services.length === 0) return null;
  return (
    <CompanySection titleId="company-services" title="Servicios">
      <StyledTags>
        {services.map((service) => (
          <li key={service}>
            <Badge tone="info">{service}</Badge>
          </li>
        ))}
      </StyledTags>
    </CompanySection>
  );
}
