import { Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../../common/admin/admin-controller.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser } from '../../common/auth/decorators.js';
import { AdminToolsDto, SampleRequestsDto } from './dto/admin-tools.dto.js';
import { SampleRequestsService } from './sample-requests.service.js';

/** Backoffice development tools (spec 2 "Super admin panel", 7 "Other"). */
@AdminController('tools', 'super_admin')
export class AdminToolsController {
  constructor(private readonly sampleRequests: SampleRequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Herramientas disponibles', description: 'El backoffice oculta las que no están configuradas.' })
  @ApiOkResponse({ type: AdminToolsDto })
  tools(): AdminToolsDto {
    return { sampleRequests: { enabled: this.sampleRequests.enabled, model: this.sampleRequests.model } };
  }

  @Post('sample-requests')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Generar 10 solicitudes de ejemplo con IA',
    description: 'Llama al endpoint de chat configurado (AI_API_URL) y devuelve las solicitudes válidas para descargarlas. No guarda nada.',
  })
  @ApiOkResponse({ type: SampleRequestsDto })
  @ApiNotFoundResponse({ description: 'AI_NOT_CONFIGURED' })
  @ApiBadGatewayResponse({ description: 'AI_GENERATION_FAILED: la IA falló, tardó más de 30 s o respondió algo inutilizable.' })
  generate(@CurrentUser() user: AuthUser): Promise<SampleRequestsDto> {
    return this.sampleRequests.generate(user);
  }
}
