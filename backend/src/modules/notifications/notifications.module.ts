import { Module } from '@nestjs/common';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { NotificationPreferencesController, NotificationUnsubscribeController } from './notification-preferences.controller.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/**
 * Notification preferences (issue 22): the switches and the one-click unsubscribe. The
 * send-time check and the unsubscribe headers are MailPreferenceGate, provided by MailModule
 * (the mail worker asks it before each send).
 */
@Module({
  imports: [NewsletterModule],
  controllers: [NotificationPreferencesController, NotificationUnsubscribeController],
  providers: [NotificationPreferencesService],
})
export class NotificationsModule {}
