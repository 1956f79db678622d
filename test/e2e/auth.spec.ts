import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/**
 * Accounts in Chromium against the built app (issue 3): company and client sign-up, sign-in,
 * route guard, profile edit, session restore, sign-out and the password-reset mail.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = (who: string) => `e2e-${who}-${run}@example.com`;
const PASSWORD = 'clave-segura-123';

/** Quoted-printable soft breaks and escapes, as nodemailer writes the .eml files. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the reset mail to `to` in the server's mail folder and returns the link's path and query. */
async function resetLinkFor(server: ServerProcess, to: string): Promise<string> {
  const dir = path.join(server.dataDir!, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes('password-reset'));
    } catch {
      // The folder appears with the first mail.
    }
    for (const file of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), 'utf8'));
      if (!mail.includes(`To: ${to}`)) continue;
      const match = /https?:\/\/[^/\s"]+(\/reset-password\?token=[A-Za-z0-9_%.~-]+)/.exec(mail);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No llegó el correo de restablecimiento para ${to}`);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signIn(page: Page, server: ServerProcess, account: string, password: string, remember = false) {
  if (!page.url().includes('/login')) await page.goto(`${server.url}/login`);
  const emailBox = page.getByRole('textbox', { name: 'Email' });
  await emailBox.fill(account);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Recordarme' }).check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

describe('accounts in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers a company with a plan, signs in and lands on its dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const account = email('empresa');

    await page.goto(`${server.url}/register/company`);
    await page.getByRole('heading', { name: 'Registra tu empresa' }).waitFor();

    // Client-side validation first: the required fields say so next to themselves.
    await page.getByRole('button', { name: 'Crear cuenta de empresa' }).click();
    await page.getByText('El nombre de la empresa es obligatorio.').waitFor();
    await page.getByText('La persona de contacto es obligatoria.').waitFor();
    await page.getByText('La ciudad es obligatoria.').waitFor();

    await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill(`Transportes E2E ${run}`);
    await page.getByRole('textbox', { name: 'Persona de contacto' }).fill('Lucía Martín');
    await page.getByRole('textbox', { name: 'Email' }).fill(account);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('600 111 222');
    await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Sitio web (opcional)' }).fill('www.transportes-e2e.es');

    // Choosing a city fills its province.
    await page.getByRole('combobox', { name: 'Ciudad' }).selectOption('Valencia');
    expect(await page.getByRole('combobox', { name: 'Provincia' }).inputValue()).toBe('Valencia');

    // Services: search, keyboard and mouse.
    const services = page.getByRole('combobox', { name: 'Servicios que ofreces' });
    await services.fill('frigor');
    await services.press('ArrowDown');
    await services.press('Enter');
    await services.fill('mudanzas');
    await page.getByRole('option', { name: 'Mudanzas de viviendas' }).click();
    await services.press('Escape');
    const chips = page.getByRole('list', { name: 'Servicios seleccionados' }).getByRole('listitem');
    expect(await chips.count()).toBe(2);

    await page
      .getByRole('textbox', { name: 'Descripción de la empresa' })
      .fill('Transporte frigorífico y mudanzas en la Comunitat Valenciana.');

    // Plans come from /api/plans; the popular one is marked and the default is basic.
    const basic = page.getByRole('radio', { name: /Básico/ });
    await basic.waitFor({ state: 'attached' });
    expect(await basic.isChecked()).toBe(true);
    await page.getByText('Más Popular').waitFor();
    await page.getByText('Prueba gratis de 7 días, sin tarjeta de crédito').first().waitFor();
    await page.getByRole('radio', { name: /Profesional/ }).check({ force: true });

    await page.getByRole('button', { name: 'Crear cuenta de empresa' }).click();
    await page.getByText('Registro exitoso').waitFor();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account);

    // The same email again is refused with the server's message.
    await page.goto(`${server.url}/register/company`);
    await page.getByRole('textbox', { name: 'Nombre de la empresa' }).fill('Otra empresa');
    await page.getByRole('textbox', { name: 'Persona de contacto' }).fill('Otro');
    await page.getByRole('textbox', { name: 'Email' }).fill(account);
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('600 000 000');
    await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
    await page.getByRole('combobox', { name: 'Ciudad' }).selectOption('Madrid');
    await page.getByRole('button', { name: 'Crear cuenta de empresa' }).click();
    await page.getByText('Este email ya está registrado. Inicia sesión en su lugar.').first().waitFor();

    await page.goto(`${server.url}/login`);
    await signIn(page, server, account, PASSWORD);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByText('Inicio de sesión exitoso').waitFor();
    // The company dashboard greets by name, then titles itself with the company once loaded;
    // its account card names the account type.
    await page.getByRole('heading', { name: 'Tu cuenta' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Empresa');
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();

    // Signed-in users are sent from the sign-in and sign-up pages to the dashboard.
    await page.goto(`${server.url}/register/client`);
    await page.waitForURL(`${server.url}/dashboard`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers a client, guards the profile, edits it, keeps the session on reload and signs out', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const account = email('cliente');

    await page.goto(`${server.url}/register/client`);
    await page.getByRole('heading', { name: 'Crea tu cuenta de cliente' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Pablo Ruiz');
    await page.getByRole('textbox', { name: 'Email' }).fill(account);
    await page.locator('input[autocomplete="new-password"]').fill('corta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres.').waitFor();
    await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Registro exitoso').waitFor();
    await page.waitForURL(`${server.url}/login`);

    // Wrong password: the server's message.
    await signIn(page, server, account, 'no-es-esta-clave');
    await page.getByText('Credenciales incorrectas. Verifica tu email y contraseña.').first().waitFor();

    // The guard sends visitors to /login and back where they wanted to go.
    await page.goto(`${server.url}/client/profile`);
    await page.waitForURL(`${server.url}/login`);
    await signIn(page, server, account, PASSWORD, true);
    await page.waitForURL(`${server.url}/client/profile`);

    const name = page.getByRole('textbox', { name: 'Nombre completo' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Pablo Ruiz');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account);
    await page.getByText('El email no se puede cambiar').waitFor();
    await page.getByText('¿Qué información compartimos con las empresas?').waitFor();

    await name.fill('');
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await page.getByText('El nombre completo es obligatorio.').waitFor();

    await name.fill('Pablo Ruiz Soto');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('611 222 333');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Sierpes 10');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('41004');
    await page.getByRole('combobox', { name: 'Ciudad' }).selectOption('Sevilla');
    expect(await page.getByRole('combobox', { name: 'Provincia' }).inputValue()).toBe('Sevilla');
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await page.getByText('Perfil actualizado').waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Hola, Pablo Ruiz Soto' }).waitFor();
    await page.getByRole('heading', { name: 'Tu cuenta' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('Cliente');

    // A reload restores the session from the refresh cookie.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hola, Pablo Ruiz Soto' }).waitFor();
    await page.getByRole('link', { name: /Mi perfil/ }).click();
    await page.waitForURL(`${server.url}/client/profile`);
    expect(await page.getByRole('textbox', { name: 'Código postal' }).inputValue()).toBe('41004');

    // Sign out from the mobile menu: home, signed out, and the profile is guarded again.
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.url}/`);
    // The URL changes before the home page renders (and its navigation closes the menu): wait for it.
    await page.getByRole('link', { name: 'Soy un cliente' }).waitFor();
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await page.goto(`${server.url}/client/profile`);
    await page.waitForURL(`${server.url}/login`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const account = email('olvido');
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userType: 'client', email: account, password: PASSWORD, fullName: 'Olga Olvido' }),
    });
    expect(response.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    // A made-up token shows the server's message and a way to ask for a new link.
    await page.goto(`${server.url}/reset-password?token=inventado`);
    await page.locator('input[autocomplete="new-password"]').first().fill('otra-clave-456');
    await page.locator('input[autocomplete="new-password"]').nth(1).fill('otra-clave-456');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('El enlace no es válido o ha caducado. Solicita uno nuevo.').waitFor();
    await page.getByRole('link', { name: 'Solicitar un nuevo enlace' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);

    await page.getByRole('textbox', { name: 'Email' }).fill(account);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Si el email está registrado, recibirás un enlace para restablecer tu contraseña.').waitFor();

    const link = await resetLinkFor(server, account);
    await page.goto(`${server.url}${link}`);
    const newPassword = 'nueva-clave-789';
    await page.locator('input[autocomplete="new-password"]').first().fill(newPassword);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill('no-coincide-000');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden.').waitFor();
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña actualizada. Ya puedes iniciar sesión.').waitFor();

    await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL(`${server.url}/login`);
    await signIn(page, server, account, newPassword);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Hola, Olga Olvido' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
