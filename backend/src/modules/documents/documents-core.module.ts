import { Module } from '@nestjs/common';
import { DocumentNotifications } from './document-notifications.js';
import { DocumentsExpiryService } from './documents-expiry.service.js';
import { DocumentsProcessor } from './documents.processor.js';

/**
 * What runs without HTTP: the daily expiry job (warnings, lapse) and its worker, and the mails
 * about documents. The API loads it through DocumentsModule; a worker process loads it alone.
 */
@Module({
  providers: [DocumentNotifications, DocumentsExpiryService, DocumentsProcessor],
  exports: [DocumentNotifications, DocumentsExpiryService],
})
export class DocumentsCoreModule {}
