import type { JobRequest } from '../requests/requests.api';

/** The client's public name ('María G.'), or null when the request does not carry it. */
export function clientDisplayName(job: Pick<JobRequest, 'client'>): string | null {
  return job.client?.displayName.trim() || null;
}
