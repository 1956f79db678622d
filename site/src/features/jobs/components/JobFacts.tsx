import styled from 'styled-components';
import type { JobRequest } from '../../requests/requests.api';
import { placeText, serviceWindowText } from '../jobText';

/** Label / value pairs in a grid: one column on phones, two from 768 px. */
export const StyledFactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/**
 * The service as the client described it: category, origin and destination with their postal
 * codes, the estimated distance and the date with its flexibility. Old requests (no category,
 * destination or date) show their place only.
 */
export function JobFacts({ job, className }: { job: JobRequest; className?: string }) {
  const date = serviceWindowText(job.date, job.dateFlexibility);
  return (
    <StyledFactList className={className}>
      {job.categoryName ? (
        <div>
          <dt>Categoría</dt>
          <dd>{job.categoryName}</dd>
        </div>
      ) : null}
      <div>
        <dt>{job.destination ? 'Origen' : 'Ubicación'}</dt>
        <dd>{placeText(job.origin ?? { city: job.city, province: job.province, postalCode: null })}</dd>
      </div>
      {job.destination ? (
        <div>
          <dt>Destino</dt>
          <dd>{placeText(job.destination)}</dd>
        </div>
      ) : null}
      {job.distanceText ? (
        <div>
          <dt>Distancia estimada</dt>
          <dd>{job.distanceText}</dd>
        </div>
      ) : null}
      {date ? (
        <div>
          <dt>Fecha</dt>
          <dd>
            <time dateTime={job.date ?? undefined}>{date}</time>
          </dd>
        </div>
      ) : null}
    </StyledFactList>
  );
}
