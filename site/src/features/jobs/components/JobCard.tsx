import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  ArrowRightIcon,
  Badge,
  Button,
  Card,
  CardGrid,
  CardTitle,
  formatDate,
  formatRelative,
  htmlExcerpt,
  MessageSquareIcon,
  proposalCountLabel,
  SkeletonBlock,
  TagList,
  UserIcon,
} from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';
import { clientDisplayName } from '../jobText';
import { JobHighlights } from './JobHighlights';

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  > span:last-child {
    flex-shrink: 0;
  }
`;

const StyledCategory = styled.span`
  min-width: 0;
  padding-top: 2px;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledHighlights = styled(JobHighlights)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledTitle = styled(CardTitle)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledMeta = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
  }
`;

const StyledExcerpt = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]};

  > p {
    margin-top: 0;
  }
`;

const StyledSpacer = styled.div`
  flex: 1;
  min-height: ${({ theme }) => theme.space[4]};
`;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type JobCardProps = {
  job: JobRequest;
  headingAs?: 'h2' | 'h3';
};

/**
 * A public job (request) card: category, title, route and distance, service date, key details,
 * photos, services, excerpt, proposals, the client's public name and when it was published.
 */
export function JobCard({ job, headingAs = 'h3' }: JobCardProps) {
  const detail = paths.jobDetail(job.seoParam || job.id);
  const client = clientDisplayName(job);
  const text = htmlExcerpt(job.description, 160);
  const published = capitalize(formatRelative(job.createdAt));

  return (
    <Card as="article" padding="sm" interactive aria-label={job.title}>
      <StyledTop>
        <StyledCategory>{job.categoryName ?? 'Solicitud'}</StyledCategory>
        <Badge tone={job.proposalCount > 0 ? 'accent' : 'neutral'} size="sm" icon={<MessageSquareIcon size={12} aria-hidden />}>
          {proposalCountLabel(job.proposalCount, 'Sin propuestas')}
        </Badge>
      </StyledTop>

      <StyledTitle as={headingAs}>
        <Link to={detail}>{job.title}</Link>
      </StyledTitle>

      <StyledHighlights job={job} />

      {job.services.length > 0 ? <TagList items={job.services} label="Tipo de servicio" size="sm" top={3} /> : null}

      {text ? <StyledExcerpt>{text}</StyledExcerpt> : null}

      <StyledSpacer />
      <StyledFooter>
        <StyledMeta>
          {client ? <UserIcon size={14} aria-hidden /> : null}
          <span>
            {client ? `${client} · ` : null}
            <time dateTime={job.createdAt} title={`Publicado el ${formatDate(job.createdAt)}`} suppressHydrationWarning>
              {published}
            </time>
          </span>
        </StyledMeta>
        <Button
          to={detail}
          variant="outline"
          size="sm"
          iconRight={<ArrowRightIcon size={16} />}
          aria-label={`Ver detalles de ${job.title}`}
        >
          Ver detalles
        </Button>
      </StyledFooter>
    </Card>
  );
}

/** Placeholder card while the list loads. */
export function JobCardSkeleton() {
  return <SkeletonBlock $height={300} aria-hidden="true" />;
}

/** Grid of job cards: one column, two from 768 px. */
export const StyledJobGrid = styled(CardGrid)`
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
