import styled from 'styled-components';
import { paths } from '../../../paths';
import { Badge, Button, Card, CardGrid, MessageSquareIcon, SkeletonBlock, TagList } from '../../../ui';
import { RatingSummary } from '../../reviews/components/Stars';
import type { CompanyCard as CompanyCardData } from '../companies.api';
import { CompanyCardHead } from './CompanyCardHead';
import { FeaturedLabel } from './FeaturedLabel';

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
  const detail = paths.companyDetail(company.seoParam);

  return (
    <Card as="article" padding="sm" interactive aria-label={company.companyName}>
      {company.featured ? <FeaturedLabel /> : null}
      <CompanyCardHead company={company} headingAs={headingAs} />

      {variant === 'location' && company.excerpt ? <StyledExcerpt>{company.excerpt}</StyledExcerpt> : null}

      {tags.length > 0 ? (
        <TagList items={tags} label="Servicios" size="sm" top={4}>
          {more > 0 ? (
            <li>
              <Badge size="sm">+{more} más</Badge>
            </li>
          ) : null}
        </TagList>
      ) : null}

      {variant === 'directory' ? <RatingSummary rating={company.rating} /> : null}

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

/** Placeholder card while the list loads. */
export function CompanyCardSkeleton() {
  return <SkeletonBlock $height={248} aria-hidden="true" />;
}

export const StyledCompanyGrid = styled(CardGrid)`
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
