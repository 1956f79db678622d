import { responseTimeSentence } from '@rutalia/catalog/response-time';
import styled from 'styled-components';
import { Card, IconSvg, MapPinIcon, type IconProps } from '../../../ui';
import { ContactCompanyButton } from '../../messages/components/ContactCompanyButton';
import { formatRating, reviewCountLabel, Stars } from '../../reviews/components/Stars';
import type { Company } from '../companies.api';
import { CompanyLogo } from './CompanyLogo';
import { TrustBadges } from './TrustBadges';

const StyledHero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
`;

const StyledHeroText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const ClockIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </IconSvg>
);

/** Top card of the public company page: logo, name, place, rating, usual response time, what Rutalia checked (TrustBadges) and a contact button. */
export function CompanyDetailHeader({ company: c }: { company: Company }) {
  const response = responseTimeSentence(c.responseMinutes);
  const place = [c.city, c.province]
    .filter(Boolean)
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(', ');

  return (
    <Card padding="md">
      <StyledHero>
        <CompanyLogo name={c.companyName} logo={c.logo} size={96} />
        <StyledHeroText>
          <h1>{c.companyName}</h1>
          <StyledMeta>
            {place ? (
              <span>
                <MapPinIcon size={16} /> {place}
              </span>
            ) : null}
            {c.rating.count > 0 && c.rating.average !== null ? (
              <span>
                <Stars value={c.rating.average} /> {formatRating(c.rating.average)} ({reviewCountLabel(c.rating.count)})
              </span>
            ) : (
              <span>Sin reseñas</span>
            )}
            {response ? (
              <span title="Mediana del tiempo entre abrir una solicitud y enviar su propuesta">
                <ClockIcon size={16} /> {response}
              </span>
            ) : null}
          </StyledMeta>
          <TrustBadges verified={c.verified} badges={c.badges} size="md" />
        </StyledHeroText>
        <ContactCompanyButton company={c} variant="accent" />
      </StyledHero>
    </Card>
  );
}
