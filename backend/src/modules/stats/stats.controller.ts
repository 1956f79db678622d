import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { SiteStatsDto } from './dto/site-stats.dto.js';
import { StatsService } from './stats.service.js';

@ApiTags('content')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Cifras públicas del sitio', description: 'Calculadas de la base de datos; cada proceso las reutiliza 60 s.' })
  @ApiOkResponse({ type: SiteStatsDto })
  get(): Promise<SiteStatsDto> {
    return this.stats.get();
  }
}
