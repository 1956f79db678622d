import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http';

/** `GET /auth/email-verification`: the account's email, whether it is verified and a pending change. */
export type VerificationStatus = { email: string; verified: boolean; verifiedAt: string | null; pendingEmail: string | null };
export type VerifiedEmail = { message: string; email: string; changed: boolean; published: { requests: number; proposals: number } };

export const verificationStatusKey = ['account', 'email-verification'] as const;

export const getVerificationStatus = (signal?: AbortSignal) => http.get<VerificationStatus>('/auth/email-verification', { signal });
export const resendVerification = () => http.post<{ message: string }>('/auth/email-verification/resend');
export const verifyEmail = (token: string) => http.post<VerifiedEmail>('/auth/verify-email', { token });
export const requestEmailChange = (newEmail: string, password: string) =>
  http.post<{ message: string; pendingEmail: string }>('/auth/email-change', { newEmail, password });

export function useVerificationStatus(enabled = true) {
  return useQuery({ queryKey: verificationStatusKey, queryFn: ({ signal }) => getVerificationStatus(signal), enabled, staleTime: 60_000 });
}

/** «Reenviar»: the status is read again (a change's pending address may have moved on). */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationStatusKey }),
  });
}
