import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../../api/http';

/** Two-factor sign-in of the account (issue 22): status, setup (QR), enable, disable. */
export type TwoFactorStatus = ApiResponse<'/api/auth/2fa', 'get'>;
export type TwoFactorSetup = ApiResponse<'/api/auth/2fa/setup', 'post'>;

export const twoFactorKey = ['me', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => http.get<TwoFactorStatus>('/auth/2fa', { signal }),
  });
}

export const startTwoFactorSetup = () => http.post<TwoFactorSetup>('/auth/2fa/setup');

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      http.post<ApiResponse<'/api/auth/2fa/enable', 'post'>>('/auth/2fa/enable', { code } satisfies ApiRequestBody<
        '/api/auth/2fa/enable',
        'post'
      >),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiRequestBody<'/api/auth/2fa/disable', 'post'>) => http.post<void>('/auth/2fa/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** Ten new recovery codes for a code (the old ones stop working). */
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      http.post<ApiResponse<'/api/auth/2fa/recovery-codes', 'post'>>('/auth/2fa/recovery-codes', { code } satisfies ApiRequestBody<
        '/api/auth/2fa/recovery-codes',
        'post'
      >),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}
