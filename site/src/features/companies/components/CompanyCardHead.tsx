import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { CardTitle, MapPinIcon } from '../../../ui';
import type { CompanyCard } from '../companies.api';
import { CompanyLogo } from './CompanyLogo';
import { TrustBadges } from './TrustBadges';

const StyledHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
`;

const StyledHeadText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1;
`;

const StyledPlace = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type CompanyCardHeadProps = {
  company: Pick<CompanyCard, 'companyName' | 'logo' | 'seoParam' | 'verified' | 'badges' | 'city' | 'province'>;
  headingAs?: 'h2' | 'h3';
  logoSize?: number;
};

/** Top of a company card: logo, linked name, «Verificado» and the checked documents (TrustBadges), and city/province. */
export function CompanyCardHead({ company, headingAs = 'h3', logoSize }: CompanyCardHeadProps) {
  const place = [company.city, company.province]
    .filter(Boolean)
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(', ');
  return (
    <StyledHead>
      <CompanyLogo name={company.companyName} logo={company.logo} size={logoSize} />
      <StyledHeadText>
        <CardTitle as={headingAs}>
          <Link to={paths.companyDetail(company.seoParam)}>{company.companyName}</Link>
        </CardTitle>
        <TrustBadges verified={company.verified} badges={company.badges} />
        {place ? (
          <StyledPlace>
            <MapPinIcon size={14} aria-hidden />
            {place}
          </StyledPlace>
        ) : null}
      </StyledHeadText>
    </StyledHead>
  );
}
