import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Public URL prefix of the uploads folder (served by web-routes.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface StoredFile {
  /** Path relative to the uploads folder, with forward slashes (kept in the database). */
  key: string;
  /** Public URL: `/uploads/<key>`. */
  url: string;
}

/** Folder names we create: lower-case letters, digits, hyphens, one or more segments. */
const SAFE_FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;

/**
 * Files under `config.uploadsDir`, served at `/uploads/…`. Names are always random
 * (`crypto.randomUUID()`); folders come from our own ids, never from a user. Deleting only ever
 * touches paths inside the uploads folder. Swap the implementation for object storage later:
 * callers only see keys and URLs.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.resolve(config.uploadsDir);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** Writes `data` as `<folder>/<random>.<extension>` and returns its key and URL. */
  async save(folder: string, extension: string, data: Buffer): Promise<StoredFile> {
    if (!SAFE_FOLDER.test(folder) || !SAFE_EXTENSION.test(extension)) throw new Error(`Unsafe storage location: ${folder} .${extension}`);
    const key = `${folder}/${randomUUID()}.${extension}`;
    const file = this.pathOf(key)!;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
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

  /** Removes the files (missing ones are fine); failures are logged, never thrown. */
  async remove(...keys: Array<string | null | undefined>): Promise<void> {
    for (const key of keys) {
      const file = key ? this.pathOf(key) : undefined;
      if (!file) continue;
      try {
        await rm(file, { force: true });
      } catch (error) {
        this.logger.warn(`No se pudo borrar ${key}: ${(error as Error).message}`);
      }
    }
  }

  /** Absolute path of a key, or undefined when it would leave the uploads folder. */
  private pathOf(key: string): string | undefined {
    if (!key || key.includes('\0') || key.includes('\\')) return undefined;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }
}
