import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { DocumentsAdminController } from './documents-admin.controller.js';
import { DocumentsAdminService } from './documents-admin.service.js';
import { DocumentsCoreModule } from './documents-core.module.js';
import { DocumentsService } from './documents.service.js';
import { MyDocumentsController } from './my-documents.controller.js';

/** Issue 20: companies upload their documents privately, super admins review them, the public sees badges. */
@Module({
  imports: [StorageModule, DocumentsCoreModule],
  controllers: [MyDocumentsController, DocumentsAdminController],
  providers: [DocumentsService, DocumentsAdminService],
})
export class DocumentsModule {}
