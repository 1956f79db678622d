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
  MapPinIcon,
  MessageSquareIcon,
  proposalCountLabel,
  SkeletonBlock,
  TagList,
  UserIcon,
} from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';
import { clientDisplayName } from '../jobText';

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  time {
    min-width: 0;
  }
  > span {
    flex-shrink: 0;
  }
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

/** A public job (request) card: title, location, services, date, excerpt, proposals and the client's public name. */
export function JobCard({ job, headingAs = 'h3' }: JobCardProps) {
  const detail = paths.jobDetail(job.seoParam || job.id);
  const client = clientDisplayName(job);
  const text = htmlExcerpt(job.description, 180);

  return (
    <Card as="article" padding="sm" interactive aria-label={job.title}>
      <StyledTop>
        <time dateTime={job.createdAt} title={formatDate(job.createdAt)}>
          {capitalize(formatRelative(job.createdAt))}
        </time>
        <Badge tone={job.proposalCount > 0 ? 'accent' : 'neutral'} size="sm" icon={<MessageSquareIcon size={12} aria-hidden />}>
          {proposalCountLabel(job.proposalCount, 'Sin propuestas')}
        </Badge>
      </StyledTop>

      <StyledTitle as={headingAs}>
        <Link to={detail}>{job.title}</Link>
      </StyledTitle>

      {job.location ? (
        <StyledMeta>
          <MapPinIcon size={14} aria-hidden />
          <span>{job.location}</span>
        </StyledMeta>
      ) : null}

      {job.services.length > 0 ? <TagList items={job.services} label="Tipo de servicio" size="sm" top={3} /> : null}

      {text ? <StyledExcerpt>{text}</StyledExcerpt> : null}

      <StyledSpacer />
      <StyledFooter>
        {client ? (
          <StyledMeta>
            <UserIcon size={14} aria-hidden />
            <span>{client}</span>
          </StyledMeta>
        ) : (
          <span />
        )}
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
  return <SkeletonBlock $height={260} aria-hidden="true" />;
}

/** Grid of job cards: one column, two from 768 px. */
export const StyledJobGrid = styled(CardGrid)`
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
