import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { categoryPageMeta } from './category-pages.js';
import { staticPageJsonLd } from './site-json-ld.js';
import { dynamicPublicPatterns, notFoundMeta, privatePagePatterns, SITE, staticPages } from './static-pages.js';
import type { SeoMeta, SeoResolver } from './seo.types.js';

/**
 * Decides the title, description, canonical and status of any site path, so crawlers that run
 * no JavaScript see the right tags. Domain modules add resolvers for their own pages.
 */
@Injectable()
export class SeoService {
  private readonly resolvers: SeoResolver[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  register(resolver: SeoResolver): void {
    this.resolvers.push(resolver);
  }

  /** `query`: the address's query string (with or without '?'); only category pages read it. */
  async resolve(rawPath: string, query = ''): Promise<SeoMeta> {
    const pathname = normalise(rawPath);
    const categoryPage = categoryPageMeta(pathname, new URLSearchParams(query));
    if (categoryPage) {
      const jsonLd = staticPageJsonLd(pathname, categoryPage, this.config.publicUrl, categoryPage.canonicalPath);
      return { ...categoryPage, ...(jsonLd ? { jsonLd } : {}) };
    }
    const page = staticPages[pathname];
    if (page) {
      const jsonLd = page.noindex ? undefined : staticPageJsonLd(pathname, page, this.config.publicUrl);
      return { ...page, canonicalPath: pathname, status: 200, ...(jsonLd ? { jsonLd } : {}) };
    }
    for (const resolver of this.resolvers) {
      const meta = await resolver.resolve(pathname);
      if (meta) return meta;
    }
    if (privatePagePatterns.some((p) => p.test(pathname))) {
      return { title: SITE, description: staticPages['/'].description, canonicalPath: pathname, status: 200, noindex: true };
    }
    if (dynamicPublicPatterns.some((p) => p.test(pathname))) {
      return { ...staticPages['/'], canonicalPath: pathname, status: 200 };
    }
    return notFoundMeta(pathname);
  }
}

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep it as sent: a malformed escape simply matches no page
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}
