import { Body, Controller, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { CreateReportDto, ReportCreatedDto } from './dto/report.dto.js';
import { ReportMessages, REPORTS_PER_HOUR } from './report-errors.js';
import { ReportsService } from './reports.service.js';

/** 'Reportar' on the site: any signed-in user reports a company, a request or a review. */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({
    summary: 'Reportar contenido',
    description: `Una empresa, solicitud o reseña visible que no sea tuya. Un reporte pendiente por usuario y contenido; como mucho ${REPORTS_PER_HOUR} por hora.`,
  })
  @ApiCreatedResponse({ type: ReportCreatedDto })
  @ApiBadRequestResponse({
    description: 'VALIDATION_ERROR; REPORT_OWN_CONTENT «No puedes reportar tu propia empresa.» (o solicitud, reseña)',
  })
  @ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' })
  @ApiNotFoundResponse({
    description: 'REPORT_TARGET_NOT_FOUND «Empresa no encontrada», «Solicitud no encontrada», «Reseña no encontrada»',
  })
  @ApiConflictResponse({ description: `REPORT_EXISTS «${ReportMessages.DUPLICATE}»` })
  @ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS' })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReportDto): Promise<ReportCreatedDto> {
    return this.reports.create(user, dto);
  }
}
