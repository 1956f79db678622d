import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DataExportsService } from './data-exports.service.js';
import { PrivacyCoreModule } from './privacy-core.module.js';
import { PrivacyController } from './privacy.controller.js';

/** Issue 22: «Descargar mis datos» and «Eliminar mi cuenta» (docs/privacy-data.md). */
@Module({
  imports: [StorageModule, SubscriptionsModule, PrivacyCoreModule],
  controllers: [PrivacyController],
  providers: [DataExportsService, AccountDeletionService],
})
export class PrivacyModule {}
