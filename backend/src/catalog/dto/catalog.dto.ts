import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  Catalog,
  City,
  CityProvincePair,
  FilterOption,
  Province,
  ServiceCategory,
  ServiceLanding,
  ServiceLandingBenefit,
  SitemapLocation,
} from '@rutalia/catalog';
import type { AssertSameShape, Expect } from '../../common/openapi/same-shape.js';

// The documentation of `GET /api/catalog`. @rutalia/catalog stays free of NestJS, so its shapes
// are mirrored here; the Expect lines stop the build as soon as the two differ.

const COUNTRY = { enum: ['España', 'Portugal'], enumName: 'Country' } as const;

export class ServiceCategoryDto {
  @ApiProperty({ example: 'transporte-nacional', description: 'Siempre `slugify(name)`.' }) readonly slug: string;
  @ApiProperty({ example: 'Transporte Nacional', description: 'También el valor del filtro de servicio del directorio.' })
  readonly name: string;
  @ApiProperty({ type: [String], description: 'Servicios que una empresa puede ofrecer dentro de la categoría.' })
  readonly services: readonly string[];
}

export class ServiceLandingBenefitDto {
  @ApiProperty() readonly title: string;
  @ApiProperty() readonly text: string;
}

export class ServiceLandingDto {
  @ApiProperty() readonly slug: string;
  @ApiProperty({ description: 'Nombre corto para tarjetas, migas y enlaces.' }) readonly name: string;
  @ApiProperty({ description: 'Título del documento (sin la marca).' }) readonly title: string;
  @ApiProperty() readonly h1: string;
  @ApiProperty({ description: 'Párrafo de introducción bajo el encabezado.' }) readonly description: string;
  @ApiProperty({ maxLength: 160 }) readonly metaDescription: string;
  @ApiProperty({ type: [String] }) readonly keywords: readonly string[];
  @ApiProperty({ example: 'truck', description: 'Nombre corto del icono (estilo lucide).' }) readonly icon: string;
  @ApiProperty({ type: [ServiceLandingBenefitDto] }) readonly benefits: readonly ServiceLandingBenefitDto[];
  @ApiProperty({ type: [String] }) readonly features: readonly string[];
  @ApiProperty({ type: [String], description: 'Nombres de categorías de servicio (valores del filtro del directorio).' })
  readonly relatedServices: readonly string[];
}

/** A Spanish province (or autonomous city) or a Portuguese district. */
export class ProvinceDto {
  @ApiProperty() readonly name: string;
  @ApiProperty() readonly slug: string;
  @ApiProperty({ description: 'España: comunidad autónoma. Portugal: región NUTS II de la capital.' }) readonly region: string;
  @ApiProperty(COUNTRY) readonly country: 'España' | 'Portugal';
  @ApiPropertyOptional({ example: '28', description: 'Solo España: código INE de dos cifras (también el inicio de sus códigos postales).' })
  readonly code?: string;
  @ApiPropertyOptional({ type: [String], description: 'Otros nombres habituales.' }) readonly aliases?: readonly string[];
}

export class CityDto {
  @ApiProperty() readonly name: string;
  @ApiProperty() readonly slug: string;
  @ApiProperty({ description: 'Nombre de la provincia (España) o del distrito (Portugal).' }) readonly province: string;
  @ApiProperty() readonly provinceSlug: string;
  @ApiProperty(COUNTRY) readonly country: 'España' | 'Portugal';
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Población aproximada, redondeada a miles: solo para ordenar, no es una cifra oficial.',
  })
  readonly population?: number;
  @ApiPropertyOptional({ type: [String] }) readonly aliases?: readonly string[];
}

export class CityProvincePairDto {
  @ApiProperty() readonly city: string;
  @ApiProperty() readonly citySlug: string;
  @ApiProperty() readonly province: string;
  @ApiProperty() readonly provinceSlug: string;
  @ApiProperty(COUNTRY) readonly country: 'España' | 'Portugal';
}

export class SitemapLocationDto {
  @ApiProperty() readonly city: string;
  @ApiProperty() readonly citySlug: string;
  @ApiProperty() readonly province: string;
  @ApiProperty() readonly provinceSlug: string;
  @ApiProperty({ example: '/location/madrid/madrid', description: 'Ruta de la página de la ubicación.' }) readonly path: string;
}

export class FilterOptionDto {
  @ApiProperty() readonly value: string;
  @ApiProperty() readonly label: string;
}

export class JobDateFilterOptionDto extends FilterOptionDto {
  @ApiProperty({ type: 'integer', description: 'Días hacia atrás que cubre el filtro.' }) readonly days: number;
}

export class JobFiltersDto {
  @ApiProperty({ type: [FilterOptionDto] }) readonly services: readonly FilterOptionDto[];
  @ApiProperty({ type: [FilterOptionDto] }) readonly locations: readonly FilterOptionDto[];
  @ApiProperty({ type: [JobDateFilterOptionDto] }) readonly dates: readonly JobDateFilterOptionDto[];
  @ApiProperty({ type: [FilterOptionDto] }) readonly sorts: readonly FilterOptionDto[];
}

/** `GET /api/catalog`. */
export class CatalogDto {
  @ApiProperty({ type: [ServiceCategoryDto] }) readonly serviceCategories: readonly ServiceCategoryDto[];
  @ApiProperty({ type: [String] }) readonly directoryServices: readonly string[];
  @ApiProperty({ type: [ServiceLandingDto] }) readonly serviceLandings: readonly ServiceLandingDto[];
  @ApiProperty({ type: [ProvinceDto] }) readonly provinces: readonly ProvinceDto[];
  @ApiProperty({ type: [ProvinceDto] }) readonly portugueseDistricts: readonly ProvinceDto[];
  @ApiProperty({ type: [CityDto] }) readonly cities: readonly CityDto[];
  @ApiProperty({ type: [CityDto] }) readonly topCities: readonly CityDto[];
  @ApiProperty({ type: [CityProvincePairDto] }) readonly cityProvincePairs: readonly CityProvincePairDto[];
  @ApiProperty({ type: [SitemapLocationDto] }) readonly sitemapLocations: readonly SitemapLocationDto[];
  @ApiProperty({ type: JobFiltersDto }) readonly jobFilters: JobFiltersDto;
  @ApiProperty({ type: [String] }) readonly directoryProvinces: readonly string[];
}

export type _CatalogShapes = [
  Expect<AssertSameShape<ServiceCategoryDto, ServiceCategory>>,
  Expect<AssertSameShape<ServiceLandingBenefitDto, ServiceLandingBenefit>>,
  Expect<AssertSameShape<ServiceLandingDto, ServiceLanding>>,
  Expect<AssertSameShape<ProvinceDto, Province>>,
  Expect<AssertSameShape<CityDto, City>>,
  Expect<AssertSameShape<CityProvincePairDto, CityProvincePair>>,
  Expect<AssertSameShape<SitemapLocationDto, SitemapLocation>>,
  Expect<AssertSameShape<FilterOptionDto, FilterOption>>,
  Expect<AssertSameShape<CatalogDto, Catalog>>,
];
