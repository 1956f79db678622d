import type { Page } from 'playwright-core';
import { totpCode } from '../../factories/two-factor-factories.js';
import type { ServerProcess } from '../../helpers/server-process.js';
import { E2E_PASSWORD } from './e2e-api.js';

/**
 * Signing in to the backoffice with two-factor (mandatory for admins, issue 22). The first sign-in
 * of an admin lands on the enrolment screen: `enrolInBackoffice` goes through it (the secret is
 * read from the page, the code made with otplib) and answers the secret; later sign-ins go
 * through the code step with `signInToBackofficeWithCode`.
 */

async function passwordStep(page: Page, server: ServerProcess, email: string): Promise<void> {
  await page.goto(`${server.url}/backoffice/`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** First sign-in of an admin without two-factor: enrols through the screen and enters the panel. */
export async function enrolInBackoffice(page: Page, server: ServerProcess, email: string): Promise<string> {
  await passwordStep(page, server, email);
  await page.getByRole('heading', { name: 'Activa la verificación en dos pasos' }).waitFor();
  await page.getByRole('button', { name: 'Empezar' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('2. Código de 6 cifras de la aplicación').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar y activar' }).click();
  await page.getByRole('list', { name: 'Códigos de recuperación' }).waitFor();
  await page.getByRole('button', { name: 'He guardado los códigos: entrar al panel' }).click();
  await page.getByText('Resumen de la plataforma').waitFor();
  return secret;
}

/** Password, then the code of the authenticator app. */
export async function signInToBackofficeWithCode(page: Page, server: ServerProcess, email: string, secret: string): Promise<void> {
  await passwordStep(page, server, email);
  await page.getByLabel('Código de verificación').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByText('Resumen de la plataforma').waitFor();
}
