import styled from 'styled-components';
import { MapPinIcon } from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';
import { formatServiceDate, routeText } from '../jobText';
import { CalendarIcon, CameraIcon, ClipboardIcon, RouteIcon } from './jobIcons';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;

const StyledRoute = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDetails = styled.li`
  color: ${({ theme }) => theme.colors.text};
`;

export type JobHighlightsProps = {
  job: JobRequest;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
};

/**
 * What a company needs to size a job at a glance: the route and its distance, the date with its
 * flexibility, the key details («3 hab., 2.º sin ascensor → bajo») and how many photos it has.
 * Old requests (no destination, date or details) show only their place.
 */
export function JobHighlights({ job, label = 'Resumen del servicio', className }: JobHighlightsProps) {
  const date = formatServiceDate(job.date, job.dateFlexibility);
  const route = routeText(job);
  return (
    <StyledList aria-label={label} className={className}>
      <li>
        {job.destination ? <RouteIcon size={14} aria-hidden /> : <MapPinIcon size={14} aria-hidden />}
        <span title={job.destination ? `${job.location} → ${job.destination.city}, ${job.destination.province}` : job.location}>
          <StyledRoute>{route}</StyledRoute>
          {job.distanceText ? ` · ${job.distanceText}` : null}
        </span>
      </li>
      {date ? (
        <li>
          <CalendarIcon size={14} aria-hidden />
          <span>
            <time dateTime={job.date ?? undefined}>{date}</time>
          </span>
        </li>
      ) : null}
      {job.keyDetails ? (
        <StyledDetails>
          <ClipboardIcon size={14} aria-hidden />
          <span>{job.keyDetails}</span>
        </StyledDetails>
      ) : null}
      {job.photoCount > 0 ? (
        <li>
          <CameraIcon size={14} aria-hidden />
          <span>{job.photoCount === 1 ? '1 foto' : `${job.photoCount} fotos`}</span>
        </li>
      ) : null}
    </StyledList>
  );
}
