import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { categoryByKey } from '@rutalia/catalog';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { AlertsJob, jobIdFor, MailJob, mailJobOptions, QueueName, type MailSendPayload } from '../../queue/queues.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import type { RequestAlertDigestMailData } from '../mail/templates/request-alert-digest.template.js';
import type { RequestAlertMailData } from '../mail/templates/request-alert.template.js';
import { madridToday } from '../requests/request-structure.js';
import { requestAlertKeys } from './alert-settings-rules.js';
import { jobPath, routeText } from './alert-links.js';
import {
  clearAlertsPending,
  findAlertsPending,
  findRequestForAlerts,
  FIRST_UUID,
  insertAlertBatch,
  markDigestBatch,
  recordQueuedMails,
  type AlertCandidateRow,
  type DigestRow,
  type RequestForAlerts,
} from './alerts-sql.js';

/** Companies per fan-out transaction and per digest transaction. */
export const ALERT_BATCH = 1000;
/** A request whose fan-out has not run this long after publishing is queued again by the sweep (at most this many per run). */
export const SWEEP_GRACE_MS = 2 * 60_000;
export const SWEEP_BATCH = 500;
/** Requests listed in one digest (the rest are counted, with a link to /jobs). */
export const DIGEST_LISTED = 30;
const DAY_MS = 24 * 3600_000;

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const dayLabel = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/**
 * The alerts for new requests (issue 19). `queueFanOut` is what publishing a request calls: one
 * job per request, nothing else, so the API answers as fast as without alerts. `fanOut` (the
 * job) finds the matching companies by set in batches, records one `request_alerts` row per
 * company (the primary key makes a second run a no-op), pushes the in-app `notification` to the
 * companies it recorded and, in the same transaction as the rows, records the instant mails in
 * mail_log; they are queued after the commit (a crash in between is picked up by the mail
 * re-drive). `digest` (8:00 Madrid) marks the unmailed alerts of the last 24 h and records one
 * mail per company, `request-alert-digest:<company>:<Madrid day>`, in one transaction per batch.
 */
@Injectable()
export class RequestAlertsService {
  private readonly logger = new Logger(RequestAlertsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly clock?: Clock,
    /** Absent in a worker process (no Socket.IO server there): only the rows and mails then. */
    @Optional() private readonly realtime?: RealtimeService,
  ) {}

  /** Queues the fan-out of a just published request, without waiting for Redis: a failure is logged, never the caller's. */
  queueFanOut(requestId: string): void {
    this.addFanOut(requestId).catch((error: Error) =>
      this.logger.error(`No se pudo encolar el aviso de la solicitud ${requestId} (lo reintentará el barrido): ${error.message}`),
    );
  }

  private async addFanOut(requestId: string): Promise<void> {
    await this.queues.queue(QueueName.ALERTS).add(AlertsJob.FAN_OUT, { requestId }, { jobId: jobIdFor('alerts-fan-out', requestId) });
  }

  async fanOut(requestId: string): Promise<{ alerted: number; mailed: number }> {
    const request = await findRequestForAlerts(this.dataSource, requestId);
    // Withdrawn, hired or moderated before the job ran: nobody is alerted of it.
    if (!request || request.status !== 'active') {
      await clearAlertsPending(this.dataSource, requestId);
      return { alerted: 0, mailed: 0 };
    }
    const keys = requestAlertKeys(request);
    const now = this.now();
    let after = FIRST_UUID;
    let alerted = 0;
    let mailed = 0;
    for (;;) {
      const { rows, mails } = await this.dataSource.transaction(async (em) => {
        const batch = await insertAlertBatch(em, request, keys, now, after, ALERT_BATCH);
        const instant = batch.filter((row) => row.inserted && row.mailMode === 'instant').map((row) => this.instantMail(request, row));
        await recordQueuedMails(em, instant);
        return { rows: batch, mails: instant };
      });
      const fresh = rows.filter((row) => row.inserted);
      this.push(request, fresh);
      await this.enqueueMails(mails);
      alerted += fresh.length;
      mailed += mails.length;
      if (rows.length < ALERT_BATCH) break;
      after = rows[rows.length - 1].companyId;
    }
    await clearAlertsPending(this.dataSource, requestId);
    return { alerted, mailed };
  }

