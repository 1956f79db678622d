import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Queryable } from '../../common/database/queryable.js';
import { QueueService } from '../../queue/queue.service.js';
import { mailJobOptions, MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';
import { recordQueuedMail } from '../mail/mail-sql.js';
import { MAIL_QUEUE_WAIT_MS } from '../mail/mail.service.js';
import type { MailTemplateData, MailTemplateName } from '../mail/templates/index.js';
import { badgeLabel, DOCUMENT_KIND_NAMES, formatDay } from './badges.js';
import type { DocumentMailTarget, ExpiryWarning } from './documents-expiry-sql.js';

/** Days from `today` to `day` (both YYYY-MM-DD): calendar arithmetic in UTC. */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/**
 * The mails about a company's documents. Each is recorded in mail_log inside the transaction
 * that changed the document (`record`), so the change and its mail commit together; `enqueue`
 * queues the jobs after the commit. If the queue is down then, the mail re-drive sends them from
 * mail_log. Dedupe keys make each mail once: `document-reviewed:<id>:<status>`,
 * `document-expiring:<id>:<30|7>`, `document-expired:<id>`.
 */
@Injectable()
export class DocumentNotifications {
  private readonly logger = new Logger(DocumentNotifications.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
  ) {}

  reviewed(target: DocumentMailTarget, outcome: { approved: boolean; reason: string | null; verified: boolean }): MailSendPayload {
    return this.payload(
      'document-reviewed',
      target.email,
      {
        companyName: target.companyName,
        documentName: DOCUMENT_KIND_NAMES[target.kind],
        approved: outcome.approved,
        badgeLabel: outcome.approved ? badgeLabel(target.kind, target.expiresOn) : null,
        verified: outcome.approved && outcome.verified,
        reason: outcome.reason,
        documentsUrl: this.documentsUrl(),
      },
      `document-reviewed:${target.id}:${outcome.approved ? 'approved' : 'rejected'}`,
    );
  }

  expiring(target: DocumentMailTarget, warning: ExpiryWarning, today: string): MailSendPayload {
    const expiresOn = target.expiresOn!;
    return this.payload(
      'document-expiring',
      target.email,
      {
        companyName: target.companyName,
        documentName: DOCUMENT_KIND_NAMES[target.kind],
        expiresOn: formatDay(expiresOn),
        daysLeft: Math.max(0, daysBetween(today, expiresOn)),
        documentsUrl: this.documentsUrl(),
      },
      `document-expiring:${target.id}:${warning}`,
    );
  }

  expired(target: DocumentMailTarget, badgeRemoved: boolean): MailSendPayload {
    return this.payload(
      'document-expired',
      target.email,
      {
        companyName: target.companyName,
        documentName: DOCUMENT_KIND_NAMES[target.kind],
        expiresOn: formatDay(target.expiresOn ?? ''),
        badgeRemoved,
        documentsUrl: this.documentsUrl(),
      },
      `document-expired:${target.id}`,
    );
  }

  /** The mail's mail_log row, in the caller's transaction (an existing key is left as it is). */
  async record(db: Queryable, mail: MailSendPayload): Promise<void> {
    await recordQueuedMail(db, { dedupeKey: mail.dedupeKey, to: mail.to, template: mail.template, payload: mail.data });
  }

  /**
   * Queues the recorded mails (after the commit), waiting for the queue MAIL_QUEUE_WAIT_MS at most
   * (Redis down: the command waits for it). A failure is logged and left to the re-drive.
   */
  async enqueue(mails: MailSendPayload[]): Promise<void> {
    if (mails.length === 0) return;
    const added = this.queues
      .queue(QueueName.MAIL)
      .addBulk(mails.map((data) => ({ name: MailJob.SEND, data, opts: mailJobOptions(data.dedupeKey, this.config.mail) })))
      .then(
        () => 'queued' as const,
        (error: Error) => this.logger.warn(`Correos de documentos pendientes de encolar (${mails.length}): ${error.message}`),
      );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_QUEUE_WAIT_MS)));
    await Promise.race([added, waited]).finally(() => clearTimeout(timer));
  }

  private documentsUrl(): string {
    return `${this.config.publicUrl}/company/documents`;
  }

  private payload<T extends MailTemplateName>(template: T, to: string, data: MailTemplateData<T>, dedupeKey: string): MailSendPayload {
    return { template, to, data: data as unknown as Record<string, unknown>, dedupeKey };
  }
}
