import { Module } from '@nestjs/common';
import { ProposalsAdminController } from './proposals-admin.controller.js';
import { ProposalsAdminService } from './proposals-admin.service.js';
import { ProposalsController, RequestProposalsController } from './proposals.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { ProposalNotifications } from './proposal-notifications.js';
import { ProposalsService } from './proposals.service.js';

/** Companies' proposals on requests and the client's answers (with their e-mail and realtime notifications), and their backoffice list. */
@Module({
  controllers: [RequestProposalsController, ProposalsController, ProposalsAdminController],
  imports: [MailModule, SubscriptionsModule, RealtimeModule],
  providers: [ProposalsService, ProposalNotifications, ProposalsAdminService],
  exports: [ProposalsService],
})
export class ProposalsModule {}
