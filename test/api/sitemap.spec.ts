import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { DataSource } from 'typeorm';
import { SERVICE_CATEGORIES, SERVICE_LANDING_SLUGS, SITEMAP_LOCATIONS } from '@rutalia/catalog';
import { relaxedRateLimits } from '../factories/auth-factories.js';
import { insertBlogPost, type TestPost } from '../factories/blog-factories.js';
import { createCompany, deactivateCompany, marker, suspendCompany, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';
const POST_UPDATED_AT = new Date('2026-05-06T07:08:09.123Z');
const XSD = readFileSync(new URL('../fixtures/sitemap.xsd', import.meta.url), 'utf8');

interface UrlEntry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
}

/** The <url> elements of a sitemap (flat, as SitemapService writes them; the XSD checks the shape). */
function parseUrls(xml: string): UrlEntry[] {
  const field = (block: string, name: string) => block.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, block]) => ({
    loc: field(block, 'loc')!.replace(/&amp;/g, '&'),
    lastmod: field(block, 'lastmod'),
    changefreq: field(block, 'changefreq'),
    priority: field(block, 'priority'),
  }));
}

/** `/sitemap.xml` (spec 9 'Sitemap') and `/robots.txt`, as a crawler fetches them. */
describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let ds: DataSource;
  let visible: TestCompany;
  let suspended: TestCompany;
  let inactive: TestCompany;
  let published: TestPost;
  let draft: TestPost;
  let res: Response;
  let xml: string;
  let urls: UrlEntry[];
  const byPath = (path: string) => urls.find((u) => u.loc === `${PUBLIC_URL}${path}`);

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
    const m = marker();
    // A name with '&' and an apostrophe: the slug drops them, the XML must stay well-formed.
    visible = await createCompany(t, { companyName: `Mudanzas O'Neill & Hijos ${m}` });
    suspended = await createCompany(t, { companyName: `Suspendida ${m}` });
    inactive = await createCompany(t, { companyName: `Inactiva ${m}` });
    await suspendCompany(ds, suspended.company.id);
    await deactivateCompany(ds, inactive.company.id);
    published = await insertBlogPost(ds, { published: true, updatedAt: POST_UPDATED_AT });
    draft = await insertBlogPost(ds, { published: false });

    res = await t.request('GET', '/sitemap.xml');
    xml = await res.text();
    urls = parseUrls(xml);
  }, 60_000);
  afterAll(() => t.close());

  it('answers XML with a one-hour public cache', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('validates against the sitemaps.org 0.9 schema', async () => {
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [{ fileName: 'sitemap.xsd', contents: XSD }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    // The check itself can fail: a priority above 1.0 is rejected.
    const broken = await validateXML({
      xml: [{ fileName: 'broken.xml', contents: xml.replace('<priority>1.0</priority>', '<priority>1.5</priority>') }],
      schema: [{ fileName: 'sitemap.xsd', contents: XSD }],
    });
    expect(broken.valid).toBe(false);
  });

  it('lists the 9 static pages with the spec priorities and frequencies', () => {
    const expected: [string, string, string][] = [
      ['/', '1.0', 'daily'],
      ['/companies', '0.9', 'daily'],
      ['/jobs', '0.9', 'daily'],
      ['/blog', '0.8', 'daily'],
      ['/about', '0.7', 'monthly'],
      ['/contact', '0.7', 'monthly'],
      ['/help', '0.6', 'monthly'],
      ['/privacy', '0.5', 'yearly'],
      ['/terms', '0.5', 'yearly'],
    ];
    for (const [path, priority, changefreq] of expected)
      expect(byPath(path)).toEqual({ loc: `${PUBLIC_URL}${path}`, priority, changefreq, lastmod: undefined });
    expect(urls.every((u) => u.loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('lists the 15 service landings and the preset locations', () => {
    const services = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/services/`));
    expect(services.map((u) => u.loc)).toEqual(SERVICE_LANDING_SLUGS.map((slug) => `${PUBLIC_URL}/services/${slug}`));
    expect(services.every((u) => u.priority === '0.8' && u.changefreq === 'monthly')).toBe(true);
    expect(SERVICE_LANDING_SLUGS).toHaveLength(15);

    const locations = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/location/`));
    expect(locations.map((u) => u.loc)).toEqual(SITEMAP_LOCATIONS.map((l) => `${PUBLIC_URL}${l.path}`));
    expect(locations.every((u) => u.priority === '0.7' && u.changefreq === 'monthly')).toBe(true);
    expect(byPath('/location/bizkaia/bilbao')).toBeDefined();
  });

  it('lists the 14 categories: the directory and the job list filtered by each, and both pages answer', async () => {
    const directory = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/companies?`));
    const jobs = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/jobs?`));
    expect(SERVICE_CATEGORIES).toHaveLength(14);
    expect(directory.map((u) => decodeURI(u.loc))).toEqual(SERVICE_CATEGORIES.map((c) => `${PUBLIC_URL}/companies?service=${c.name}`));
    expect(jobs.map((u) => u.loc)).toEqual(SERVICE_CATEGORIES.map((c) => `${PUBLIC_URL}/jobs?category=${c.slug}`));
    expect([...directory, ...jobs].every((u) => u.changefreq === 'daily' && u.lastmod === undefined)).toBe(true);

    // The API behind each page takes the value as the sitemap writes it.
    const moves = new URL(directory.find((u) => u.loc.endsWith('=Mudanzas'))!.loc);
    const companies = await t.request('GET', `/api/companies?service=${encodeURIComponent(moves.searchParams.get('service')!)}`);
    expect(companies.status).toBe(200);
    const jobList = await t.request('GET', `/api/requests?category=${new URL(jobs[0].loc).searchParams.get('category')}`);
    expect(jobList.status).toBe(200);
    const page = await t.request('GET', `/jobs?category=${SERVICE_CATEGORIES[0].slug}`);
    expect(page.status).toBe(200);
  });

  it('lists visible companies only, at their canonical address with lastmod = updated_at', async () => {
    const entry = byPath(`/company/${visible.company.seoParam}`);
    const [row] = await ds.query(`SELECT updated_at FROM companies WHERE id = $1`, [visible.company.id]);
    expect(entry).toEqual({
      loc: `${PUBLIC_URL}/company/${visible.company.seoParam}`,
      lastmod: new Date(row.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      changefreq: 'weekly',
      priority: '0.6',
    });
    expect(xml).not.toContain(suspended.company.id);
    expect(xml).not.toContain(inactive.company.id);

    // Exactly the directory's companies (the same rule as GET /api/companies).
    const companyUrls = urls.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/company/`));
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM companies WHERE is_active AND status = 'active'`);
    expect(companyUrls).toHaveLength(count);
    const directory = await (await t.request('GET', '/api/companies?pageSize=1')).json();
    expect(directory.total).toBe(count);

    // The listed address is the page itself, not a redirect.
    const page = await fetch(`${t.url}/company/${visible.company.seoParam}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
  });

  it('lists published posts only, with lastmod', () => {
    const entry = byPath(`/blog/${published.slug}`);
    expect(entry).toEqual({
      loc: `${PUBLIC_URL}/blog/${published.slug}`,
      lastmod: '2026-05-06T07:08:09Z',
      changefreq: 'weekly',
      priority: '0.6',
    });
    expect(byPath(`/blog/${draft.slug}`)).toBeUndefined();
  });

  it('a company suspended later leaves the sitemap on the next fetch', async () => {
    await suspendCompany(ds, visible.company.id);
    const again = await (await t.request('GET', '/sitemap.xml')).text();
    expect(again).not.toContain(visible.company.id);
  });

  it('robots.txt allows the site, hides the private areas and points to the sitemap', async () => {
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/backoffice/',
      '/dashboard',
      '/messages',
      '/client/',
      '/company/proposal/',
      '/company-billing',
      '/profile',
      '/company-profile',
      '/request',
      '/proposals/',
      '/jobs/*/respond',
      '/jobs/*/proposals',
      '/newsletter/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Public pages stay crawlable: no rule is a prefix of them.
    const rules = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const path of [
      '/companies',
      '/company/mudanzas-x-00000000-0000-4000-8000-000000000000',
      '/jobs',
      '/job/x',
      '/blog',
      '/services/mudanzas',
      '/location/madrid/madrid',
    ]) {
      expect(rules.filter((rule) => !rule.includes('*') && !rule.endsWith('$') && path.startsWith(rule))).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
