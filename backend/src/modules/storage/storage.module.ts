import { Module } from '@nestjs/common';
import { PrivateStorageService } from './private-storage.service.js';
import { StorageService } from './storage.service.js';

/** Uploaded files: public ones (local folder served at /uploads; StorageService) and private ones (PrivateStorageService). */
@Module({ providers: [StorageService, PrivateStorageService], exports: [StorageService, PrivateStorageService] })
export class StorageModule {}
