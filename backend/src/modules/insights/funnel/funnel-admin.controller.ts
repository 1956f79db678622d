import { Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../../../common/admin/admin-controller.decorator.js';
import { FunnelQuery, MarketplaceFunnelDto } from './dto/funnel.dto.js';
import { FunnelService } from './funnel.service.js';

/** The marketplace funnel in the backoffice (issue 19, part 4): super admins only. */
@AdminController('insights/funnel', 'super_admin')
export class FunnelAdminController {
  constructor(private readonly funnel: FunnelService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Embudo del mercado',
    description:
      'Visitas → solicitudes → solicitudes con propuesta → contratadas, por semana (lunes a domingo, hora de Madrid; la actual, ' +
      'hasta hoy, la última) y por categoría. Las solicitudes se cuentan en la semana en que se crearon, en cualquier estado; ' +
      'las propuestas y contrataciones, las que tengan hasta hoy. Contratada: con una propuesta aceptada. ' +
      'Visitas: entradas en la web contadas por la categoría de la página de llegada, sin datos del visitante.',
  })
  @ApiOkResponse({ type: MarketplaceFunnelDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_ERROR (weeks, category)' })
  get(@Query() query: FunnelQuery): Promise<MarketplaceFunnelDto> {
    return this.funnel.get(query);
  }
}
