import { Injectable, OnModuleInit } from '@nestjs/common';
import { SeoService } from '../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../web/seo/seo.types.js';
import { findServiceLanding } from './service-landings.js';

/** Tags for `/services/{slug}` and its short form `/{slug}`; unknown slugs under /services are 404s. */
@Injectable()
export class ServiceLandingSeoResolver implements SeoResolver, OnModuleInit {
  constructor(private readonly seo: SeoService) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  resolve(pathname: string): SeoMeta | undefined {
    const match = pathname.match(/^\/(?:services\/)?([a-z0-9-]+)$/);
    if (!match) return undefined;
    const landing = findServiceLanding(match[1]);
    if (!landing) {
      return pathname.startsWith('/services/')
        ? { title: 'Servicio no encontrado · Rutalia', description: 'El servicio que buscas no existe.', canonicalPath: pathname, status: 404, noindex: true }
        : undefined;
    }
    return {
      title: `${landing.title} | Rutalia`,
      description: landing.metaDescription,
      // Both forms exist (spec); /services/{slug} is the canonical one.
      canonicalPath: `/services/${landing.slug}`,
      status: 200,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: landing.name,
        description: landing.metaDescription,
        areaServed: { '@type': 'Country', name: 'España' },
        provider: { '@type': 'Organization', name: 'Rutalia' },
      },
    };
  }
}
