import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { registerClientAccount, runId, signIn, watchErrors } from './support/e2e-api.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Passkeys in Chromium (issue 22, the step beyond two-factor), with the browser's virtual
 * authenticator (DevTools WebAuthn domain) standing in for a fingerprint reader: a client adds a
 * passkey in the profile, signs in with it and no password, removes it, and then it no longer
 * opens the account. The site is opened as http://localhost (PUBLIC_URL's default host), since a
 * passkey needs a domain name, never an IP address.
 */
describe('passkeys in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let site: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
    site = { ...server, url: server.url.replace('127.0.0.1', 'localhost') };
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function withAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, authenticatorId };
  }

  async function signedOut(context: BrowserContext, page: Page): Promise<void> {
    await context.clearCookies();
    await page.goto(`${site.url}/login`);
    await dismissCookies(page);
  }

  it('a client adds a passkey, signs in with it instead of the password, and removes it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { cdp, authenticatorId } = await withAuthenticator(context, page);
    const email = `e2e-passkey-${runId()}@example.com`;
    await registerClientAccount(server, { email, fullName: 'Lucía Pardo' });

    await page.goto(`${site.url}/login`);
    await dismissCookies(page);
    await signIn(page, site, email);
    await page.goto(`${site.url}/client/profile`);
    const section = page.getByTestId('account-passkeys');
    await section.getByText('Aún no tienes llaves de acceso.').waitFor();
    await section.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    await page
      .getByText(/^Llave de acceso añadida: /)
      .first()
      .waitFor();
    await section.getByTestId('passkey').getByText('Sin usar todavía').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);

    // Signed out, the passkey alone opens the account.
    await signedOut(context, page);
    await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
    await page.waitForURL(/\/dashboard/);
    const [used] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(used.signCount).toBeGreaterThan(credentials[0].signCount);

    // Removed, it no longer does (the browser still holds it, the server refuses it).
    await page.goto(`${site.url}/client/profile`);
    await section
      .getByTestId('passkey')
      .getByText(/· Último uso /)
      .waitFor();
    await section.getByRole('button', { name: /^Eliminar la llave / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await section.getByText('Aún no tienes llaves de acceso.').waitFor();
    await signedOut(context, page);
    await page.getByRole('button', { name: 'Entrar con llave de acceso' }).click();
    await page.getByText('No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.').first().waitFor();
    expect(page.url()).toBe(`${site.url}/login`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
