import { Module } from '@nestjs/common';
import { MailLogAdminController } from './mail-log-admin.controller.js';
import { MailLogAdminService } from './mail-log-admin.service.js';
import { MailModule } from './mail.module.js';

/**
 * The backoffice's mail log (super admins: list, retry). Apart from MailModule because it writes
 * the audit log, which only the API process has: the worker process imports MailModule alone.
 */
@Module({
  imports: [MailModule],
  controllers: [MailLogAdminController],
  providers: [MailLogAdminService],
})
export class MailAdminModule {}
