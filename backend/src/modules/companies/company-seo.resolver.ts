import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { idFromSeoParam } from '@rutalia/catalog';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SeoService } from '../../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../../web/seo/seo.types.js';
import { CompaniesService } from './companies.service.js';
import { CompanyMessages } from './company-errors.js';
import { COMPANY_DEFAULTS } from './company.entity.js';
import { companySeoParam } from './company.mapper.js';
import { htmlToText, truncateText } from '../../common/security/rich-text.js';

export const SEO_DESCRIPTION_LENGTH = 160;

/** `/company/<segment>` paths that are pages of the site, not companies. */
const RESERVED = new Set(['proposals', 'alerts', 'insights', 'documents']);

/**
 * Tags of `/company/{seoParam}` for crawlers: title, description, canonical, LocalBusiness JSON-LD.
 * A wrong or old slug with a valid id answers a 301 to the canonical address; a missing, suspended
 * or inactive company is a 404.
 */
@Injectable()
export class CompanySeoResolver implements SeoResolver, OnModuleInit {
  constructor(
    private readonly seo: SeoService,
    private readonly companies: CompaniesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  async resolve(pathname: string): Promise<SeoMeta | undefined> {
    const match = /^\/company\/([^/]+)$/.exec(pathname);
    if (!match || RESERVED.has(match[1])) return undefined;
    const param = match[1];
    const row = idFromSeoParam(param) ? await this.companies.findVisibleRow(param) : undefined;
    if (!row) return notFound(pathname);

    const canonicalParam = companySeoParam(row);
    const canonicalPath = `/company/${canonicalParam}`;
    const ratings = await this.companies.ratingsOf([row.id]);
    const rating = ratings.get(row.id);
    const place = row.city && row.city !== COMPANY_DEFAULTS.city ? row.city : undefined;
    const text = htmlToText(row.description);
    const description = truncateText(text || `${row.companyName}: ${COMPANY_DEFAULTS.description}`, SEO_DESCRIPTION_LENGTH);
    const pageUrl = `${this.config.publicUrl}${canonicalPath}`;
    const logo = row.logo ? this.absolute(row.logo) : undefined;

    const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'ES' };
    if (place) address.addressLocality = row.city;
    if (row.province && row.province !== COMPANY_DEFAULTS.province) address.addressRegion = row.province;
    const jsonLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': pageUrl,
      name: row.companyName,
      description,
      url: pageUrl,
      address,
      ...(row.phone ? { telephone: row.phone } : {}),
      ...(logo ? { image: logo, logo } : {}),
      ...(row.website ? { sameAs: [row.website] } : {}),
      ...(row.services.length > 0 ? { knowsAbout: row.services } : {}),
      ...(rating && rating.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Number(rating.average),
              reviewCount: rating.count,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    };

    return {
      title: place ? `${row.companyName} en ${place} · Rutalia` : `${row.companyName} · Rutalia`,
      description,
      canonicalPath,
      status: 200,
      image: logo,
      jsonLd,
      ...(param !== canonicalParam ? { redirect: canonicalPath } : {}),
    };
  }

  private absolute(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  }
}

function notFound(pathname: string): SeoMeta {
  return {
    title: `${CompanyMessages.NOT_FOUND} · Rutalia`,
    description: CompanyMessages.NOT_FOUND_DETAIL,
    canonicalPath: pathname,
    status: 404,
    noindex: true,
  };
}
