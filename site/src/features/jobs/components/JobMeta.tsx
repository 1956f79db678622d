import styled from 'styled-components';
import { formatDate, formatRelative, MessageSquareIcon, proposalCountLabel, UserIcon } from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';
import { clientDisplayName } from '../jobText';
import { CalendarIcon } from './jobIcons';

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

/** Publication date, proposal count and the client's public name of a request (the service itself: JobHighlights, JobFacts). */
export function JobMeta({ job, showClient = true }: { job: JobRequest; showClient?: boolean }) {
  const client = showClient ? clientDisplayName(job) : null;
  return (
    <StyledList aria-label="Publicación">
      <li>
        <CalendarIcon size={16} aria-hidden />
        <span>
          Publicado el{' '}
          <time dateTime={job.createdAt} title={formatRelative(job.createdAt)} suppressHydrationWarning>
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
