import { Module } from '@nestjs/common';
import { StorageService } from './storage.service.js';

/** Uploaded files (local folder served at /uploads); see StorageService. */
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
