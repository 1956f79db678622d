import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../common/auth/decorators.js';
import { CatalogDto } from './dto/catalog.dto.js';
import { PLACES_DEFAULT_LIMIT, PlaceSearchResultDto, PlacesQuery } from './dto/places.dto.js';
import { RequestFormsDto } from './dto/request-forms.dto.js';

import { buildCatalog, DATE_FLEXIBILITIES, REQUEST_CATEGORY_FORMS, REQUEST_MAX_PHOTOS, type Catalog } from '@rutalia/catalog';
import { searchPlaces } from '@rutalia/catalog/places';

/**
 * `GET /api/catalog`: the static reference data (services, landings, locations, filters), and
 * `GET /api/catalog/places`: the type-ahead search of places of Spain and Portugal, and
 * `GET /api/catalog/request-forms`: the questions of each category of request.
 */
@ApiTags('catalog')
@Public()
@Controller('catalog')
export class CatalogController {
  /** Static data: built once per process. */
  private readonly catalog: Catalog = buildCatalog();

  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'Datos de referencia',
    description:
      'Categorías de servicios, páginas de servicio, provincias, distritos portugueses, ciudades, ' +
      'pares ciudad-provincia y valores de los filtros del directorio y de la lista de trabajos.',
  })
  @ApiOkResponse({ type: CatalogDto, description: 'Catálogo estático (cacheable una hora).' })
  getCatalog(): Catalog {
    return this.catalog;
  }

  @Get('places')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'Buscar lugares',
    description:
      'Municipios y localidades de España y Portugal (GeoNames) cuyo nombre, o una de sus palabras, empieza por `q`, ' +
      'sin distinguir mayúsculas, acentos ni apóstrofos: primero las coincidencias exactas y después por población. ' +
      'Cada lugar trae su provincia o distrito, su comunidad autónoma (o región) y sus coordenadas.',
  })
  @ApiOkResponse({ type: PlaceSearchResultDto, description: 'Hasta `limit` lugares (cacheable una hora).' })
  searchPlaces(@Query() query: PlacesQuery): PlaceSearchResultDto {
    return { places: searchPlaces(query.q, { limit: query.limit ?? PLACES_DEFAULT_LIMIT, country: query.country }) };
  }

  @Get('request-forms')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({
    summary: 'Preguntas de las solicitudes por categoría',
    description:
      'Para cada categoría: si lleva destino y las preguntas del paso «Detalles», con las que el servidor valida `details` ' +
      'en POST y PATCH /api/requests.',
  })
  @ApiOkResponse({ type: RequestFormsDto, description: 'Formularios estáticos (cacheables una hora).' })
  requestForms(): RequestFormsDto {
    return {
      forms: REQUEST_CATEGORY_FORMS as RequestFormsDto['forms'],
      dateFlexibilities: [...DATE_FLEXIBILITIES],
      maxPhotos: REQUEST_MAX_PHOTOS,
    };
  }
}
