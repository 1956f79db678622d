import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';

import type { BackofficePermissions } from '../authProvider';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

/** `GET /api/admin/tools` (super admins). */
export type AdminTools = ApiResponse<'/api/admin/tools', 'get'>;

/** `POST /api/admin/tools/sample-requests`: the generated requests (nothing is saved). */
export type SampleRequestsResult = ApiResponse<'/api/admin/tools/sample-requests', 'post'>;

/** One generated request. */
export type SampleRequest = Schemas['SampleRequestDto'];

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
    mutationFn: async () => (await httpClient(`${ADMIN_API_URL}/tools/sample-requests`, { method: 'POST' })).json as SampleRequestsResult,
  });
