import { escapeHtml } from '../../common/security/sanitize-html.js';
import type { AppConfig } from '../../config/app-config.js';
import { DEFAULT_OG_IMAGE } from './site-json-ld.js';
import type { SeoMeta } from './seo.types.js';

const START = '<!--seo:start-->';
const END = '<!--seo:end-->';

/** What the page needs from the configuration: its address and the runtime settings of the site. */
export type SiteSettings = Pick<AppConfig, 'publicUrl' | 'whatsappNumber' | 'whatsappGreeting'>;

/** JSON inside <script>: '<' must not close the tag early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Crawlers need absolute image addresses; uploads are stored as site paths. */
function absolute(url: string, publicUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Replaces the block between the SEO markers of the built index.html with the page's tags and
 * the runtime configuration the site reads (site/src/app/siteConfig.ts).
 */
export function renderHtml(template: string, meta: SeoMeta, site: SiteSettings): string {
  const { publicUrl } = site;
  const canonical = `${publicUrl}${meta.canonicalPath === '/' ? '/' : meta.canonicalPath}`;
  const own = meta.image ? absolute(meta.image, publicUrl) : undefined;
  const image = own ?? `${publicUrl}${DEFAULT_OG_IMAGE.path}`;
  const config = { whatsappNumber: site.whatsappNumber, whatsappGreeting: site.whatsappGreeting };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    `<meta property="og:site_name" content="Rutalia" />`,
    `<meta property="og:locale" content="es_ES" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    // The default card's size is known; a page's own image (a logo, a cover) may be any size.
    own
      ? ''
      : `<meta property="og:image:width" content="${DEFAULT_OG_IMAGE.width}" /><meta property="og:image:height" content="${DEFAULT_OG_IMAGE.height}" /><meta property="og:image:alt" content="${escapeHtml(DEFAULT_OG_IMAGE.alt)}" />`,
    // A logo shows best as a small square card; covers and the default image as a large one.
    `<meta name="twitter:card" content="${own && meta.type !== 'article' ? 'summary' : 'summary_large_image'}" />`,
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
    `<script id="rutalia-config" type="application/json">${safeJson(config)}</script>`,
  ].filter(Boolean);
  const start = template.indexOf(START);
  const end = template.indexOf(END);
  if (start === -1 || end === -1) return template.replace('</head>', `${tags.join('')}</head>`);
  return template.slice(0, start + START.length) + tags.join('') + template.slice(end);
}
