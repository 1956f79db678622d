import { Module } from '@nestjs/common';
import { ContactAdminController } from './contact-admin.controller.js';
import { ContactAdminService } from './contact-admin.service.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** The contact forms of the site (home and /contact) and their inbox in the backoffice. */
@Module({
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService, ContactAdminService],
})
export class ContactModule {}
