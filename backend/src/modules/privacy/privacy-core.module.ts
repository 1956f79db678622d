import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module.js';
import { DataExportBuilder } from './data-export-builder.js';
import { PrivacyProcessor } from './privacy.processor.js';

/**
 * What runs without HTTP: building the exports and sweeping the expired ones. The API loads it
 * through PrivacyModule; a worker process loads it alone.
 */
@Module({
  imports: [StorageModule],
  providers: [DataExportBuilder, PrivacyProcessor],
  exports: [DataExportBuilder],
})
export class PrivacyCoreModule {}
