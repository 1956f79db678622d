import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

describe('home page in Chromium', () => {
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

  it('renders the layout and the hero without console errors, on desktop and mobile', async () => {
    for (const width of [1280, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url, { waitUntil: 'networkidle' });
      expect(await page.title()).toBe('Rutalia · Transporte, mudanzas y logística en España');
      await page.getByRole('link', { name: 'Soy una empresa' }).waitFor();
      await page.getByRole('link', { name: 'Soy un cliente' }).waitFor();
      expect(await page.locator('footer').innerText()).toContain('La plataforma líder que conecta el sector logístico y de transporte');
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('shows the not-found page for an unknown route and goes home from it', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/no-existe-esta-ruta`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: /inicio/i })
      .first()
      .click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});
