import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailQueue } from './mail-queue.js';
import { giveUpMail, listRedriveCandidates } from './mail-sql.js';

/** Rows looked at per run: the next run takes the rest. */
const BATCH = 200;

export interface RedriveResult {
  requeued: number;
  gaveUp: number;
}

/**
 * The scheduled re-drive (MailJob.REDRIVE, every MAIL_REDRIVE_INTERVAL_MS): unsent mails whose
 * job gave up (or was never queued) are queued again until MAIL_GIVE_UP_AFTER_MS after they were
 * first queued; then they are marked given up and wait for a super admin's retry. Idempotent:
 * a mail with a live job is skipped, and mail_log sends each dedupe key once.
 */
@Injectable()
export class MailRedriveService {
  private readonly logger = new Logger(MailRedriveService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly mailQueue: MailQueue,
  ) {}

  async run(): Promise<RedriveResult> {
    const { retryMaxDelayMs, redriveIntervalMs, giveUpAfterMs } = this.config.mail;
    // A job still retrying has tried within the longest backoff delay (plus a run of slack).
    const quietForMs = retryMaxDelayMs + redriveIntervalMs;
    const rows = await listRedriveCandidates(this.dataSource, quietForMs, giveUpAfterMs, BATCH);
    const result: RedriveResult = { requeued: 0, gaveUp: 0 };
    for (const row of rows) {
      const payload = { template: row.template, to: row.to_email, data: row.payload, dedupeKey: row.dedupe_key };
      if (!row.expired) {
        if ((await this.mailQueue.requeue(payload)) === 'queued') result.requeued += 1;
        continue;
      }
      // Old enough to give up, unless its job is still trying.
      const job = await this.mailQueue.state(row.dedupe_key);
      if (job !== 'live' && (await giveUpMail(this.dataSource, row.id))) result.gaveUp += 1;
    }
    if (result.requeued > 0) this.logger.log(`Correos fallidos encolados de nuevo: ${result.requeued}`);
    if (result.gaveUp > 0)
      this.logger.warn(`Correos abandonados tras ${Math.round(giveUpAfterMs / 3600_000)} h sin poder enviarse: ${result.gaveUp}`);
    return result;
  }
}
