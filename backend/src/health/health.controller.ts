import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/auth/decorators.js';
import { HealthService, type HealthReport } from './health.service.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: 'Estado de la base de datos y de las colas. 503 si alguna parte no responde.' })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const report = await this.health.check();
    reply.header('cache-control', 'no-store');
    if (report.status !== 'ok') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
