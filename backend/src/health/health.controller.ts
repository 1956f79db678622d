import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { HealthReportDto } from './dto/health-report.dto.js';
import { HealthService } from './health.service.js';

/** A dependency that is down usually comes back within seconds (reconnection is automatic). */
export const HEALTH_RETRY_AFTER_SECONDS = 5;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthReportDto, description: 'Estado de la base de datos, de Redis (si se usa) y de las colas.' })
  @ApiServiceUnavailableResponse({ type: HealthReportDto, description: 'Alguna parte no responde (con Retry-After).' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReportDto> {
    const report = await this.health.check();
    reply.header('cache-control', 'no-store');
    if (report.status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(HEALTH_RETRY_AFTER_SECONDS));
    return report;
  }
}
