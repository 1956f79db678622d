import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { moveRequestBody } from '../factories/request-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import { startIsolatedServerProcess, startServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import { api, moverOfMadrid, registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors } from './support/e2e-api.js';
import { horizontalOverflow, seriousAxeViolations } from './support/page-checks.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Company statistics in Chromium against the built app (issue 19, part 4). On a database of its
 * own, so the peer group is exactly the companies created here (six Mudanzas companies in Madrid,
 * the smallest group the API compares with). A visitor with a normal desktop
 * browser enters through the directory and opens the Premium company's page; a headless one
 * (Playwright's own User-Agent, a robot for `isbot`) does too and is not counted. The company
 * opens a request and proposes; the client accepts. Once the counters are written (every 300 ms
 * here) and the peers' medians recomputed (a job that runs hourly and when a process starts: a
 * second process on the same database starts it), the Premium company sees the figures, the comparison and the weekly charts on a laptop
 * and a phone; a Básico company sees the 30-day figures and the offer of Premium, no charts; a
 * plan without statistics sees what it would get.
 */

const run = runId();
const FLUSH_MS = 300;
/** A person's browser: Playwright's default headless User-Agent says «HeadlessChrome» and is not counted. */
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PREMIUM = { email: `e2e-insights-premium-${run}@example.com`, companyName: `Mudanzas Atocha ${run}`, contact: 'Marta Gil' };
const BASIC = { email: `e2e-insights-basic-${run}@example.com`, companyName: `Portes Usera ${run}`, contact: 'Raúl Peña' };
const PEERS = [1, 2, 3, 4].map((n) => ({
  email: `e2e-insights-peer${n}-${run}@example.com`,
  companyName: `Mudanzas Vecina ${n} ${run}`,
  contact: `Contacto ${n}`,
}));
const CLIENT = { email: `e2e-insights-client-${run}@example.com`, fullName: `Nuria Soler ${run}` };
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

type Figures = {
  profileViews: number;
  listAppearances: number;
  jobViews: number;
  proposalsSent: number;
  proposalsAccepted: number;
  winRate: number | null;
  medianResponseMinutes: number | null;
};
type Insights = {
  level: string;
  totals: Figures | null;
  peers: { scope: string; companies: number } | null;
  weeks: Figures[] | null;
  upgradeTo: { displayName: string } | null;
};

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** Waits until `check` passes on the company's statistics (the counters are written every FLUSH_MS). */
async function insightsWhen(server: IsolatedServerProcess, token: string, check: (i: Insights) => boolean): Promise<Insights> {
  for (const deadline = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, FLUSH_MS))) {
    const insights = await api<Insights>(server, 'GET', '/me/insights', undefined, token);
    if (check(insights)) return insights;
    if (Date.now() > deadline) throw new Error(`Las estadísticas no llegaron a lo esperado: ${JSON.stringify(insights)}`);
  }
}

/**
 * The peers' medians are computed by a job, hourly and once when a process starts; a second
 * process on the same database starts it now. Answers once the company sees a comparison.
 */
async function refreshPeerMedians(server: IsolatedServerProcess, token: string): Promise<Insights> {
  const second = await startServerProcess({ DATABASE_URL: server.databaseUrl, INSIGHTS_FLUSH_MS: String(FLUSH_MS) });
  try {
    return await insightsWhen(server, token, (i) => i.peers !== null);
  } finally {
    await second.stop();
  }
}

/** axe measures colours as painted: a toast still fading in reads as low contrast. */
async function toastsGone(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15_000 });
}

