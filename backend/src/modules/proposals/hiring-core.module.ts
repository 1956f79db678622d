import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { HiringLifecycleService } from './hiring-lifecycle.service.js';
import { HiringNotifications } from './hiring-notifications.js';
import { HiringProcessor } from './hiring.processor.js';
import { ProposalNotifications } from './proposal-notifications.js';

/**
 * A request's life after hiring that runs without HTTP: who is told what (ProposalNotifications,
 * HiringNotifications) and the repeating jobs (expiry, «¿se hizo el trabajo?»). The API loads it
 * through ProposalsModule and RequestsModule; a worker process can load it alone (there the
 * realtime service is absent and only the e-mails go out).
 */
@Module({
  imports: [MailModule],
  providers: [ProposalNotifications, HiringNotifications, HiringLifecycleService, HiringProcessor],
  exports: [ProposalNotifications, HiringNotifications, HiringLifecycleService],
})
export class HiringCoreModule {}
