import { Module } from '@nestjs/common';
import { ProposalsAdminController } from './proposals-admin.controller.js';
import { ProposalsAdminService } from './proposals-admin.service.js';
import { ProposalsController, RequestProposalsController } from './proposals.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { HiringCoreModule } from './hiring-core.module.js';
import { ProposalsService } from './proposals.service.js';
import { ProposalTemplatesController } from './proposal-templates.controller.js';
import { ProposalTemplatesService } from './proposal-templates.service.js';

/** Companies' proposals on requests (and their templates) and the client's answers (with their e-mail and realtime notifications), and their backoffice list. */
@Module({
  controllers: [RequestProposalsController, ProposalsController, ProposalsAdminController, ProposalTemplatesController],
  // HiringCoreModule: the notifications (also used by RequestsModule) and the hiring jobs.
  imports: [MailModule, SubscriptionsModule, RealtimeModule, HiringCoreModule],
  providers: [ProposalsService, ProposalsAdminService, ProposalTemplatesService],
  exports: [ProposalsService],
})
export class ProposalsModule {}
