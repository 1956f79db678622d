import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Card, htmlExcerpt, TagList } from '../../../ui';
import { RequestStatusBadge } from '../../requests/components/RequestStatusBadge';
import type { JobRequest } from '../../requests/requests.api';
import { JobHighlights } from './JobHighlights';
import { JobMeta } from './JobMeta';

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const StyledHighlights = styled(JobHighlights)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Compact summary of a request (the respond screen): title, status, route, date, key details, services, description excerpt, public link. */
export function JobSummaryCard({ job }: { job: JobRequest }) {
  const text = htmlExcerpt(job.description, 360);
  return (
    <Card padding="md" as="section" aria-labelledby="job-summary-title">
      <StyledTop>
        <StyledEyebrow>Solicitud</StyledEyebrow>
        <RequestStatusBadge status={job.status} />
      </StyledTop>
      <StyledTitle id="job-summary-title">{job.title}</StyledTitle>
      <StyledHighlights job={job} />
      <JobMeta job={job} />
      {job.services.length > 0 ? <TagList items={job.services} label="Servicios solicitados" size="sm" top={4} /> : null}
      {text ? <StyledText>{text}</StyledText> : null}
      <StyledLink to={paths.jobDetail(job.seoParam || job.id)}>
        Ver la solicitud completa <ArrowRightIcon size={14} aria-hidden />
      </StyledLink>
    </Card>
  );
}
