import { Body, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { DOCUMENT_FILE_TYPES, documentResponse } from './document-download.js';
import { DocumentMessages } from './documents-errors.js';
import { DocumentsAdminService } from './documents-admin.service.js';
import { AdminDocumentDto, RejectDocumentDto } from './dto/document.dto.js';

const NOT_FOUND = { description: `DOCUMENT_NOT_FOUND «${DocumentMessages.NOT_FOUND}»` };

/** The review of company documents (issue 20): only super admins see the files and decide. */
@AdminController('documents', 'super_admin')
export class DocumentsAdminController {
  constructor(private readonly documents: DocumentsAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Documentos de empresas',
    description:
      'ra-data-simple-rest. Por defecto, los más antiguos primero (la cola: filter {"status":"pending"}). Filtros: status, kind, companyId, ' +
      'q (nombre de la empresa), createdFrom, createdTo. Orden: createdAt, expiresOn, reviewedAt, kind, status, companyName.',
  })
  @ApiOkResponse({ type: [AdminDocumentDto], headers: { 'Content-Range': { description: 'documents <primero>-<último>/<total>' } } })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (sort, range o filter)' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminDocumentDto[]> {
    const { list, rows, total } = await this.documents.list(query);
    return withContentRange(reply, 'documents', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un documento' })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<AdminDocumentDto> {
    return this.documents.get(id);
  }

  @Get(':id/file')
  @ApiOperation({
    summary: 'El archivo de un documento',
    description: 'Adjunto con su nombre y su tipo, `Cache-Control: private, no-store`.',
  })
  @ApiProduces(...DOCUMENT_FILE_TYPES)
  @ApiOkResponse({ description: 'El archivo tal como se subió.', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND · DOCUMENT_FILE_MISSING' })
  async file(@Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    return documentResponse(reply, await this.documents.file(id));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Aprobar un documento',
    description:
      'Solo pendientes y sin caducar. Pasa a ser la versión que cuenta de su tipo (la aprobada anterior queda `replaced`): su insignia ' +
      'aparece al momento y, si es el CIF, la empresa queda «Verificada». Auditado (`company_document.approve`); la empresa recibe un correo.',
  })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({
    description: `DOCUMENT_STATE_CONFLICT «${DocumentMessages.NOT_PENDING_APPROVE}» · DOCUMENT_EXPIRED «${DocumentMessages.EXPIRED_APPROVE}»`,
  })
  approve(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminDocumentDto> {
    return this.documents.approve(user, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rechazar (o retirar) un documento',
    description:
      'Motivo obligatorio (máx. 500), que ve la empresa. Sobre uno pendiente lo rechaza; sobre uno aprobado lo retira: su insignia (y ' +
      '«Verificado», si es el CIF) desaparece al momento. Auditado (`company_document.reject`); la empresa recibe un correo.',
  })
  @ApiOkResponse({ type: AdminDocumentDto })
  @ApiBadRequestResponse({ description: `VALIDATION_ERROR «${DocumentMessages.REASON_REQUIRED}»` })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: `DOCUMENT_STATE_CONFLICT «${DocumentMessages.NOT_REJECTABLE}»` })
  reject(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: RejectDocumentDto): Promise<AdminDocumentDto> {
    return this.documents.reject(user, id, dto.reason);
  }
}