  /**
   * Queues again the fan-out of the requests published more than SWEEP_GRACE_MS ago whose fan-out
   * has not run (its job was lost, e.g. Redis was down when the request was published). The
   * job id is the request's, so a fan-out still waiting in the queue is not added twice.
   */
  async sweep(): Promise<{ queued: number }> {
    const ids = await findAlertsPending(this.dataSource, new Date(this.now().getTime() - SWEEP_GRACE_MS), SWEEP_BATCH);
    for (const id of ids) await this.addFanOut(id);
    return { queued: ids.length };
  }

  async digest(): Promise<{ companies: number; alerts: number }> {
    const now = this.now();
    const since = new Date(now.getTime() - DAY_MS);
    const day = madridToday(now);
    let after = FIRST_UUID;
    let companies = 0;
    let alerts = 0;
    for (;;) {
      const { rows, mails } = await this.dataSource.transaction(async (em) => {
        const batch = await markDigestBatch(em, now, since, day, after, ALERT_BATCH);
        const digestMails = this.digestMails(batch, day);
        await recordQueuedMails(em, digestMails);
        return { rows: batch, mails: digestMails };
      });
      await this.enqueueMails(mails);
      companies += mails.length;
      alerts += rows.filter((row) => row.requestId !== null).length;
      const lastCompany = rows.at(-1)?.companyId;
      if (!lastCompany || new Set(rows.map((row) => row.companyId)).size < ALERT_BATCH) break;
      after = lastCompany;
    }
    return { companies, alerts };
  }

  private instantMail(request: RequestForAlerts, row: AlertCandidateRow): MailSendPayload {
    const data: RequestAlertMailData = {
      companyName: row.companyName,
      publicUrl: this.config.publicUrl,
      unsubscribeToken: row.unsubscribeToken,
      request: { title: request.title, route: routeText(request), jobUrl: `${this.config.publicUrl}${jobPath(request.slug, request.id)}` },
      categoryName: request.category ? (categoryByKey(request.category)?.name ?? null) : null,
      serviceDate: request.serviceDate ? dayLabel(request.serviceDate) : null,
    };
    return {
      template: 'request-alert',
      to: row.email,
      data: data as unknown as Record<string, unknown>,
      dedupeKey: `request-alert:${row.companyId}:${request.id}`,
    };
  }

  /** One mail per company of the batch that got alerts marked (rows come ordered by company). */
  private digestMails(rows: DigestRow[], day: string): MailSendPayload[] {
    const byCompany = new Map<string, DigestRow[]>();
    for (const row of rows) {
      if (row.requestId === null) continue;
      byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
    }
    return [...byCompany.values()].map((own) => {
      const first = own[0];
      const data: RequestAlertDigestMailData = {
        companyName: first.companyName,
        publicUrl: this.config.publicUrl,
        unsubscribeToken: first.unsubscribeToken,
        total: own.length,
        requests: own.slice(0, DIGEST_LISTED).map((r) => ({
          title: r.title!,
          route: routeText({
            city: r.city!,
            province: r.province!,
            destinationCity: r.destinationCity,
            destinationProvince: r.destinationProvince,
          }),
          jobUrl: `${this.config.publicUrl}${jobPath(r.requestSlug, r.requestId!)}`,
        })),
      };
      return {
        template: 'request-alert-digest',
        to: first.email,
        data: data as unknown as Record<string, unknown>,
        dedupeKey: `request-alert-digest:${first.companyId}:${day}`,
      };
    });
  }

  /** The mails' rows are already in mail_log (same transaction as the alerts): here only the jobs. */
  private async enqueueMails(mails: MailSendPayload[]): Promise<void> {
    if (mails.length === 0) return;
    try {
      await this.queues
        .queue(QueueName.MAIL)
        .addBulk(
          mails.map((payload) => ({ name: MailJob.SEND, data: payload, opts: mailJobOptions(payload.dedupeKey, this.config.mail) })),
        );
    } catch (error) {
      // mail_log keeps them: the re-drive queues them again.
      this.logger.warn(`Correos de alertas pendientes de encolar (${mails.length}): ${(error as Error).message}`);
    }
  }

  private push(request: RequestForAlerts, rows: AlertCandidateRow[]): void {
    if (!this.realtime || rows.length === 0) return;
    this.realtime.emitToUsers(
      rows.map((row) => row.userId),
      'notification',
      {
        type: 'request-alert',
        title: 'Nueva solicitud para tu empresa',
        body: `«${request.title}» · ${routeText(request)}`,
        link: jobPath(request.slug, request.id),
        createdAt: this.now().toISOString(),
      },
    );
  }

  private now(): Date {
    return this.clock?.now() ?? new Date();
  }
}
