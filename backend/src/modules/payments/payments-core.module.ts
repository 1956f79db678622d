import { Module } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { AutoChargeService } from './auto-charge.service.js';
import { PaymentsProcessor } from './payments.processor.js';
import { StripeGateway } from './stripe-gateway.js';

/**
 * Stripe and the automatic charges with their worker: what both the API and `npm run start:worker`
 * load. The worker process has no AuditModule, so the (stateless) AuditService is provided here too.
 */
@Module({
  providers: [StripeGateway, AutoChargeService, PaymentsProcessor, AuditService],
  exports: [StripeGateway, AutoChargeService],
})
export class PaymentsCoreModule {}
