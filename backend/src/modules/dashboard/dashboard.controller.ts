import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';
import { AdminDashboardDto, ClientDashboardDto, CompanyDashboardDto, type DashboardDto } from './dashboard.types.js';

@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary: 'Panel del usuario',
    description:
      '`role: client` (5 solicitudes, las contratadas pendientes de «¿Se hizo el trabajo?» y totales), `role: company` (3 propuestas, 3 facturas, 4 oportunidades, contadores) o `role: admin`.',
  })
  @ApiExtraModels(ClientDashboardDto, CompanyDashboardDto, AdminDashboardDto)
  @ApiOkResponse({
    description: 'Según `role`.',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(ClientDashboardDto) },
        { $ref: getSchemaPath(CompanyDashboardDto) },
        { $ref: getSchemaPath(AdminDashboardDto) },
      ],
      discriminator: {
        propertyName: 'role',
        mapping: {
          client: getSchemaPath(ClientDashboardDto),
          company: getSchemaPath(CompanyDashboardDto),
          admin: getSchemaPath(AdminDashboardDto),
        },
      },
    },
  })
  get(@CurrentUser() user: AuthUser): Promise<DashboardDto> {
    return this.dashboard.forUser(user);
  }
}
