import { robotsTxt } from './robots.js';
import { SITEMAP_CATEGORY_PAGES, SITEMAP_LOCATION_PAGES, SITEMAP_SERVICE_PAGES, SITEMAP_STATIC_PAGES } from './sitemap-pages.js';
import { escapeXml, sitemapXml, w3cDate } from './sitemap-xml.js';

describe('sitemapXml', () => {
  it('writes absolute, escaped locations with frequency, one-decimal priority and lastmod', () => {
    const xml = sitemapXml(
      [
        { path: '/', priority: 1, changefreq: 'daily' },
        { path: '/blog/a-b', priority: 0.6, changefreq: 'weekly', lastmod: new Date('2026-03-04T05:06:07.890Z') },
      ],
      'https://rutalia.es/x?a=1&b=2',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml).toContain('<url><loc>https://rutalia.es/x?a=1&amp;b=2/</loc><changefreq>daily</changefreq><priority>1.0</priority></url>');
    expect(xml).toContain('<lastmod>2026-03-04T05:06:07Z</lastmod><changefreq>weekly</changefreq><priority>0.6</priority>');
  });

  it('percent-encodes paths and escapes the five XML characters', () => {
    expect(sitemapXml([{ path: '/blog/añ o', priority: 0.6, changefreq: 'weekly' }], 'http://x')).toContain(
      '<loc>http://x/blog/a%C3%B1%20o</loc>',
    );
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(w3cDate(new Date('2026-01-02T00:00:00Z'))).toBe('2026-01-02T00:00:00Z');
  });
});

describe('sitemap pages', () => {
  it('has the 9 static pages, the 15 services and one location page per preset place', () => {
    expect(SITEMAP_STATIC_PAGES).toHaveLength(9);
    expect(SITEMAP_SERVICE_PAGES).toHaveLength(15);
    expect(SITEMAP_LOCATION_PAGES.length).toBeGreaterThan(0);
    for (const page of SITEMAP_LOCATION_PAGES) expect(page.path).toMatch(/^\/location\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('lists each of the 14 categories as the directory and the job list filtered by it', () => {
    expect(SITEMAP_CATEGORY_PAGES).toHaveLength(28);
    expect(SITEMAP_CATEGORY_PAGES.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/companies?service=Mudanzas', '/jobs?category=mudanzas', '/jobs?category=transporte-nacional']),
    );
    expect(sitemapXml([SITEMAP_CATEGORY_PAGES[0]], 'https://rutalia.es')).toContain(
      '<loc>https://rutalia.es/companies?service=Transporte%20Nacional</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('allows the site, hides the private areas and points to the sitemap', () => {
    const text = robotsTxt('https://rutalia.es');
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /jobs/*/respond\n');
    expect(text.trim().endsWith('Sitemap: https://rutalia.es/sitemap.xml')).toBe(true);
  });
});
