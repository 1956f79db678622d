import { Body, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { SimpleRestQuery, withContentRange } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { SuspensionDto } from '../users/dto/suspension.dto.js';
import { CompaniesAdminService } from './companies-admin.service.js';
import { AdminCompanyDetailDto, AdminCompanyDto, UpdateCompanyPaymentDto } from './dto/admin-company.dto.js';

/**
 * Backoffice companies (ra-data-simple-rest): admins read, super admins moderate (spec 2
 * "Super admin panel", spec 4 "Company status"). Every action answers the updated record.
 */
@AdminController('companies', 'admin', 'Solo administradores (las acciones, solo superadministradores).')
export class CompaniesAdminController {
  constructor(private readonly companies: CompaniesAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Empresas (backoffice)',
    description:
      'Todas, con cualquier estado. Filtros: q (nombre, email, ciudad, provincia, persona de contacto), status, isActive, verified, paymentStatus, province, createdFrom, createdTo, id. Orden: createdAt, companyName, city, status, verified. Cabecera Content-Range.',
  })
  @ApiOkResponse({ type: [AdminCompanyDto] })
  @ApiBadRequestResponse({ description: 'sort, range o filter no válidos.' })
  async list(@Query() query: SimpleRestQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminCompanyDto[]> {
    const { list, rows, total } = await this.companies.list(query);
    return withContentRange(reply, 'companies', list, rows, total);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Una empresa (backoffice)' })
  @ApiOkResponse({ type: AdminCompanyDetailDto })
  @ApiNotFoundResponse({ description: 'COMPANY_NOT_FOUND' })
  get(@Param('id') id: string): Promise<AdminCompanyDetailDto> {
    return this.companies.get(id);
  }

  @Post(':id/suspend')
  @HttpCode(200)
  @Roles('super_admin')
  @ApiOperation({
    summary: 'Suspender una empresa',
    description: 'Motivo obligatorio (máx. 500). Desaparece del directorio, su página y la búsqueda al momento.',
  })
  @ApiOkResponse({ type: AdminCompanyDetailDto })
  @ApiBadRequestResponse({ description: 'El motivo de la suspensión es obligatorio' })
  @ApiConflictResponse({ description: 'COMPANY_STATE_CONFLICT: ya estaba suspendida.' })
  suspend(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() dto: SuspensionDto): Promise<AdminCompanyDetailDto> {
    return this.companies.suspend(user, id, dto.reason);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @Roles('super_admin')
  @ApiOperation({ summary: 'Reactivar una empresa', description: 'Vuelve a activa y borra el motivo y la fecha de suspensión.' })
  @ApiOkResponse({ type: AdminCompanyDetailDto })
  @ApiConflictResponse({ description: 'COMPANY_STATE_CONFLICT: ya estaba activa.' })
  reactivate(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<AdminCompanyDetailDto> {
    return this.companies.reactivate(user, id);
  }

  @Put(':id')
  @Roles('super_admin')
  @ApiOperation({
    summary: 'Estado de pago y último pago de una empresa',
    description: 'Solo paymentStatus y lastPayment; null los borra.',
  })
  @ApiOkResponse({ type: AdminCompanyDetailDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR' })
  updatePayment(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() dto: UpdateCompanyPaymentDto,
  ): Promise<AdminCompanyDetailDto> {
    return this.companies.updatePayment(user, id, dto);
  }
}
