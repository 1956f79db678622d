import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Folder names we create: lower-case letters, digits, hyphens, one or more segments. */
const SAFE_FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;

/**
 * Files nobody may reach by URL (company documents): under `config.privateDir`
 * (`<DATA_DIR>/private`), a sibling of the uploads folder that `/uploads` never serves. There is
 * no `urlOf` on purpose: callers read a file's bytes and answer them from an endpoint that has
 * checked who is asking. Names are random (`crypto.randomUUID()`), folders come from our own ids,
 * and every key is checked to stay inside the folder.
 */
@Injectable()
export class PrivateStorageService implements OnModuleInit {
  private readonly logger = new Logger(PrivateStorageService.name);
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.resolve(config.privateDir);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: 0o700 });
  }

  /** Writes `data` as `<folder>/<random>.<extension>` and returns its key (what the database keeps). */
  async save(folder: string, extension: string, data: Buffer): Promise<string> {
    if (!SAFE_FOLDER.test(folder) || !SAFE_EXTENSION.test(extension)) throw new Error(`Unsafe storage location: ${folder} .${extension}`);
    const key = `${folder}/${randomUUID()}.${extension}`;
    const file = this.pathOf(key)!;
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, data, { flag: 'wx', mode: 0o600 });
    return key;
  }

  /** The bytes of a key, or undefined when the file is missing (or the key leaves the folder). */
  async read(key: string): Promise<Buffer | undefined> {
    const file = this.pathOf(key);
    if (!file) return undefined;
    try {
      return await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
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

  /** Absolute path of a key, or undefined when it would leave the private folder. */
  private pathOf(key: string): string | undefined {
    if (!key || key.includes('\0') || key.includes('\\')) return undefined;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }
}

/** Where a company's documents live inside the private folder. */
export const companyDocumentsFolder = (companyId: string) => `documents/${companyId}`;
