import type { JobRequest } from '../requests/requests.api';

/**
 * The client's public name ('María G.'). The API type names it `displayName`;
 * older servers answered `fullName`, so both are read.
 */
export function clientDisplayName(job: Pick<JobRequest, 'client'>): string | null {
  const client = job.client as { displayName?: string; fullName?: string } | undefined;
  const name = client?.displayName ?? client?.fullName;
  return name?.trim() || null;
}
