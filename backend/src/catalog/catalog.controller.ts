import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { Public } from '../common/auth/decorators.js';
import { CatalogDto } from './dto/catalog.dto.js';

import { buildCatalog, type Catalog } from '@rutalia/catalog';

/** `GET /api/catalog`: the static reference data (services, landings, locations, filters). */
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
}
