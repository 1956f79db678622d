import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FolderStore } from './folder-store.js';

/**
 * Files nobody may reach by URL (company documents): under `config.privateDir`
 * (`<DATA_DIR>/private`), a sibling of the uploads folder that `/uploads` never serves. There is
 * no `urlOf` on purpose: callers read a file's bytes and answer them from an endpoint that has
 * checked who is asking. Names are random (`crypto.randomUUID()`), folders come from our own ids,
 * and every key is checked to stay inside the folder.
 */
@Injectable()
export class PrivateStorageService extends FolderStore implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Readable by this process's user only.
    super(config.privateDir, { folder: 0o700, file: 0o600 });
  }

  /** Writes `data` as `<folder>/<random>.<extension>` and returns its key (what the database keeps). */
  save(folder: string, extension: string, data: Buffer): Promise<string> {
    return this.write(folder, extension, data);
  }
}

/** Where a company's documents live inside the private folder. */
export const companyDocumentsFolder = (companyId: string) => `documents/${companyId}`;
