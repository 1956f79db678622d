import { Module } from '@nestjs/common';
import { ProposalsController, RequestProposalsController } from './proposals.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { RealtimeModule } from '../../realtime/realtime.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { ProposalNotifications } from './proposal-notifications.js';
import { ProposalsService } from './proposals.service.js';

/** Companies' proposals on requests and the client's answers (with their e-mail and realtime notifications). */
@Module({
  controllers: [RequestProposalsController, ProposalsController],
  imports: [MailModule, SubscriptionsModule, RealtimeModule],
  providers: [ProposalsService, ProposalNotifications],
  exports: [ProposalsService],
})
export class ProposalsModule {}
