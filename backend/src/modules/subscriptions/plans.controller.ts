import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { PlanDto, PlanListDto } from './dto/plan.dto.js';
import { PlansService } from './plans.service.js';

@ApiTags('subscriptions')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Planes de suscripción activos', description: 'Ordenados por precio mensual ascendente.' })
  @ApiOkResponse({ type: PlanListDto })
  async list(): Promise<PlanListDto> {
    return { items: (await this.plans.listActive()).map((plan) => PlanDto.from(plan)) };
  }
}
