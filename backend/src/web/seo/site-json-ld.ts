import type { SeoMeta } from './seo.types.js';
import { SITE } from './static-pages.js';

/** Images under site/public/og (copied to the site build): the default card and a square logo. */
export const DEFAULT_OG_IMAGE = {
  path: '/og/rutalia-default.png',
  width: 1200,
  height: 630,
  alt: 'Rutalia: transporte, mudanzas y logística en España',
};
export const LOGO_IMAGE = { path: '/og/rutalia-logo.png', width: 512, height: 512 };

type JsonLd = Record<string, unknown>;

const organizationId = (publicUrl: string) => `${publicUrl}/#organization`;
const websiteId = (publicUrl: string) => `${publicUrl}/#website`;

/** Home: who publishes the site, and the directory search as the site's search box. */
export function homeJsonLd(publicUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId(publicUrl),
        name: SITE,
        url: `${publicUrl}/`,
        logo: { '@type': 'ImageObject', url: `${publicUrl}${LOGO_IMAGE.path}`, width: LOGO_IMAGE.width, height: LOGO_IMAGE.height },
        areaServed: { '@type': 'Country', name: 'España' },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          url: `${publicUrl}/contact`,
          availableLanguage: 'es',
          areaServed: 'ES',
        },
      },
      {
        '@type': 'WebSite',
        '@id': websiteId(publicUrl),
        name: SITE,
        url: `${publicUrl}/`,
        inLanguage: 'es-ES',
        publisher: { '@id': organizationId(publicUrl) },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/companies?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** schema.org type of the static pages that have one besides the home. */
const PAGE_TYPES: Readonly<Record<string, string>> = {
  '/companies': 'CollectionPage',
  '/empresas': 'CollectionPage',
  '/jobs': 'CollectionPage',
  '/ubicaciones': 'CollectionPage',
  '/blog': 'CollectionPage',
  '/articulos': 'CollectionPage',
  '/about': 'AboutPage',
  '/contact': 'ContactPage',
};

/** JSON-LD of a static page, or undefined when it has none (private, sign-in, legal pages...). */
export function staticPageJsonLd(
  pathname: string,
  meta: Pick<SeoMeta, 'title' | 'description'>,
  publicUrl: string,
  canonicalPath = pathname,
): JsonLd | undefined {
  if (pathname === '/') return homeJsonLd(publicUrl);
  const type = PAGE_TYPES[pathname];
  if (!type) return undefined;
  const url = `${publicUrl}${canonicalPath}`;
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': url,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: 'es-ES',
    isPartOf: { '@type': 'WebSite', '@id': websiteId(publicUrl), name: SITE, url: `${publicUrl}/` },
  };
}
