import { useQuery } from '@tanstack/react-query';
import { useSessionState } from '../auth/useSession';
import { getMyCompany } from '../companies/companies.api';
import { companyKeys } from '../companies/useCompanies';

/**
 * Whether the signed-in company account owns this company (its own profile is cached under
 * companies/me). While that loads, a company account is assumed to be the owner, so the
 * 'Reportar' button does not flash on its own page.
 */
export function useIsOwnCompany(companyId: string): boolean {
  const session = useSessionState();
  const isCompany = session.status === 'authenticated' && session.user.isCompany;
  const mine = useQuery({ queryKey: companyKeys.mine, queryFn: ({ signal }) => getMyCompany(signal), enabled: isCompany });
  return isCompany && (mine.isPending || mine.data?.id === companyId);
}
