import { TagList } from '../../../ui';
import { CompanySection } from './CompanySection';

/** 'Servicios' section: the company's services as badges; nothing when it lists none. */
export function CompanyServicesSection({ services }: { services: readonly string[] }) {
  if (services.length === 0) return null;
  return (
    <CompanySection titleId="company-services" title="Servicios">
      <TagList items={services} />
    </CompanySection>
  );
}
