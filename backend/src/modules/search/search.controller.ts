import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { isPersonBrowsing } from '../insights/audience.js';
import { InsightsRecorder } from '../insights/insights-recorder.js';
import { SearchQuery, SearchResultDto } from './search.dto.js';
import { SearchService } from './search.service.js';

@ApiTags('search')
@Public()
@Controller('search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly insights: InsightsRecorder,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Búsqueda global',
    description:
      'Hasta 5 empresas visibles y 5 solicitudes activas, sin distinguir acentos ni mayúsculas. Menos de 3 caracteres: listas vacías.',
  })
  @ApiOkResponse({ type: SearchResultDto })
  async search(@Query() query: SearchQuery, @Headers('user-agent') userAgent: string | undefined): Promise<SearchResultDto> {
    const result = await this.searchService.search(query.q);
    if (isPersonBrowsing(userAgent)) this.insights.listAppearances(result.companies.map((c) => c.id));
    return result;
  }
}
