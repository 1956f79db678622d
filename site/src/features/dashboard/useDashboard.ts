import { useQuery } from '@tanstack/react-query';
import { getDashboard } from './dashboard.api';

export const dashboardKey = ['dashboard'] as const;

/** GET /dashboard: the signed-in user's role-specific dashboard (client errors are not retried). */
export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    enabled,
  });
}
