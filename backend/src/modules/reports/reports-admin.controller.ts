import { Body, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminReportDto, CloseReportDto } from './dto/report-admin.dto.js';
import { ReportMessages } from './report-errors.js';
import { ReportsAdminService } from './reports-admin.service.js';

const NOT_FOUND = { description: `REPORT_NOT_FOUND «${ReportMessages.NOT_FOUND}»` };
const CLOSED = { description: `REPORT_CLOSED «${ReportMessages.CLOSED}» (solo los pendientes se resuelven o descartan)` };

/** Content reports in the backoffice (ra-data-simple-rest), super admins only. */
@AdminController('reports', 'super_admin')
export class ReportsAdminController {
  constructor(private readonly reports: ReportsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Reportes de contenido',
    description:
      'Filtros: q (motivo, descripción, autor), status, reportType, targetId, reporterId, createdFrom, createdTo. Orden: createdAt, status, reportType, resolvedAt, reason. Cabecera Content-Range.',
  })
  @ApiOkResponse({ type: [AdminReportDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminReportDto[]> {
    const { list, rows, total } = await this.reports.list(query);
    return withContentRange(reply, 'reports', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un reporte' })
  @ApiOkResponse({ type: AdminReportDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<AdminReportDto> {
    return this.reports.get(id);
  }

  @Post(':id/resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resolver un reporte', description: 'Registra quién y cuándo; la nota queda en el registro de auditoría.' })
  @ApiOkResponse({ type: AdminReportDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(CLOSED)
  resolve(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: CloseReportDto): Promise<AdminReportDto> {
    return this.reports.close(admin, id, 'resolve', dto);
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Descartar un reporte', description: 'Registra quién y cuándo; la nota queda en el registro de auditoría.' })
  @ApiOkResponse({ type: AdminReportDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse(CLOSED)
  dismiss(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: CloseReportDto): Promise<AdminReportDto> {
    return this.reports.close(admin, id, 'dismiss', dto);
  }
}
