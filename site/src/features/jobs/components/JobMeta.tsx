import styled from 'styled-components';
import { formatDate, formatRelative, MapPinIcon, MessageSquareIcon, proposalCountLabel, UserIcon } from '../../../ui';
import { IconSvg } from '../../../ui/icons';
import type { JobRequest } from '../../requests/requests.api';
import { clientDisplayName } from '../jobText';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  svg {
    flex-shrink: 0;
  }
`;

/** Calendar outline (Lucide style, like the ui icons). */
function CalendarIcon({ size = 16 }: { size?: number }) {
  return (
    <IconSvg size={size} aria-hidden>
      <rect width="18" height="18" x="3" y="4" rx="2" />
      <path d="M16 2v4" />
      <path d="M8 2v4" />
      <path d="M3 10h18" />
    </IconSvg>
  );
}

/** Location, publication date, proposal count and the client's public name of a request. */
export function JobMeta({ job, showClient = true }: { job: JobRequest; showClient?: boolean }) {
  const client = showClient ? clientDisplayName(job) : null;
  return (
    <StyledList aria-label="Datos de la solicitud">
      {job.location ? (
        <li>
          <MapPinIcon size={16} aria-hidden />
          <span>{job.location}</span>
        </li>
      ) : null}
      <li>
        <CalendarIcon />
        <span>
          Publicado el{' '}
          <time dateTime={job.createdAt} title={formatRelative(job.createdAt)}>
            {formatDate(job.createdAt)}
          </time>
        </span>
      </li>
      <li>
        <MessageSquareIcon size={16} aria-hidden />
        <span>{proposalCountLabel(job.proposalCount, 'Sin propuestas')}</span>
      </li>
      {client ? (
        <li>
          <UserIcon size={16} aria-hidden />
          <span>Publicado por {client}</span>
        </li>
      ) : null}
    </StyledList>
  );
}
