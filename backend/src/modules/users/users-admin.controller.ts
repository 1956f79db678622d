import { Body, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AdminUserDto } from './dto/admin-user.dto.js';
import { SuspensionDto } from './dto/suspension.dto.js';
import { UsersAdminService } from './users-admin.service.js';

/** Backoffice users (ra-data-simple-rest): admins read, super admins suspend and reactivate. */
@AdminController('users', 'admin', 'Solo administradores (las acciones, solo superadministradores).')
export class UsersAdminController {
  constructor(private readonly users: UsersAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Usuarios (backoffice)',
    description:
      'Nunca incluye superadministradores. Filtros: q (nombre, email), userType, status, createdFrom, createdTo, id. Orden: createdAt, fullName, email, userType, status. Cabecera Content-Range.',
  })
  @ApiOkResponse({ type: [AdminUserDto] })
  @ApiBadRequestResponse({ description: 'sort, range o filter no válidos.' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminUserDto[]> {
    const { list, rows, total } = await this.users.list(query);
    return withContentRange(reply, 'users', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Un usuario (backoffice)', description: '404 para superadministradores.' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @Roles('super_admin')
  @ApiOperation({
    summary: 'Suspender un usuario',
    description: 'Motivo obligatorio (máx. 500). Su acceso a la API termina en la siguiente petición y sus sesiones se revocan.',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ description: 'El motivo de la suspensión es obligatorio' })
  @ApiForbiddenResponse({ description: 'CANNOT_SUSPEND_SELF' })
  @ApiConflictResponse({ description: 'USER_STATE_CONFLICT: ya estaba suspendido.' })
  suspend(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: SuspensionDto): Promise<AdminUserDto> {
    return this.users.suspend(user, id, dto.reason);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @Roles('super_admin')
  @ApiOperation({ summary: 'Reactivar un usuario', description: 'Vuelve a activo y borra el motivo y la fecha de suspensión.' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiConflictResponse({ description: 'USER_STATE_CONFLICT: ya estaba activo.' })
  reactivate(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminUserDto> {
    return this.users.reactivate(user, id);
  }
}
