import { ApiError } from '../../api/http';
import { paths } from '../../paths';

/**
 * The XML the backend generates (`GET /sitemap.xml`). A plain fetch: it is not under /api, and
 * the page shows the document as it is, so the text is returned unparsed.
 */
export async function getSitemapXml(signal?: AbortSignal): Promise<string> {
  const res = await fetch(paths.sitemapXml, { headers: { accept: 'application/xml' }, signal });
  const type = res.headers.get('content-type') ?? '';
  // A dev server without the backend answers the site's index.html: that is not a sitemap.
  if (!res.ok || !type.includes('xml')) {
    throw new ApiError({ statusCode: res.status, code: `HTTP_${res.status}`, message: 'No se pudo cargar el mapa del sitio' });
  }
  return res.text();
}
