import { relaxedRateLimits } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';
const WHATSAPP = { whatsappNumber: '34911222333', whatsappGreeting: 'Hola <equipo> de Rutalia' };
const DEFAULT_IMAGE = `${PUBLIC_URL}/og/rutalia-default.png`;

interface Page {
  status: number;
  html: string;
  title?: string;
  description?: string;
  canonical?: string;
  og: Record<string, string>;
  twitterCard?: string;
  jsonLd: unknown[];
  config: unknown;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Public pages as a crawler without JavaScript gets them (complements site-serving.spec.ts,
 * companies-seo.spec.ts and jobs-seo.spec.ts): the tags every page shares, Open Graph, the
 * JSON-LD blocks and the runtime configuration block.
 */
describe('server-rendered tags of the public pages', () => {
  let t: TestApp;
  let company: TestCompany;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL, ...WHATSAPP });
    company = await createCompany(t, { companyName: `Transportes Robles ${marker()}`, city: 'Sevilla', province: 'Sevilla' });
  }, 60_000);
  afterAll(() => t.close());

  const load = async (route: string): Promise<Page> => {
    const res = await fetch(`${t.url}${route}`, { redirect: 'manual' });
    const html = await res.text();
    const attr = (re: RegExp) => {
      const value = html.match(re)?.[1];
      return value === undefined ? undefined : unescape(value);
    };
    const og: Record<string, string> = {};
    for (const [, name, content] of html.matchAll(/<meta property="og:([a-z_:]+)" content="([^"]*)" \/>/g)) og[name] = unescape(content);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json));
    const configText = html.match(/<script id="rutalia-config" type="application\/json">(.*?)<\/script>/s)?.[1];
    return {
      status: res.status,
      html,
      title: attr(/<title>([^<]*)<\/title>/),
      description: attr(/<meta name="description" content="([^"]*)"/),
      canonical: attr(/<link rel="canonical" href="([^"]*)"/),
      og,
      twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
      jsonLd,
      config: configText === undefined ? undefined : JSON.parse(configText),
    };
  };

  /** What every public page carries, whatever its kind. */
  const expectCommonTags = (page: Page, canonicalPath: string) => {
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="es"/);
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.title).toMatch(/Rutalia/);
    expect(page.description!.length).toBeGreaterThan(20);
    expect(page.canonical).toBe(`${PUBLIC_URL}${canonicalPath}`);
    expect(page.og).toMatchObject({
      site_name: 'Rutalia',
      locale: 'es_ES',
      title: page.title,
      description: page.description,
      url: page.canonical,
    });
    expect(page.og.image).toMatch(/^https:\/\/rutalia\.test\//);
    expect(page.twitterCard).toMatch(/^summary(_large_image)?$/);
    expect(page.html).not.toContain('noindex');
    expect(page.config).toEqual(WHATSAPP);
    // '<' of the greeting is escaped, so the block cannot close early.
    expect(page.html).toContain('Hola \\u003cequipo> de Rutalia');
  };

  it('home: Organization and WebSite with a SearchAction to the directory, default image', async () => {
    const page = await load('/');
    expectCommonTags(page, '/');
    expect(page.title).toBe('Rutalia · Transporte, mudanzas y logística en España');
    expect(page.og).toMatchObject({ type: 'website', image: DEFAULT_IMAGE, 'image:width': '1200', 'image:height': '630' });
    expect(page.twitterCard).toBe('summary_large_image');
    const [ld] = page.jsonLd as { '@graph': Record<string, unknown>[] }[];
    const organization = ld['@graph'].find((node) => node['@type'] === 'Organization')!;
    const website = ld['@graph'].find((node) => node['@type'] === 'WebSite')!;
    expect(organization).toMatchObject({ name: 'Rutalia', url: `${PUBLIC_URL}/`, logo: { url: `${PUBLIC_URL}/og/rutalia-logo.png` } });
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${PUBLIC_URL}/companies?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(website.publisher).toEqual({ '@id': organization['@id'] });
  });

  it('directory pages are CollectionPages', async () => {
    for (const route of ['/companies', '/empresas', '/jobs', '/ubicaciones', '/blog']) {
      const page = await load(route);
      expectCommonTags(page, route);
      expect(page.jsonLd).toEqual([expect.objectContaining({ '@type': 'CollectionPage', url: `${PUBLIC_URL}${route}`, name: page.title })]);
    }
  });

  it('the directory and the jobs by category (sitemap entries): own title, canonical keeping only the category', async () => {
    const directory = await load('/companies?service=Transporte%20Nacional&page=2');
    expectCommonTags(directory, '/companies?service=Transporte%20Nacional');
    expect(directory.title).toBe('Empresas de Transporte Nacional · Rutalia');
    expect(directory.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'CollectionPage', url: `${PUBLIC_URL}/companies?service=Transporte%20Nacional` }),
    ]);
    const jobs = await load('/jobs?category=mudanzas&sort=oldest');
    expectCommonTags(jobs, '/jobs?category=mudanzas');
    expect(jobs.title).toBe('Trabajos de Mudanzas · Rutalia');
    // Any other filter value keeps the list's own page.
    expectCommonTags(await load('/jobs?category=inventada'), '/jobs');
  });

  it('a company page: its own title, description and LocalBusiness; the logo-less one uses the default image', async () => {
    const page = await load(`/company/${company.company.seoParam}`);
    expectCommonTags(page, `/company/${company.company.seoParam}`);
    expect(page.title).toBe(`${company.company.companyName} en Sevilla · Rutalia`);
    expect(page.og.image).toBe(DEFAULT_IMAGE);
    expect(page.jsonLd).toEqual([expect.objectContaining({ '@type': 'LocalBusiness', name: company.company.companyName })]);
  });

  it('a service page, in both forms: title, description, canonical /services/{slug} and Service JSON-LD', async () => {
    for (const route of ['/services/mudanzas', '/mudanzas']) {
      const page = await load(route);
      expectCommonTags(page, '/services/mudanzas');
      expect(page.title).toMatch(/mudanzas.*· Rutalia$/i);
      expect(page.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'Service',
          url: `${PUBLIC_URL}/services/mudanzas`,
          description: page.description,
          provider: expect.objectContaining({ '@id': `${PUBLIC_URL}/#organization` }),
        }),
      ]);
    }
  });

  it('a location page: the place in the title and a breadcrumb', async () => {
    const page = await load('/location/sevilla/sevilla');
    expectCommonTags(page, '/location/sevilla/sevilla');
    expect(page.title).toBe('Empresas de transporte en Sevilla · Rutalia');
    expect(page.description).toMatch(/Sevilla/);
    expect(page.jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
  });

  it('information pages have their own titles and descriptions', async () => {
    const titles = new Set<string>();
    for (const route of ['/articulos', '/about', '/contact', '/help', '/privacy', '/terms', '/sitemap', '/trabajos']) {
      const page = await load(route);
      expectCommonTags(page, route);
      titles.add(page.title!);
    }
    expect(titles.size).toBe(8);
    expect((await load('/about')).jsonLd).toEqual([expect.objectContaining({ '@type': 'AboutPage' })]);
    expect((await load('/contact')).jsonLd).toEqual([expect.objectContaining({ '@type': 'ContactPage' })]);
  });

  it('newsletter confirmation and unsubscribe pages are noindex, with the configuration block', async () => {
    for (const [route, title] of [
      ['/newsletter/confirmar', 'Confirmar suscripción · Rutalia'],
      ['/newsletter/baja', 'Darse de baja · Rutalia'],
    ]) {
      const page = await load(`${route}?token=abc`);
      expect(page.status).toBe(200);
      expect(page.title).toBe(title);
      expect(page.html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(page.jsonLd).toEqual([]);
      expect(page.config).toEqual(WHATSAPP);
    }
  });

  it('private and missing pages carry the configuration block too (the WhatsApp button shows everywhere)', async () => {
    for (const route of ['/dashboard', '/no-existe-esta-pagina']) {
      const page = await load(route);
      expect(page.html).toContain('noindex');
      expect(page.config).toEqual(WHATSAPP);
    }
  });
});
