import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SeoService } from '../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../web/seo/seo.types.js';
import { findServiceLanding } from '@rutalia/catalog';

/** Tags for `/services/{slug}` and its short form `/{slug}`; unknown slugs under /services are 404s. */
@Injectable()
export class ServiceLandingSeoResolver implements SeoResolver, OnModuleInit {
  constructor(
    private readonly seo: SeoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  resolve(pathname: string): SeoMeta | undefined {
    const match = pathname.match(/^\/(?:services\/)?([a-z0-9-]+)$/);
    if (!match) return undefined;
    const landing = findServiceLanding(match[1]);
    if (!landing) {
      return pathname.startsWith('/services/')
        ? {
            title: 'Servicio no encontrado · Rutalia',
            description: 'El servicio que buscas no existe.',
            canonicalPath: pathname,
            status: 404,
            noindex: true,
          }
        : undefined;
    }
    const { publicUrl } = this.config;
    const pageUrl = `${publicUrl}/services/${landing.slug}`;
    return {
      title: `${landing.title} · Rutalia`,
      description: landing.metaDescription,
      // Both forms exist (spec); /services/{slug} is the canonical one.
      canonicalPath: `/services/${landing.slug}`,
      status: 200,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Service',
        '@id': pageUrl,
        name: landing.name,
        serviceType: landing.name,
        description: landing.metaDescription,
        url: pageUrl,
        areaServed: { '@type': 'Country', name: 'España' },
        // The same node as the home page's Organization.
        provider: { '@type': 'Organization', '@id': `${publicUrl}/#organization`, name: 'Rutalia', url: `${publicUrl}/` },
      },
    };
  }
}
