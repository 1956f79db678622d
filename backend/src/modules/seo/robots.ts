/**
 * Private areas crawlers must skip (signed-in screens, the API, the backoffice, the newsletter
 * token links). The pages also carry `noindex`; this saves the crawl. `$` ends a rule where a
 * plain prefix would also hide public pages (a company whose slug starts with "proposal").
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/backoffice/',
  '/admin',
  '/dashboard',
  '/messages',
  '/client/',
  '/company/proposal/',
  '/company/proposals$',
  '/company/alerts$',
  '/company/insights$',
  '/company/documents$',
  '/company-billing',
  '/company-profile',
  '/profile',
  '/request',
  '/proposals/',
  '/jobs/*/respond',
  '/jobs/*/proposals',
  '/newsletter/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
