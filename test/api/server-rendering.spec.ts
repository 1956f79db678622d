import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource } from 'typeorm';
import { relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { insertBlogPost } from '../factories/blog-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21: the public landing pages arrive with their content rendered by the server (the
 * site's server build, site/dist-server) and the data it was rendered from, for the browser
 * to hydrate; every other page is the shell, as before.
 */
describe('server rendering of the public landing pages', () => {
  let t: TestApp;
  let ds: DataSource;
  let company: TestCompany;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: 'https://rutalia.test' });
    ds = t.app.get(DataSource);
    company = await createCompany(
      t,
      { companyName: `Transportes Ribera ${marker()}`, city: 'Madrid', province: 'Madrid' },
      { description: `<p>Mudanzas en Madrid con montaje de muebles. ${'Trato cuidadoso. '.repeat(10)}</p>`, services: ['Mudanzas'] },
    );
  }, 60_000);
  afterAll(() => t.close());

  const page = async (route: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${route}`, { headers, redirect: 'manual' });
    const html = await res.text();
    const root = html.match(/<div id="root">([\s\S]*?)<\/div><script id="rutalia-ssr-state"/)?.[1] ?? null;
    const state = html.match(/<script id="rutalia-ssr-state" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
    return {
      status: res.status,
      html,
      root,
      state: state === undefined ? null : (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }),
    };
  };

  it('the home: hero, featured companies and the data they came from', async () => {
    const { status, root, state, html } = await page('/');
    expect(status).toBe(200);
    expect(root).toContain('<h1');
    expect(root).toContain(company.company.companyName);
    expect(html).toMatch(/<style data-styled[^>]*>[\s\S]+<\/style>[\s\S]*<\/head>/);
    expect(state!.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['companies', 'plans', 'jobs', 'stats']));
  });

  it('a company page: its name and description, and its query under the key the page uses', async () => {
    const { status, root, state } = await page(`/company/${company.company.seoParam}`);
    expect(status).toBe(200);
    expect(root).toContain(company.company.companyName);
    expect(root).toContain('Mudanzas en Madrid con montaje de muebles.');
    expect(state!.queries.map((q) => q.queryKey)).toContainEqual(['companies', 'detail', company.company.seoParam]);
  });

  it('a job page: its title', async () => {
    const client = await signedInClient(t);
    const job = await createRequest(t, client.accessToken, { title: `Porte de un sofá ${marker()}` });
    const { status, root, state } = await page(`/job/${job.seoParam}`);
    expect(status).toBe(200);
    expect(root).toContain(`<h1 id="job-title">${job.title}</h1>`);
    expect(state).not.toBeNull();
  });

  it('service and city landings: their h1 and the companies of the place', async () => {
    for (const route of ['/mudanzas', '/services/mudanzas']) {
      const { status, root } = await page(route);
      expect(status).toBe(200);
      expect(root).toMatch(/<h1>[^<]+<\/h1>/);
    }
    const city = await page('/location/madrid/madrid');
    expect(city.status).toBe(200);
    expect(city.root).toMatch(/<h1>Empresas de transporte y mudanzas en (<!-- -->)?Madrid<\/h1>/);
    expect(city.root).toContain(company.company.companyName);
  });

  it('a blog post: title and body; a "</script>" in its text cannot end the data script', async () => {
    const title = `Guía </script><script>window.pwned=1</script> ${marker()}`;
    const post = await insertBlogPost(ds, { title, content: '<p>Embala los platos de canto.</p>' });
    const { status, root, state, html } = await page(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(root).toContain('Embala los platos de canto.');
    expect(root).toContain('Guía &lt;/script&gt;&lt;script&gt;window.pwned=1');
    expect(html).not.toContain('<script>window.pwned=1');
    const saved = state!.queries.find((q) => q.queryKey[0] === 'blog' && q.queryKey[1] === 'post') as unknown as {
      state: { data: { title: string } };
    };
    expect(saved.state.data.title).toBe(title);
  });

  it("loads the page's code after the first paint: the entry, the shell's preloads and the page's own chunks", async () => {
    const shell = await page('/companies');
    const shellPreloads = new Set(preloadsOf(shell.html));
    const { html } = await page(`/company/${company.company.seoParam}`);
    // Nothing in the head makes the browser fetch a script before painting the rendered page.
    expect(preloadsOf(html)).toEqual([]);
    expect(html).not.toContain('<script type="module"');
    const boot = bootOf(html)!;
    expect(boot.entry).toEqual([shell.html.match(/<script type="module" crossorigin src="([^"]+)">/)![1]]);
    expect(boot.preload).toEqual(expect.arrayContaining([...shellPreloads]));
    const added = boot.preload.filter((href) => !shellPreloads.has(href));
    expect(added).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/CompanyDetailPage-[\w-]+\.js$/)]));
    expect(new Set(boot.preload).size).toBe(boot.preload.length);
    for (const href of [...boot.entry, ...added]) expect(existsSync(path.join(SITE_DIST, href))).toBe(true);
    const chunk = await fetch(`${t.url}${added[0]}`);
    expect(chunk.status).toBe(200);
    // Vite's manifest, read by the server, is not a public file.
    expect((await fetch(`${t.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('the inline boot script is the only inline script, and the CSP allows it by its hash', async () => {
    const res = await fetch(`${t.url}/mudanzas`);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    const scriptSrc = res.headers
      .get('content-security-policy')!
      .match(/script-src ([^;]+)/)![1]
      .split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('the cookie banner comes drawn for visitors without a choice, and not for those with one', async () => {
    const banner = 'aria-label="Aviso de cookies"';
    expect((await page('/mudanzas')).root).toContain(banner);
    const chosen = await page('/mudanzas', { cookie: 'other=1; rutalia_consent=necessary.1' });
    expect(chosen.root).not.toBeNull();
    expect(chosen.root).not.toContain(banner);
    // A choice made for another version of the banner does not count: it asks again.
    expect((await page('/mudanzas', { cookie: 'rutalia_consent=all.0' })).root).toContain(banner);
  });

  it('other pages, missing pages and signed-in visitors get the shell as before', async () => {
    const missing = await page('/esta-pagina-no-existe');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect(missing.state).toBeNull();

    const unknownCompany = await page('/company/no-existe-00000000-0000-4000-8000-000000000000');
    expect(unknownCompany.status).toBe(404);
    expect(unknownCompany.html).toContain('<div id="root"></div>');

    for (const route of ['/companies', '/login', '/blog']) expect((await page(route)).html).toContain('<div id="root"></div>');

    const signedIn = await page(`/company/${company.company.seoParam}`, { cookie: 'rutalia_session=1' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain('<div id="root"></div>');
  });
});

const SITE_DIST = fileURLToPath(new URL('../../site/dist', import.meta.url));

function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
}

function bootOf(html: string): { entry: string[]; preload: string[] } | null {
  const data = html.match(/<script id="rutalia-boot" type="application\/json">([\s\S]*?)<\/script>/)?.[1];
  return data === undefined ? null : (JSON.parse(data) as { entry: string[]; preload: string[] });
}
