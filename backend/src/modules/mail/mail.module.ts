import { Module } from '@nestjs/common';
import { MailProcessor } from './mail.processor.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

/** Mail: `MailService.send()` queues; `MailProcessor` renders and sends (SMTP or .eml files). */
@Module({
  providers: [MailService, MailProcessor, MailTransport],
  exports: [MailService],
})
export class MailModule {}
