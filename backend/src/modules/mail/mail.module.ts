import { Module } from '@nestjs/common';
import { MailPreferenceGate } from '../notifications/mail-preference-gate.js';
import { MailProcessor } from './mail.processor.js';
import { MailQueue } from './mail-queue.js';
import { MailRedriveService } from './mail-redrive.service.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

/**
 * Mail: `MailService.send()` records and queues; `MailProcessor` renders and sends (SMTP or .eml
 * files) and runs the re-drive of failed mails. The backoffice's log is MailAdminModule (API only).
 */
@Module({
  providers: [MailService, MailProcessor, MailTransport, MailQueue, MailRedriveService, MailPreferenceGate],
  exports: [MailService, MailQueue],
})
export class MailModule {}
