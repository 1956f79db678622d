import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { isPersonBrowsing } from './audience.js';
import { CompanyInsightsDto } from './dto/company-insights.dto.js';
import { RecordVisitDto } from './dto/record-visit.dto.js';
import { InsightsRecorder } from './insights-recorder.js';
import { InsightsService } from './insights.service.js';
import { landingCategory } from './landing-category.js';

/** The signed-in company's statistics (issue 19). Companies only. */
@ApiTags('insights')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Solo empresas.' })
@Controller('me/insights')
@Roles('company')
export class MyInsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  @ApiOperation({
    summary: 'Estadísticas de mi empresa',
    description:
      'Últimos 30 días (hora de Madrid): visitas al perfil, apariciones en listas, solicitudes vistas, propuestas enviadas y aceptadas, ' +
      'tasa de éxito y mediana de respuesta, junto a la mediana de las empresas de su categoría y provincia. ' +
      'Con `level: full` (Premium) también por semana; con `none`, sin cifras y con el plan que las incluye.',
  })
  @ApiOkResponse({ type: CompanyInsightsDto })
  @ApiNotFoundResponse({ description: 'COMPANY_PROFILE_NOT_FOUND' })
  get(@CurrentUser() user: AuthUser): Promise<CompanyInsightsDto> {
    return this.insights.forCompany(user);
  }
}

/** The site tells once per visit which page it entered by (the funnel's first step). */
@ApiTags('insights')
@Controller('insights')
export class VisitsController {
  constructor(private readonly recorder: InsightsRecorder) {}

  @Post('visits')
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Contar una visita',
    description:
      'La web lo envía al entrar en el sitio desde fuera. Solo suma 1 a las visitas del día y de la categoría de la página de llegada: ' +
      'no se guarda IP, usuario ni identificador alguno, y los robots no cuentan.',
  })
  @ApiNoContentResponse({ description: 'Contada (o descartada si es un robot).' })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (path)' })
  visit(@Body() dto: RecordVisitDto, @Headers('user-agent') userAgent: string | undefined): void {
    if (isPersonBrowsing(userAgent)) this.recorder.visit(landingCategory(dto.path));
  }
}
