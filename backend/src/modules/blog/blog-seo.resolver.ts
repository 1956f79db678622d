import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { truncateText } from '../../common/security/rich-text.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SeoService } from '../../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../../web/seo/seo.types.js';
import { BlogMessages } from './blog-errors.js';
import type { BlogPostRow } from './blog-sql.js';
import { authorNameOf, excerptOf, FALLBACK_AUTHOR } from './blog.mapper.js';
import { BlogService } from './blog.service.js';

export const BLOG_SEO_DESCRIPTION_LENGTH = 160;
const SITE = 'Rutalia';

/**
 * Tags of `/blog/{slug}` for crawlers: title, description (meta description or excerpt),
 * canonical, og:type article with an absolute image, and BlogPosting JSON-LD. Drafts and unknown
 * slugs are a 404 noindex page.
 */
@Injectable()
export class BlogSeoResolver implements SeoResolver, OnModuleInit {
  constructor(
    private readonly seo: SeoService,
    private readonly blog: BlogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  async resolve(pathname: string): Promise<SeoMeta | undefined> {
    const match = /^\/blog\/([^/]+)$/.exec(pathname);
    if (!match) return undefined;
    const row = await this.blog.findPublishedRow(match[1]);
    if (!row) return notFound(pathname);

    const canonicalPath = `/blog/${row.slug}`;
    const pageUrl = `${this.config.publicUrl}${canonicalPath}`;
    const description = truncateText(row.metaDescription?.trim() || excerptOf(row), BLOG_SEO_DESCRIPTION_LENGTH);
    const image = row.featuredImage ? this.absolute(row.featuredImage) : undefined;
    return {
      title: `${row.title} · ${SITE}`,
      description,
      canonicalPath,
      status: 200,
      type: 'article',
      image,
      jsonLd: this.blogPosting(row, pageUrl, description, image),
    };
  }

  private blogPosting(row: BlogPostRow, pageUrl: string, description: string, image: string | undefined): Record<string, unknown> {
    const organization = { '@type': 'Organization', name: SITE, url: this.config.publicUrl };
    const authorName = authorNameOf(row);
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': pageUrl,
      headline: row.title,
      description,
      ...(image ? { image } : {}),
      datePublished: new Date(row.publishedAt ?? row.createdAt).toISOString(),
      dateModified: new Date(row.updatedAt).toISOString(),
      // A post without author is signed 'Admin' on the site: for crawlers that is the publisher itself.
      author: authorName === FALLBACK_AUTHOR && !row.authorId ? organization : { '@type': 'Person', name: authorName },
      publisher: organization,
      mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
      inLanguage: 'es-ES',
      ...(row.tags.length > 0 ? { keywords: row.tags.join(', ') } : {}),
    };
  }

  private absolute(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }
}

function notFound(pathname: string): SeoMeta {
  return {
    title: `${BlogMessages.NOT_FOUND} · ${SITE}`,
    description: BlogMessages.NOT_FOUND_DETAIL,
    canonicalPath: pathname,
    status: 404,
    noindex: true,
  };
}
