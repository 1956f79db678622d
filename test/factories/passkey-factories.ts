import { SoftAuthenticator, type SoftAuthenticatorOptions } from '../helpers/soft-authenticator.js';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, type ApiResult } from './auth-factories.js';

interface Ceremony {
  challengeId: string;
  options: { challenge: string; user: { id: string } };
}

/** An authenticator for the app's relying party (PUBLIC_URL), as a browser on the site would use it. */
export function softAuthenticatorFor(t: TestApp, options: Partial<SoftAuthenticatorOptions> = {}): SoftAuthenticator {
  const url = new URL(t.config.publicUrl);
  return new SoftAuthenticator({ origin: url.origin, rpId: url.hostname, ...options });
}

export async function registrationOptions(t: TestApp, accessToken: string): Promise<Ceremony> {
  const res = await call<Ceremony>(t, 'POST', '/api/auth/passkeys/registration-options', undefined, bearer(accessToken));
  if (res.status !== 200) throw new Error(`POST /auth/passkeys/registration-options: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Both calls of registering `authenticator` (a new one for the app by default); answers the POST. */
export async function registerPasskey(
  t: TestApp,
  accessToken: string,
  authenticator = softAuthenticatorFor(t),
  name?: string,
): Promise<ApiResult<{ id: string; name: string; synced: boolean }> & { authenticator: SoftAuthenticator }> {
  const { challengeId, options } = await registrationOptions(t, accessToken);
  const res = await call<{ id: string; name: string; synced: boolean }>(
    t,
    'POST',
    '/api/auth/passkeys',
    { challengeId, credential: authenticator.register(options), ...(name === undefined ? {} : { name }) },
    bearer(accessToken),
  );
  return { ...res, authenticator };
}

export async function signInOptions(t: TestApp): Promise<Ceremony> {
  const res = await call<Ceremony>(t, 'POST', '/api/auth/passkeys/login-options');
  if (res.status !== 200) throw new Error(`POST /auth/passkeys/login-options: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Both calls of signing in with `authenticator`; answers the POST /auth/passkeys/login. */
export async function signInWithPasskey<T = { accessToken: string; user: { id: string }; code?: string; message?: string }>(
  t: TestApp,
  authenticator: SoftAuthenticator,
  extra: Record<string, unknown> = {},
): Promise<ApiResult<T>> {
  const { challengeId, options } = await signInOptions(t);
  return call<T>(t, 'POST', '/api/auth/passkeys/login', { challengeId, credential: authenticator.signIn(options), ...extra });
}
