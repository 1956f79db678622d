import { Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { MailLogAdminDto } from './dto/mail-log-admin.dto.js';
import {
  MAIL_ALREADY_SENT,
  MAIL_LOG_NOT_FOUND,
  MAIL_NOT_RETRYABLE,
  MAIL_QUEUE_UNAVAILABLE,
  MailLogAdminService,
} from './mail-log-admin.service.js';

const NOT_FOUND = { description: `MAIL_LOG_NOT_FOUND «${MAIL_LOG_NOT_FOUND}»` };

/** The mail log (issue 15): super admins see failed mails and retry them. */
@AdminController('mail-log', 'super_admin')
export class MailLogAdminController {
  constructor(private readonly mailLog: MailLogAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Registro de correos',
    description:
      'ra-data-simple-rest. Filtros: status (pending, sent, failed), gaveUp, q (destinatario, asunto, plantilla, clave), createdFrom, createdTo. Orden: createdAt, lastAttemptAt, attempts, status.',
  })
  @ApiOkResponse({ type: [MailLogAdminDto], headers: { 'Content-Range': { description: 'mail-log <primero>-<último>/<total>' } } })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (sort, range o filter)' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<MailLogAdminDto[]> {
    const { list, rows, total } = await this.mailLog.list(query);
    return withContentRange(reply, 'mail-log', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un correo del registro' })
  @ApiOkResponse({ type: MailLogAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<MailLogAdminDto> {
    return this.mailLog.get(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reintentar un correo no enviado',
    description:
      'Lo encola de nuevo con todos sus intentos (y vuelve a reintentarse solo si se había abandonado). Queda en la auditoría. Se envía una sola vez.',
  })
  @ApiOkResponse({ type: MailLogAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ description: `MAIL_ALREADY_SENT «${MAIL_ALREADY_SENT}» · MAIL_NOT_RETRYABLE «${MAIL_NOT_RETRYABLE}»` })
  @ApiServiceUnavailableResponse({ description: `SERVICE_UNAVAILABLE «${MAIL_QUEUE_UNAVAILABLE}»` })
  retry(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<MailLogAdminDto> {
    return this.mailLog.retry(id, user);
  }
}
