import type { SessionResponseDto } from '@rutalia/api-contract';
import { generate } from 'otplib';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, refreshCookieFrom, TEST_PASSWORD, type LoggedIn } from './auth-factories.js';

/**
 * Two-factor sign-in through the real API (issue 22). The server accepts each TOTP time step
 * once per account and a code of the step before or after the current one, so `totpCode` hands
 * out a fresh step per secret (the one before, the current one, then the next) and waits for the
 * clock only when a test used more than that within one 30-second window.
 */

const PERIOD_S = 30;
const lastStep = new Map<string, number>();

/** A valid TOTP code for `secret` never handed out before. */
export async function totpCode(secret: string): Promise<string> {
  for (;;) {
    const seconds = Date.now() / 1000;
    const current = Math.floor(seconds / PERIOD_S);
    // The step before is still accepted, unless the window turns before the server checks it.
    const earliest = seconds % PERIOD_S < PERIOD_S - 5 ? current - 1 : current;
    const step = Math.max(earliest, (lastStep.get(secret) ?? 0) + 1);
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * PERIOD_S });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Marks the steps up to now as used (a test submitted codes of its own). */
export function spendCurrentStep(secret: string): void {
  lastStep.set(secret, Math.floor(Date.now() / 1000 / PERIOD_S) + 1);
}

export interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** Setup + enable with the first code, as the signed-in user of `accessToken`. */
export async function enrolTwoFactor(t: TestApp, accessToken: string): Promise<Enrolled> {
  const setup = await call<{ secret: string }>(t, 'POST', '/api/auth/2fa/setup', undefined, bearer(accessToken));
  if (setup.status !== 200) throw new Error(`2fa/setup: ${setup.status} ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body;
  const enable = await call<{ recoveryCodes: string[] }>(
    t,
    'POST',
    '/api/auth/2fa/enable',
    { code: await totpCode(secret) },
    bearer(accessToken),
  );
  if (enable.status !== 200) throw new Error(`2fa/enable: ${enable.status} ${JSON.stringify(enable.body)}`);
  return { secret, recoveryCodes: enable.body.recoveryCodes };
}

/** Password step: the challenge token (throws if the login did not ask for a code). */
export async function passwordStep(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await call<{ twoFactorRequired?: boolean; challengeToken?: string }>(t, 'POST', '/api/auth/login', {
    email,
    password,
    ...extra,
  });
  if (res.status !== 200 || !res.body.challengeToken) throw new Error(`login (2FA): ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.challengeToken;
}

/** Both steps of a sign-in with two-factor; the session as `login` answers it. */
export async function loginWithTwoFactor(t: TestApp, email: string, secret: string, password = TEST_PASSWORD): Promise<LoggedIn> {
  const challengeToken = await passwordStep(t, email, password);
  const res = await call<SessionResponseDto>(t, 'POST', '/api/auth/2fa/verify', { challengeToken, code: await totpCode(secret) });
  if (res.status !== 200) throw new Error(`2fa/verify: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.accessToken, user: res.body.user, ...refreshCookieFrom(res.headers) };
}
