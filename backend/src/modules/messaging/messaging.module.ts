import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { MessagingController } from './messaging.controller.js';
import { MessagingService } from './messaging.service.js';

/** Conversations and messages (REST); realtime delivery through the global RealtimeModule. */
@Module({
  controllers: [MessagingController],
  imports: [MailModule, SubscriptionsModule],
  providers: [MessagingService],
  exports: [MessagingService],
})
export class MessagingModule {}
