import { Module } from '@nestjs/common';
import { RequestAlertsProcessor } from './request-alerts.processor.js';
import { RequestAlertsService } from './request-alerts.service.js';

/**
 * The alerts that run without HTTP: the fan-out and the digest and their worker. The API loads it
 * through AlertsModule (and RequestsModule, which queues the fan-out); a worker process loads it
 * alone (there the realtime service is absent: rows and mails only).
 */
@Module({
  providers: [RequestAlertsService, RequestAlertsProcessor],
  exports: [RequestAlertsService],
})
export class AlertsCoreModule {}
