import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { HealthService, type HealthReport } from './health.service.js';

/** A dependency that is down usually comes back within seconds (reconnection is automatic). */
export const HEALTH_RETRY_AFTER_SECONDS = 5;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'Estado de la base de datos, de Redis (si se usa) y de las colas. 503 con Retry-After si alguna parte no responde.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.header('cache-control', 'no-store');
    if (report.status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(HEALTH_RETRY_AFTER_SECONDS));
    return report;
  }
}
