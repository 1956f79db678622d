import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';

/** Folder names we create: lower-case letters, digits, hyphens, one or more segments. */
const SAFE_FOLDER = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;
const SAFE_EXTENSION = /^[a-z0-9]{1,5}$/;

/** File modes of a store: the public one uses the process umask; the private one, owner only. */
export interface FolderModes {
  folder?: number;
  file?: number;
}

/**
 * Files under one folder, by key (`<folder>/<random>.<extension>`). Names are always random
 * (`crypto.randomUUID()`); folders come from our own ids, never from a user; every key is checked
 * to stay inside the folder, so reading or deleting never touches anything else.
 */
export abstract class FolderStore {
  private readonly logger = new Logger(this.constructor.name);
  protected readonly root: string;

  protected constructor(
    root: string,
    private readonly modes: FolderModes = {},
  ) {
    this.root = path.resolve(root);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: this.modes.folder });
  }

  /** Writes `data` as `<folder>/<random>.<extension>` and returns its key. */
  protected async write(folder: string, extension: string, data: Buffer): Promise<string> {
    if (!SAFE_FOLDER.test(folder) || !SAFE_EXTENSION.test(extension)) throw new Error(`Unsafe storage location: ${folder} .${extension}`);
    const key = `${folder}/${randomUUID()}.${extension}`;
    const file = this.pathOf(key)!;
    await mkdir(path.dirname(file), { recursive: true, mode: this.modes.folder });
    await writeFile(file, data, { flag: 'wx', mode: this.modes.file });
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

  /** Absolute path of a key, or undefined when it would leave the folder. */
  protected pathOf(key: string): string | undefined {
    if (!key || key.includes('\0') || key.includes('\\')) return undefined;
    const file = path.resolve(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }
}
