/** Spec 9 'Sitemap' frequencies (the sitemaps.org 0.9 values it uses). */
export type ChangeFreq = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface SitemapEntry {
  /** Site path starting with '/', made absolute with the public URL. */
  path: string;
  priority: number;
  changefreq: ChangeFreq;
  lastmod?: Date;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** W3C datetime without milliseconds ('2026-11-22T13:41:13Z'), as sitemaps.org shows it. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The `<urlset>` document of sitemaps.org 0.9. Paths are percent-encoded (slugs are ASCII by
 * construction, this only guards odd data) and every value is XML-escaped.
 */
export function sitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(`${publicUrl}${encodeURI(entry.path)}`);
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${loc}</loc>${lastmod}<changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
