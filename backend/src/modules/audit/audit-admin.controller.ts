import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import { AuditAdminService } from './audit-admin.service.js';
import { AuditLogDto } from './dto/audit-log.dto.js';

/** The audit log in the backoffice: read-only, super admins only. */
@AdminController('audit-logs', 'super_admin')
export class AuditAdminController {
  constructor(private readonly audit: AuditAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Registro de auditoría',
    description:
      'Filtros: action, entityType, entityId, actorId, createdFrom, createdTo, id. Orden: createdAt (por defecto, más recientes primero). Cabecera Content-Range.',
  })
  @ApiOkResponse({ type: [AuditLogDto] })
  @ApiBadRequestResponse({ description: 'sort, range o filter no válidos.' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditLogDto[]> {
    const { list, rows, total } = await this.audit.list(query);
    return withContentRange(reply, 'audit-logs', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una entrada del registro de auditoría' })
  @ApiOkResponse({ type: AuditLogDto })
  @ApiNotFoundResponse({ description: 'AUDIT_LOG_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AuditLogDto> {
    return this.audit.get(id);
  }
}
