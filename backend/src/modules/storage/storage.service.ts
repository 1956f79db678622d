import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FolderStore } from './folder-store.js';

/** Public URL prefix of the uploads folder (served by web-routes.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoredFile {
  /** Path relative to the uploads folder, with forward slashes (kept in the database). */
  key: string;
  /** Public URL: `/uploads/<key>`. */
  url: string;
}

/**
 * Files under `config.uploadsDir`, served at `/uploads/…`. Names are always random
 * (`crypto.randomUUID()`); folders come from our own ids, never from a user. Deleting only ever
 * touches paths inside the uploads folder. Swap the implementation for object storage later:
 * callers only see keys and URLs.
 */
@Injectable()
export class StorageService extends FolderStore implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.uploadsDir);
  }

  /** Writes `data` as `<folder>/<random>.<extension>` and returns its key and URL. */
  async save(folder: string, extension: string, data: Buffer): Promise<StoredFile> {
    const key = await this.write(folder, extension, data);
    return { key, url: this.urlOf(key) };
  }

  urlOf(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /** The key of one of our public URLs (`/uploads/<key>`), or undefined for anything else. */
  keyFromUrl(url: string | null | undefined): string | undefined {
    if (!url || !url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const key = url.slice(UPLOADS_URL_PREFIX.length).split(/[?#]/)[0];
    return this.pathOf(key) ? key : undefined;
  }
}
