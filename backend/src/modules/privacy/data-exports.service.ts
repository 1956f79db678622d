import { Injectable } from '@nestjs/common';
import { isUuid } from '@rutalia/catalog';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { QueueService } from '../../queue/queue.service.js';
import { PrivacyJob, privacyExportJobId, QueueName } from '../../queue/queues.js';
import { PrivateStorageService } from '../storage/private-storage.service.js';
import { EXPORT_TTL_MS } from './data-export-builder.js';
import {
  countExportsSince,
  findPendingExport,
  findUserExport,
  insertPendingExport,
  listUserExports,
  type DataExportRow,
} from './data-exports-sql.js';
import type { DataExportDto, DataExportListDto } from './dto/privacy.dto.js';
import { exportFileMissing, exportNotFound, exportNotReady, tooManyExports } from './privacy-errors.js';

/** Exports a user may ask for per 24 hours (each one reads every table: cheap, but not free). */
const DAILY_EXPORTS = 3;

export interface DataExportFile {
  filename: string;
  data: Buffer;
}

/** «Descargar mis datos»: ask (queues the build), see the status, download one's own zip. */
@Injectable()
export class DataExportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    private readonly storage: PrivateStorageService,
    private readonly clock: Clock,
  ) {}

  /** Idempotent while one is in preparation: answers that one (and queues it again, jobId dedupes). */
  async request(user: AuthUser): Promise<DataExportDto> {
    const now = this.clock.now();
    let row = await findPendingExport(this.dataSource, user.id);
    if (!row) {
      if ((await countExportsSince(this.dataSource, user.id, new Date(now.getTime() - 24 * 3600 * 1000))) >= DAILY_EXPORTS) {
        throw tooManyExports();
      }
      // Until it is built, a pending export is kept as long as a ready one would be.
      row =
        (await insertPendingExport(this.dataSource, user.id, now, new Date(now.getTime() + EXPORT_TTL_MS))) ??
        (await findPendingExport(this.dataSource, user.id));
    }
    if (!row) throw exportNotFound();
    await this.queues.queue(QueueName.PRIVACY).add(PrivacyJob.BUILD_EXPORT, { exportId: row.id }, { jobId: privacyExportJobId(row.id) });
    return toDto(row);
  }

  async list(user: AuthUser): Promise<DataExportListDto> {
    return { items: (await listUserExports(this.dataSource, user.id, this.clock.now())).map(toDto) };
  }

  /** The owner's ready zip; anybody else's (or an expired one) is a 404 like a missing one. */
  async file(user: AuthUser, id: string): Promise<DataExportFile> {
    const row = isUuid(id) ? await findUserExport(this.dataSource, user.id, id) : undefined;
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) throw exportNotFound();
    if (row.status !== 'ready' || !row.fileKey) throw exportNotReady();
    const data = await this.storage.read(row.fileKey);
    if (!data) throw exportFileMissing();
    const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
    return { filename: `rutalia-mis-datos-${day}.zip`, data };
  }
}

function toDto(row: DataExportRow): DataExportDto {
  return {
    id: row.id,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    readyAt: row.readyAt ? new Date(row.readyAt).toISOString() : null,
    expiresAt: new Date(row.expiresAt).toISOString(),
    sizeBytes: row.sizeBytes,
  };
}
