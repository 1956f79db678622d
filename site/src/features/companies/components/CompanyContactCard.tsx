import styled from 'styled-components';
import { Card, ExternalLinkIcon, MailIcon, PhoneIcon, UserIcon } from '../../../ui';
import { ContactCompanyButton } from '../../messages/components/ContactCompanyButton';
import type { Company } from '../companies.api';
import { StyledCompanySectionTitle } from './CompanySection';

const StyledContactList = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary500};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  p {
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
  }
`;

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * 'Información de contacto' card: contact person, phone, email and website
 * (each only when given) and a contact button. Its heading (`company-contact`)
 * labels the surrounding aside.
 */
export function CompanyContactCard({ company: c }: { company: Company }) {
  return (
    <Card padding="md">
      <StyledCompanySectionTitle id="company-contact">Información de contacto</StyledCompanySectionTitle>
      <StyledContactList>
        {c.contactPerson ? (
          <li>
            <UserIcon size={18} />
            <span>
              <strong>Persona de contacto</strong>
              <p>{c.contactPerson}</p>
            </span>
          </li>
        ) : null}
        {c.phone ? (
          <li>
            <PhoneIcon size={18} />
            <span>
              <strong>Teléfono</strong>
              <p>
                <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>
              </p>
            </span>
          </li>
        ) : null}
        {c.email ? (
          <li>
            <MailIcon size={18} />
            <span>
              <strong>Email</strong>
              <p>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </p>
            </span>
          </li>
        ) : null}
        {c.website ? (
          <li>
            <ExternalLinkIcon size={18} />
            <span>
              <strong>Sitio web</strong>
              <p>
                <a href={websiteHref(c.website)} target="_blank" rel="noopener noreferrer nofollow">
                  {c.website.replace(/^https?:\/\//i, '')}
                </a>
              </p>
            </span>
          </li>
        ) : null}
      </StyledContactList>
      <ContactCompanyButton company={c} variant="primary" fullWidth />
    </Card>
  );
}
