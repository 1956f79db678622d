import { useMutation, useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';

import type { BackofficePermissions } from '../authProvider';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

/** `GET /api/admin/tools` (super admins). */
export interface AdminTools {
  sampleRequests: { enabled: boolean; model: string };
}

/** One generated request, as `POST /api/admin/tools/sample-requests` answers it. */
export interface SampleRequest {
  title: string;
  description: string;
  services: string[];
  city: string;
  province: string;
}

export interface SampleRequestsResult {
  items: SampleRequest[];
  generatedAt: string;
  model: string;
}

/** Which tools the server has configured; only asked for super admins (others get 403). */
export const useAdminTools = () => {
  const { permissions } = usePermissions<BackofficePermissions>();
  return useQuery({
    queryKey: ['admin', 'tools'],
    enabled: permissions === 'super_admin',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await httpClient(`${ADMIN_API_URL}/tools`, { signal })).json as AdminTools,
  });
};

/** Generates sample requests on the server (nothing is saved; the answer can take up to 30 s). */
export const useGenerateSampleRequests = () =>
  useMutation({
    mutationFn: async () =>
      (await httpClient(`${ADMIN_API_URL}/tools/sample-requests`, { method: 'POST' })).json as SampleRequestsResult,
  });