describe('company statistics in Chromium', () => {
  let server: IsolatedServerProcess;
  let browser: Browser;
  let db: pg.Client;
  let premium: { token: string; seoParam: string };
  let basic: { token: string; seoParam: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startIsolatedServerProcess('rutalia_insights', { INSIGHTS_FLUSH_MS: String(FLUSH_MS) });
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    browser = await launchBrowser();
    premium = await registerCompanyAccount(server, moverOfMadrid(PREMIUM, 'premium'));
    basic = await registerCompanyAccount(server, moverOfMadrid(BASIC, 'basic'));
    for (const peer of PEERS) await registerCompanyAccount(server, moverOfMadrid(peer, 'basic'));
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await db?.end();
    await server?.stop();
  });

  const newPage = async (width: number, userAgent?: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, ...(userAgent ? { userAgent } : {}) });
    contexts.push(context);
    return context.newPage();
  };

  it('counts a person visiting and the company working, not a robot nor a reload', async () => {
    // The company's work: a request opened, a proposal sent a moment later and accepted.
    const clientToken = await registerClientAccount(server, CLIENT);
    const request = await api<{ id: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ title: `Mudanza en Madrid ${run}` }),
      clientToken,
    );
    await api(server, 'GET', `/requests/${request.id}`, undefined, premium.token);
    const proposal = await api<{ id: string }>(
      server,
      'POST',
      `/requests/${request.id}/proposals`,
      { message: '<p>Dos operarios y camión; embalaje incluido.</p>', price: 650, vatIncluded: true },
      premium.token,
    );
    await api(server, 'POST', `/proposals/${proposal.id}/accept`, {}, clientToken);

    // A person enters through the directory (one visit), opens the company (SPA), enters again
    // straight into its page (a second visit) and reloads it (no visit: a reload is no entry).
    const visitor = await newPage(1280, DESKTOP_UA);
    const errors = watchErrors(visitor);
    const beacons: unknown[] = [];
    const profileCalls: string[] = [];
    visitor.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/insights/visits') beacons.push(r.postDataJSON());
      if (new URL(r.url()).pathname === `/api/companies/${premium.seoParam}`) profileCalls.push(r.url());
    });
    await visitor.goto(`${server.url}/companies?page=1`);
    await dismissCookies(visitor);
    await visitor.getByRole('link', { name: PREMIUM.companyName }).first().click();
    await visitor.waitForURL((url) => url.pathname === `/company/${premium.seoParam}`);
    await visitor.getByRole('heading', { level: 1, name: PREMIUM.companyName }).waitFor();
    await visitor.goto(`${server.url}/company/${premium.seoParam}`);
    await visitor.getByRole('heading', { level: 1, name: PREMIUM.companyName }).waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: PREMIUM.companyName }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(beacons).toEqual([{ path: '/companies?page=1' }, { path: `/company/${premium.seoParam}` }]);
    // Three views: the SPA navigation reads the company from the browser; the direct entry and the
    // reload arrive rendered on the server (issue 21), which reads it in-process with the visitor's
    // User-Agent, so the browser makes no call of its own for them.
    expect(profileCalls).toHaveLength(1);
    const views = 3;
    expect(errors).toEqual([]);

    // A robot (headless Chromium's own User-Agent) opens the page too: neither a view nor a visit.
    const robot = await newPage(1280);
    await robot.goto(`${server.url}/company/${premium.seoParam}`);
    await robot.getByRole('heading', { level: 1, name: PREMIUM.companyName }).waitFor();
    await robot.waitForLoadState('networkidle');

    const insights = await insightsWhen(server, premium.token, (i) => (i.totals?.profileViews ?? 0) >= views);
    // One more write, so a miscounted robot would show.
    await new Promise((r) => setTimeout(r, FLUSH_MS * 3));
    const settled = await api<Insights>(server, 'GET', '/me/insights', undefined, premium.token);
    expect(settled.level).toBe('full');
    expect(settled.totals).toMatchObject({
      profileViews: views,
      jobViews: 1,
      proposalsSent: 1,
      proposalsAccepted: 1,
      winRate: 100,
    });
    expect(settled.totals!.listAppearances).toBeGreaterThanOrEqual(1);
    expect(settled.weeks!.length).toBeGreaterThanOrEqual(5);
    expect(insights.upgradeTo).toBeNull();

    // The six Mudanzas companies of Madrid are one group: each is compared with it.
    const compared = await refreshPeerMedians(server, premium.token);
    expect(compared.peers).toMatchObject({ scope: 'province', companies: 6 });

    const { rows } = await db.query<{ visits: number }>(`SELECT coalesce(sum(visits), 0)::int AS visits FROM site_visit_days`);
    expect(rows[0].visits).toBe(2);
  });

  it('shows a Premium company its figures, the comparison and the weekly charts', async () => {
    const { totals } = await api<Insights>(server, 'GET', '/me/insights', undefined, premium.token);
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      const errors = watchErrors(page);
      await signIn(page, server, PREMIUM.email);
      await dismissCookies(page);
      await page.getByRole('link', { name: /^Estadísticas/ }).click();
      await page.waitForURL((url) => url.pathname === '/company/insights');
      await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
      await page.getByText(/^Últimos 30 días: del \d{1,2} \S+ al \d{1,2} \S+$/).waitFor();

      const cards = page.getByRole('list', { name: 'Cifras de los últimos 30 días' });
      const views = cards.getByRole('article', { name: 'Visitas al perfil' });
      expect(await views.locator('p').first().textContent()).toBe(String(totals!.profileViews));
      expect(totals!.profileViews).toBeGreaterThan(0);
      /** The big number of a card (its first paragraph). */
      const figure = (label: string) => cards.getByRole('article', { name: label }).locator('p').first().textContent();
      expect(await figure('Apariciones en listados')).not.toBe('0');
      expect(await figure('Tasa de éxito')).toMatch(/^100\s%$/);
      expect(await figure('Tiempo de respuesta (mediana)')).toBe('menos de 1 min');
      await views.getByText('Mediana de empresas de Mudanzas en Madrid:').waitFor();
      await views.getByText('Por encima de la mediana').waitFor();
      await page.getByText('Comparado con 6 empresas, la tuya incluida, sin identificarlas', { exact: false }).waitFor();

      // What each number counts.
      await page.getByText('¿Qué cuenta cada cifra?').click();
      await page.getByText('No guardamos ningún dato personal de quien te visita', { exact: false }).waitFor();

      // Week by week: the charts (images named with their numbers) and the same numbers in a table.
      await page.getByRole('heading', { name: 'Semana a semana' }).waitFor();
      const charts = page.getByRole('img', { name: /, por semana\./ });
      expect(await charts.count()).toBe(5);
      const viewsChart = await page.getByRole('img', { name: /^Visitas al perfil, por semana\./ }).getAttribute('aria-label');
      expect(viewsChart).toContain(`: ${totals!.profileViews}.`);
      await page.getByRole('table', { name: 'Tus cifras por semana' }).waitFor();
      expect(await page.getByRole('heading', { name: /verás la evolución semana a semana/ }).count()).toBe(0);

      expect(await horizontalOverflow(page)).toBe(0);
      await toastsGone(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `insights-full-${width}`);
      expect(errors).toEqual([]);
    }
  });

  it('shows a Básico company the 30-day figures and offers the weekly charts of Premium', async () => {
    const insights = await api<Insights>(server, 'GET', '/me/insights', undefined, basic.token);
    expect(insights).toMatchObject({ level: 'headline', weeks: null, upgradeTo: { displayName: 'Premium' }, peers: { companies: 6 } });
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      const errors = watchErrors(page);
      await signIn(page, server, BASIC.email);
      await dismissCookies(page);
      await page.goto(`${server.url}/company/insights`);
      await page.getByRole('heading', { level: 1, name: 'Estadísticas' }).waitFor();
      const cards = page.getByRole('list', { name: 'Cifras de los últimos 30 días' });
      await cards.getByRole('article', { name: 'Visitas al perfil' }).waitFor();
      expect(await cards.getByRole('article').count()).toBe(7);
      await page.getByRole('heading', { name: 'Con el plan Premium verás la evolución semana a semana con gráficos' }).waitFor();
      const upgrade = page.getByRole('link', { name: /^Pasar al plan Premium \(€\d+(,\d+)?\/mes\)$/ });
      expect(await upgrade.getAttribute('href')).toBe('/company-billing#planes');
      expect(await page.getByRole('img', { name: /, por semana\./ }).count()).toBe(0);
      expect(await page.getByRole('table', { name: 'Tus cifras por semana' }).count()).toBe(0);

      expect(await horizontalOverflow(page)).toBe(0);
      await toastsGone(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `insights-headline-${width}`);
      expect(errors).toEqual([]);
    }
  });

  it('tells a plan without statistics what it would see', async () => {
    // A plan the administrators set to sell no statistics (applies on the next request).
    await db.query(`UPDATE subscription_plans SET insights = 'none' WHERE plan_name = 'basic'`);
    try {
      for (const width of [390, 1280]) {
        const page = await newPage(width);
        const errors = watchErrors(page);
        await signIn(page, server, BASIC.email);
        await dismissCookies(page);
        await page.goto(`${server.url}/company/insights`);
        await page.getByRole('heading', { name: 'Tu plan no incluye estadísticas' }).waitFor();
        expect(await page.getByRole('list', { name: 'Lo que verías' }).getByRole('listitem').count()).toBe(7);
        const upgrade = page.getByRole('link', { name: /^Pasar al plan Profesional \(€\d+(,\d+)?\/mes\)$/ });
        expect(await upgrade.getAttribute('href')).toBe('/company-billing#planes');
        expect(await page.getByRole('list', { name: 'Cifras de los últimos 30 días' }).count()).toBe(0);
        expect(await horizontalOverflow(page)).toBe(0);
        await toastsGone(page);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await shot(page, `insights-none-${width}`);
        expect(errors).toEqual([]);
      }
    } finally {
      await db.query(`UPDATE subscription_plans SET insights = 'headline' WHERE plan_name = 'basic'`);
    }
  });
});
