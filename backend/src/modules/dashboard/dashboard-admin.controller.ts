import { Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import { DashboardAdminService } from './dashboard-admin.service.js';
import { AdminDashboardDataDto } from './dashboard-admin.types.js';

/** The backoffice dashboard (spec 2, 'Admin dashboard'): admins and super admins. */
@AdminController('dashboard', 'admin')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardAdminService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Panel de administración',
    description:
      'Totales (usuarios sin superadministradores, empresas visibles, solicitudes activas, propuestas, ingresos mensuales recurrentes, pruebas que terminan esta semana), 10 mensajes de contacto, 5 empresas, 5 usuarios y 12 semanas de altas y solicitudes.',
  })
  @ApiOkResponse({ type: AdminDashboardDataDto })
  get(): Promise<AdminDashboardDataDto> {
    return this.dashboard.get();
  }
}
