export interface SeoMeta {
  title: string;
  description: string;
  /** Path of the canonical address, without the host. */
  canonicalPath: string;
  /** 404 tells crawlers the page does not exist; the SPA still renders its own not-found screen. */
  status: 200 | 404 | 410;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article' | 'profile';
  /**
   * Canonical path to send the visitor to with a 301 instead of rendering the page (e.g. a
   * company URL with an old slug). The query string of the request is kept.
   */
  redirect?: string;
}

/**
 * Resolves the meta tags of one family of pages (a company, a job, a blog post...). Returns
 * undefined when the path is not its own, so the next resolver is tried.
 */
export interface SeoResolver {
  resolve(pathname: string): Promise<SeoMeta | undefined> | SeoMeta | undefined;
}
