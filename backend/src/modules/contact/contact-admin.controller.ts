import { Body, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { CONTACT_MESSAGE_NOT_FOUND, ContactAdminService } from './contact-admin.service.js';
import { ContactMessageAdminDto, ContactMessageReadDto } from './dto/contact-admin.dto.js';

const NOT_FOUND = { description: `CONTACT_MESSAGE_NOT_FOUND «${CONTACT_MESSAGE_NOT_FOUND}»` };

/** Contact-form messages (spec 2, 'Admin dashboard'): admins and super admins read and mark them read. */
@AdminController('contact-messages', 'admin')
export class ContactAdminController {
  constructor(private readonly contact: ContactAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Mensajes de contacto',
    description:
      'ra-data-simple-rest. Filtros: read, q (nombre, email, asunto, mensaje), createdFrom, createdTo. Orden: createdAt, read, name.',
  })
  @ApiOkResponse({
    type: [ContactMessageAdminDto],
    headers: { 'Content-Range': { description: 'contact-messages <primero>-<último>/<total>' } },
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (sort, range o filter)' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContactMessageAdminDto[]> {
    const { list, rows, total } = await this.contact.list(query);
    return withContentRange(reply, 'contact-messages', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un mensaje de contacto', description: 'Leerlo no lo marca: el backoffice llama a /read al abrirlo.' })
  @ApiOkResponse({ type: ContactMessageAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  get(@Param('id') id: string): Promise<ContactMessageAdminDto> {
    return this.contact.get(id);
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marcar como leído', description: 'Idempotente: conserva la primera fecha de lectura.' })
  @ApiOkResponse({ type: ContactMessageAdminDto })
  @ApiNotFoundResponse(NOT_FOUND)
  markRead(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ContactMessageAdminDto> {
    return this.contact.setRead(id, true, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Marcar como leído o no leído', description: 'Solo admite `{ read }`.' })
  @ApiOkResponse({ type: ContactMessageAdminDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (read)' })
  @ApiNotFoundResponse(NOT_FOUND)
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: ContactMessageReadDto): Promise<ContactMessageAdminDto> {
    return this.contact.setRead(id, dto.read, user);
  }
}
