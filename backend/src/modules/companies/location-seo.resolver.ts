import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { findCity, findProvince, slugify } from '@rutalia/catalog';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { SeoService } from '../../web/seo/seo.service.js';
import type { SeoMeta, SeoResolver } from '../../web/seo/seo.types.js';
import { CompaniesService } from './companies.service.js';
import { findVisiblePlaceSpelling } from './company-sql.js';

interface Place {
  name: string;
  slug: string;
}

/**
 * Tags of the location landings `/location/{province}` and `/location/{province}/{city}`
 * (spec 2: hyphens become spaces, province and city optional). The place is looked up in the
 * catalog (names and aliases, ignoring accents), else among the visible companies' cities and
 * provinces; a place neither knows is a 404. The count is the one `GET /companies?province&city`
 * answers, which is what the page lists.
 */
@Injectable()
export class LocationSeoResolver implements SeoResolver, OnModuleInit {
  constructor(
    private readonly seo: SeoService,
    private readonly companies: CompaniesService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.seo.register(this);
  }

  async resolve(pathname: string): Promise<SeoMeta | undefined> {
    const match = /^\/location\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
    if (!match) return undefined;
    const provinceText = spaced(match[1]);
    const cityText = match[2] === undefined ? undefined : spaced(match[2]);
    if (!provinceText || (match[2] !== undefined && !cityText)) return notFound(pathname);

    const province = await this.place(provinceText, 'province');
    const city = cityText === undefined ? undefined : await this.place(cityText, 'city', provinceText);
    if (!province || (cityText !== undefined && !city)) return notFound(pathname);

    const count = await this.companies.count({ province: provinceText, city: cityText });
    const placeName = city?.name ?? province.name;
    const canonicalPath = `/location/${province.slug}${city ? `/${city.slug}` : ''}`;
    const companiesText = count === 1 ? '1 empresa' : `${count} empresas`;
    const description =
      count > 0
        ? `${companiesText} de transporte, mudanzas y logística en ${placeName}. Compara perfiles y valoraciones y pide presupuesto gratis en Rutalia.`
        : `Empresas de transporte, mudanzas y logística en ${placeName}. Publica tu solicitud gratis en Rutalia y recibe presupuestos.`;
    return {
      title: `Empresas de transporte en ${placeName} · Rutalia`,
      description,
      canonicalPath,
      status: 200,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${this.config.publicUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Empresas', item: `${this.config.publicUrl}/companies` },
          { '@type': 'ListItem', position: 3, name: placeName, item: `${this.config.publicUrl}${canonicalPath}` },
        ],
      },
    };
  }

  /** The catalog's spelling of a place, else the spelling a visible company uses; undefined if none. */
  private async place(text: string, kind: 'province' | 'city', provinceText?: string): Promise<Place | undefined> {
    const known = kind === 'province' ? (findProvince(text) ?? findCity(text)) : (findCity(text, provinceText) ?? findCity(text));
    if (known) return { name: known.name, slug: known.slug };
    const name = await findVisiblePlaceSpelling(this.dataSource, text, kind);
    return name !== undefined ? { name, slug: slugify(name) || slugify(text) } : undefined;
  }
}

function spaced(segment: string): string {
  return segment.replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}

function notFound(pathname: string): SeoMeta {
  return {
    title: 'Ubicación no encontrada · Rutalia',
    description: 'No encontramos empresas en esta ubicación. Consulta el directorio de empresas de transporte y logística.',
    canonicalPath: pathname,
    status: 404,
    noindex: true,
  };
}
