import { Body, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminRequestDetailDto, AdminRequestDto, CancelRequestDto } from './dto/request-admin.dto.js';
import { RequestsAdminService } from './requests-admin.service.js';

/** Backoffice: every request (any status) and the moderator's cancel. Super admins only. */
@AdminController('requests', 'super_admin')
export class RequestsAdminController {
  constructor(private readonly requests: RequestsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Solicitudes (ra-data-simple-rest)',
    description:
      'sort: createdAt | title | status | proposalCount. filter: q (título, descripción, ubicación, servicios), status, clientId, createdFrom, createdTo, id. Cabecera Content-Range.',
  })
  @ApiOkResponse({ type: [AdminRequestDto] })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminRequestDto[]> {
    const { list, rows, total } = await this.requests.list(query);
    return withContentRange(reply, 'requests', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una solicitud, con su descripción' })
  @ApiOkResponse({ type: AdminRequestDetailDto })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminRequestDetailDto> {
    return this.requests.get(id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancelar una solicitud (spam o abuso)',
    description: 'Motivo obligatorio; queda en la auditoría como request.cancel.',
  })
  @ApiOkResponse({ type: AdminRequestDetailDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (motivo obligatorio)' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  @ApiConflictResponse({ description: 'REQUEST_ALREADY_FINAL (ya cerrada o cancelada)' })
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: CancelRequestDto): Promise<AdminRequestDetailDto> {
    return this.requests.cancel(user, id, dto.reason);
  }
}
