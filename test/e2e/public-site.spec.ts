import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startIsolatedServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import { api, registerClientAccount, registerCompanyAccount, runId } from './support/e2e-api.js';
import { brokenImages, horizontalOverflow, internalLinks, seriousAxeViolations } from './support/page-checks.js';

/**
 * Every public route at 1280 and 390 px: no console errors, no broken images, no horizontal
 * scrolling, no serious or critical axe violations; then every internal link the pages offer
 * must answer 200. Its own database: the other journeys' companies have logos in their own
 * servers' upload folders, which this server cannot serve.
 */
describe('public site sweep in Chromium', () => {
  let server: IsolatedServerProcess;
  let browser: Browser;
  let routes: string[];
  const linksSeen = new Map<string, string>(); // href → first page that showed it

  beforeAll(async () => {
    server = await startIsolatedServerProcess('rutalia_sweep');
    browser = await launchBrowser();
    const id = runId();

    const company = await registerCompanyAccount(server, {
      email: `barrido-${id}@example.com`,
      companyName: `Transportes Barrido ${id}`,
      contact: 'Lucía Campos',
      city: 'Valencia',
      services: ['Mudanzas', 'Transporte nacional'],
    });
    const clientToken = await registerClientAccount(server, { email: `cliente-barrido-${id}@example.com`, fullName: 'Pablo Soler' });
    const request = await api<{ id: string; slug: string }>(
      server,
      'POST',
      '/requests',
      {
        title: `Mudanza de piso en Valencia ${id}`,
        description: '<p>Piso de 3 habitaciones, sin ascensor.</p>',
        services: ['Mudanzas'],
        city: 'Valencia',
        province: 'Valencia',
      },
      clientToken,
    );

    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const slug = `guia-mudanza-${id}`;
    await db.query(
      `INSERT INTO blog_posts (title, slug, content, excerpt, published, published_at, tags, meta_description)
       VALUES ($1, $2, $3, $4, true, now(), $5, $6)`,
      [
        `Guía de mudanza ${id}`,
        slug,
        '<h2>Antes de empezar</h2><p>Haz inventario y pide varios presupuestos.</p><ul><li>Cajas</li><li>Cinta</li></ul>',
        'Todo lo que necesitas para tu mudanza.',
        ['mudanzas', 'consejos'],
        'Guía práctica para preparar una mudanza.',
      ],
    );
    await db.end();

    routes = [
      '/',
      '/companies',
      '/empresas',
      `/company/${company.seoParam}`,
      '/jobs',
      '/trabajos',
      `/job/${request.slug}-${request.id}`,
      '/ubicaciones',
      '/location/valencia',
      '/location/valencia/valencia',
      '/services/mudanzas',
      '/transporte-frigorifico',
      '/blog',
      `/blog/${slug}`,
      '/articulos',
      '/about',
      '/contact',
      '/help',
      '/privacy',
      '/terms',
      '/sitemap',
      '/login',
      '/register/client',
      '/register/company',
      '/forgot-password',
    ];
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function visit(path: string, width: number): Promise<{ page: Page; problems: string[] }> {
    // axe needs a page of an explicit context.
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`consola: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
    const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) problems.push(`estado HTTP ${response?.status()}`);
    await page.locator('h1').first().waitFor();
    return { page, problems };
  }

  /** Every check on one page; the page's problems, or none. */
  async function check(path: string, width: number): Promise<string[]> {
    const { page, problems } = await visit(path, width);
    for (const src of await brokenImages(page)) problems.push(`imagen rota: ${src}`);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problems.push(`desborda ${overflow}px en horizontal`);
    for (const v of await seriousAxeViolations(page)) problems.push(`axe ${v.impact} ${v.id}: ${v.help} → ${v.targets.join(' | ')}`);
    for (const href of await internalLinks(page)) if (!linksSeen.has(href)) linksSeen.set(href, path);
    await page.context().close();
    return problems;
  }

  /** A few pages at a time: each waits mostly for its network and axe, so they overlap well. */
  const PARALLEL_PAGES = 4;

  for (const width of [1280, 390]) {
    it(`every public page is clean at ${width} px`, async () => {
      const report: Record<string, string[]> = {};
      const queue = [...routes];
      const worker = async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const problems = await check(path, width);
          if (problems.length > 0) report[path] = problems;
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
      expect(report).toEqual({});
    }, 400_000);
  }

  it('every internal link shown on those pages answers 200', async () => {
    expect(linksSeen.size).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [href, from] of linksSeen) {
      const response = await fetch(`${server.url}${href}`, { redirect: 'follow' });
      if (response.status !== 200) failures.push(`${href} (en ${from}) → ${response.status}`);
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('the not-found page is served with 404 and is accessible', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
    const response = await page.goto(`${server.url}/esta-pagina-no-existe`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
