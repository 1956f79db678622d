import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { idFromSeoParam } from '@rutalia/catalog';
import { htmlToText, truncateText } from '../../common/security/rich-text.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SeoService } from '../../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../../web/seo/seo.types.js';
import { requestSeoParam } from './request.mapper.js';
import { RequestsService } from './requests.service.js';

export const JOB_SEO_DESCRIPTION_LENGTH = 155;
export const JOB_NOT_FOUND_TITLE = 'Trabajo no encontrado';
export const JOB_NOT_FOUND_DETAIL = 'Este trabajo no existe o ya no está disponible.';

/**
 * Tags of the job detail, `/job/{seoParam}` and its alias `/jobs/{seoParam}` (one segment only:
 * `/jobs/{id}/respond` and `/jobs/{id}/proposals` are private pages, see static-pages.ts).
 * An active request: title, plain-text description, canonical `/job/{current seoParam}` and a
 * `Demand` JSON-LD; a wrong or old slug with a valid id answers a 301 to the canonical address.
 * Missing or not active (closed, completed, cancelled): 404 noindex.
 */
@Injectable()
export class JobSeoResolver implements SeoResolver, OnModuleInit {
  constructor(
    private readonly seo: SeoService,
    private readonly requests: RequestsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  async resolve(pathname: string): Promise<SeoMeta | undefined> {
    const match = /^\/jobs?\/([^/]+)$/.exec(pathname);
    if (!match) return undefined;
    const param = match[1];
    const row = idFromSeoParam(param) ? await this.requests.findRow(param) : undefined;
    if (!row || row.status !== 'active') return notFound(pathname);

    const canonicalParam = requestSeoParam(row);
    const canonicalPath = `/job/${canonicalParam}`;
    const pageUrl = `${this.config.publicUrl}${canonicalPath}`;
    const text = htmlToText(row.description);
    const description = truncateText(
      text || `${row.title}. ${row.services.join(', ')} en ${row.city}, ${row.province}.`,
      JOB_SEO_DESCRIPTION_LENGTH,
    );
    const place = row.city || row.province;
    const jsonLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Demand',
      '@id': pageUrl,
      name: row.title,
      description,
      url: pageUrl,
      validFrom: new Date(row.createdAt).toISOString(),
      itemOffered: { '@type': 'Service', name: row.title, serviceType: row.services.join(', ') },
      areaServed: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: row.city, addressRegion: row.province, addressCountry: 'ES' },
      },
    };

    return {
      title: place ? `${row.title} en ${place} · Rutalia` : `${row.title} · Rutalia`,
      description,
      canonicalPath,
      status: 200,
      jsonLd,
      ...(param !== canonicalParam ? { redirect: canonicalPath } : {}),
    };
  }
}

function notFound(pathname: string): SeoMeta {
  return {
    title: `${JOB_NOT_FOUND_TITLE} · Rutalia`,
    description: JOB_NOT_FOUND_DETAIL,
    canonicalPath: pathname,
    status: 404,
    noindex: true,
  };
}
