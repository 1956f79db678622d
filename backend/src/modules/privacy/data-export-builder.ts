import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { PrivateStorageService } from '../storage/private-storage.service.js';
import { collectExport, zipExport } from './export-content.js';
import { deleteExpiredExports, listStalePendingExports, lockExport, markExportFailed, markExportReady } from './data-exports-sql.js';

/** How long a ready export is offered. */
export const EXPORT_TTL_MS = 7 * 24 * 3600 * 1000;

/** Where a user's exports live inside the private folder. */
export const dataExportsFolder = (userId: string) => `data-exports/${userId}`;

/**
 * Builds the zips and sweeps them (the `privacy` queue). Idempotent: the export row is locked
 * while it is built and a finished one (ready, failed, gone) is skipped, so a retried or doubled
 * job writes one file. A failure throws (BullMQ retries); the last attempt marks it `failed`.
 */
@Injectable()
export class DataExportBuilder {
  private readonly logger = new Logger(DataExportBuilder.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: PrivateStorageService,
    private readonly clock: Clock,
  ) {}

  /** Builds the export; answers what happened (for the job's result and the tests). */
  async build(exportId: string): Promise<'built' | 'skipped'> {
    let written: string | undefined;
    try {
      return await this.dataSource.transaction(async (em) => {
        const row = await lockExport(em, exportId);
        if (!row || row.status !== 'pending') return 'skipped';
        const now = this.clock.now();
        const doc = await collectExport(em, row.userId, now);
        if (!doc) return 'skipped';
        const zip = zipExport(doc);
        written = await this.storage.save(dataExportsFolder(row.userId), 'zip', zip);
        await markExportReady(em, row.id, written, zip.length, now, new Date(now.getTime() + EXPORT_TTL_MS));
        return 'built';
      });
    } catch (error) {
      // The row stays pending; the file written before the failed commit is not kept.
      if (written) await this.storage.remove(written);
      throw error;
    }
  }

  /** The job gave up: the user sees «failed» and may ask again. */
  async giveUp(exportId: string, error: Error): Promise<void> {
    this.logger.warn(`Exportación ${exportId} fallida: ${error.message}`);
    await markExportFailed(this.dataSource, exportId, error.message);
  }

  /** Deletes the exports past their 7 days (rows, then files); answers the stale pending ones to queue again. */
  async sweep(): Promise<{ deleted: number; stale: string[] }> {
    const now = this.clock.now();
    const keys = await deleteExpiredExports(this.dataSource, now);
    await this.storage.remove(...keys);
    const stale = await listStalePendingExports(this.dataSource, new Date(now.getTime() - 15 * 60_000));
    return { deleted: keys.length, stale };
  }
}
