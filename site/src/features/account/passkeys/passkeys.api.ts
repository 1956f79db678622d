import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { http } from '../../../api/http';
import type { AuthSession } from '../../auth/auth.api';

/**
 * Passkeys (issue 22): list, register and remove them from the profile, and sign in with one.
 * @simplewebauthn/browser is loaded only when a ceremony starts (it is not needed to show a page).
 */
export type Passkey = Schemas['PasskeyDto'];
type Ceremony = ApiResponse<'/api/auth/passkeys/login-options', 'post'>;

export const passkeysKey = ['me', 'passkeys'] as const;

/** Whether this browser can use passkeys at all (WebAuthn). */
export const browserSupportsPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => http.get<ApiResponse<'/api/auth/passkeys', 'get'>>('/auth/passkeys', { signal }),
  });
}

/** Options from the server, the browser's dialog (fingerprint, face or PIN), then the signed answer. */
async function registerPasskey(): Promise<Passkey> {
  const { challengeId, options } = await http.post<Ceremony>('/auth/passkeys/registration-options');
  const { startRegistration } = await import('@simplewebauthn/browser');
  const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  const body = { challengeId, credential: credential as unknown as Record<string, unknown> } satisfies ApiRequestBody<
    '/api/auth/passkeys',
    'post'
  >;
  return http.post<Passkey>('/auth/passkeys', body);
}

export function useRegisterPasskey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerPasskey, onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }) });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<void>(`/auth/passkeys/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** Sign-in without the password: the browser offers the passkeys it holds for the site. */
export async function signInWithPasskey(remember: boolean): Promise<AuthSession> {
  const anonymous = { anonymous: true } as const;
  const { challengeId, options } = await http.post<Ceremony>('/auth/passkeys/login-options', undefined, anonymous);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  const body = {
    challengeId,
    credential: credential as unknown as Record<string, unknown>,
    remember,
  } satisfies ApiRequestBody<'/api/auth/passkeys/login', 'post'>;
  return http.post<AuthSession>('/auth/passkeys/login', body, anonymous);
}

/**
 * The browser's own errors in Spanish: a closed dialog (NotAllowedError), a key already on this
 * device (InvalidStateError); anything else is the server's message (getErrorMessage).
 */
export function passkeyBrowserError(error: unknown): string | undefined {
  const name = (error as { name?: string; cause?: { name?: string } })?.cause?.name ?? (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'Se ha cancelado la operación con la llave de acceso o ha tardado demasiado.';
  if (name === 'InvalidStateError') return 'Este dispositivo ya tiene una llave de acceso para tu cuenta.';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'Este navegador no permite usar llaves de acceso en esta página.';
  return undefined;
}
