import { useQuery } from '@tanstack/react-query';
import { useSessionState } from '../auth/useSession';
import { getMyCompany } from './companies.api';
import { companyKeys } from './useCompanies';

export type OwnCompanySuspension = { suspended: boolean; reason: string | null };

/**
 * Whether the signed-in company's own profile was suspended by a moderator (companies/me, shared
 * cache), so screens can say so before the server refuses a proposal. Anyone else: not suspended.
 */
export function useOwnCompanySuspension(): OwnCompanySuspension {
  const session = useSessionState();
  const isCompany = session.status === 'authenticated' && session.user.isCompany;
  const mine = useQuery({ queryKey: companyKeys.mine, queryFn: ({ signal }) => getMyCompany(signal), enabled: isCompany });
  const suspended = isCompany && mine.data?.status === 'suspended';
  return { suspended, reason: suspended ? (mine.data?.suspensionReason ?? null) : null };
}
