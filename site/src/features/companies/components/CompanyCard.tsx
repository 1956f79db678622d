import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { paths } from '../../../paths';
import { Badge, Button, Card, CheckCircleIcon, MapPinIcon, MessageSquareIcon } from '../../../ui';
import { formatRating, reviewCountLabel, Stars } from '../../reviews/components/Stars';
import type { CompanyCard as CompanyCardData } from '../companies.api';
import { CompanyLogo } from './CompanyLogo';

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
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const StyledPlace = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledExcerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const StyledRating = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[5]};

  > * {
    flex: 1;
  }
`;

export type CompanyCardProps = {
  company: CompanyCardData;
  /** 'directory': 2 service tags and the rating; 'location': excerpt and up to 3 tags (spec §2 'Location landing'). */
  variant?: 'directory' | 'location';
  headingAs?: 'h2' | 'h3';
};

/** Company card of the directory, the location landings and the related-companies lists. */
export function CompanyCard({ company, variant = 'directory', headingAs = 'h3' }: CompanyCardProps) {
  const maxTags = variant === 'location' ? 3 : 2;
  const tags = company.services.slice(0, maxTags);
  const more = company.services.length - tags.length;
  const place = [company.city, company.province].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(', ');
  const detail = paths.companyDetail(company.seoParam);

  return (
    <Card as="article" padding="sm" interactive aria-label={company.companyName}>
      <StyledHead>
        <CompanyLogo name={company.companyName} logo={company.logo} />
        <StyledHeadText>
          <StyledName as={headingAs}>
            <Link to={detail}>{company.companyName}</Link>
          </StyledName>
          {company.verified ? (
            <span>
              <Badge tone="success" size="sm" icon={<CheckCircleIcon size={12} />}>
                Verificado
              </Badge>
            </span>
          ) : null}
          {place ? (
            <StyledPlace>
              <MapPinIcon size={14} />
              {place}
            </StyledPlace>
          ) : null}
        </StyledHeadText>
      </StyledHead>

      {variant === 'location' && company.excerpt ? <StyledExcerpt>{company.excerpt}</StyledExcerpt> : null}

      {tags.length > 0 ? (
        <StyledTags aria-label="Servicios">
          {tags.map((service) => (
            <li key={service}>
              <Badge tone="info" size="sm">
                {service}
              </Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge size="sm">+{more} más</Badge>
            </li>
          ) : null}
        </StyledTags>
      ) : null}

      {variant === 'directory' ? (
        <StyledRating>
          {company.rating.count > 0 && company.rating.average !== null ? (
            <>
              <Stars value={company.rating.average} />
              <strong>{formatRating(company.rating.average)}</strong>
              <span>({reviewCountLabel(company.rating.count)})</span>
            </>
          ) : (
            <span>Sin reseñas</span>
          )}
        </StyledRating>
      ) : null}

      <StyledActions>
        {variant === 'directory' ? (
          <Button to={detail} variant="outline" size="sm" aria-label={`Ver más sobre ${company.companyName}`}>
            Ver más
          </Button>
        ) : null}
        <Button
          to={paths.messagesWithCompany(company.id)}
          size="sm"
          iconLeft={<MessageSquareIcon size={16} />}
          aria-label={`Contactar con ${company.companyName}`}
        >
          Contactar
        </Button>
      </StyledActions>
    </Card>
  );
}

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`;

const StyledSkeleton = styled.div`
  height: 248px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.gray100};
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** Placeholder card while the list loads. */
export function CompanyCardSkeleton() {
  return <StyledSkeleton aria-hidden="true" />;
}

export const StyledCompanyGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
  }
  > li > * {
    flex: 1;
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
