import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NewsletterAdminController } from './newsletter-admin.controller.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

/** Newsletter sign-up with double opt-in, confirmation and one-click unsubscribe; subscribers in the backoffice. */
@Module({
  imports: [MailModule],
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterService, NewsletterAdminService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
