import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { SearchQuery, SearchResultDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Get()
  @ApiOperation({
    summary: 'Búsqueda global',
    description:
      'Hasta 5 empresas visibles y 5 solicitudes activas, sin distinguir acentos ni mayúsculas. Menos de 3 caracteres: listas vacías.',
  })
  @ApiOkResponse({ type: SearchResultDto })
  search(@Query() query: SearchQuery): Promise<SearchResultDto> {
    return this.searchService.search(query.q);
  }
}
