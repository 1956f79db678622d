import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { StorageService } from './storage.service.js';

describe('StorageService', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rutalia-storage-'));
  const uploadsDir = path.join(root, 'uploads');
  const storage = new StorageService({ uploadsDir } as AppConfig);
  beforeAll(() => storage.onModuleInit());

  it('writes under a random name and answers key and /uploads URL', async () => {
    const stored = await storage.save('companies/abc/gallery', 'webp', Buffer.from('x'));
    expect(stored.key).toMatch(/^companies\/abc\/gallery\/[0-9a-f-]{36}\.webp$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(readFileSync(path.join(uploadsDir, stored.key), 'utf8')).toBe('x');
    expect(storage.keyFromUrl(stored.url)).toBe(stored.key);
    await storage.remove(stored.key);
    expect(existsSync(path.join(uploadsDir, stored.key))).toBe(false);
  });

  it('refuses folders and extensions that are not ours', async () => {
    for (const [folder, ext] of [
      ['../fuera', 'webp'],
      ['a/../../b', 'webp'],
      ['/abs', 'webp'],
      ['A B', 'webp'],
      ['ok', 'we/bp'],
      ['ok', ''],
    ]) {
      await expect(storage.save(folder, ext, Buffer.from('x'))).rejects.toThrow('Unsafe storage location');
    }
  });

  it('never resolves or deletes anything outside the uploads folder', async () => {
    const outside = path.join(root, 'secreto.txt');
    writeFileSync(outside, 's');
    for (const url of ['/uploads/../secreto.txt', 'https://x/uploads/a', '/otra/a.webp', '/uploads/', null]) {
      expect(storage.keyFromUrl(url)).toBeUndefined();
    }
    await storage.remove('../secreto.txt', '/etc/passwd', 'a\\..\\..\\secreto.txt');
    expect(existsSync(outside)).toBe(true);
  });
});
