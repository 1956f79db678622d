import { escapeHtml } from '../../common/security/sanitize-html.js';
import type { SeoMeta } from './seo.types.js';

const START = '<!--seo:start-->';
const END = '<!--seo:end-->';

/** JSON-LD inside <script>: '<' must not close the tag early. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Replaces the block between the SEO markers of the built index.html with the page's tags. */
export function renderHtml(template: string, meta: SeoMeta, publicUrl: string): string {
  const canonical = `${publicUrl}${meta.canonicalPath === '/' ? '/' : meta.canonicalPath}`;
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
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ].filter(Boolean);
  const start = template.indexOf(START);
  const end = template.indexOf(END);
  if (start === -1 || end === -1) return template.replace('</head>', `${tags.join('')}</head>`);
  return template.slice(0, start + START.length) + tags.join('') + template.slice(end);
}
