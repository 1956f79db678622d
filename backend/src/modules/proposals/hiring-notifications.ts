import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { MailService } from '../mail/mail.service.js';
import { findHireNotification, type HireNotificationRow } from './hiring-sql.js';

/**
 * What a client is told about a hire: «¿Se hizo el trabajo?» once the service date has passed,
 * and the invitation to review the company once the job is marked done. Like
 * ProposalNotifications: called after the change is committed, deduplicated by key, never
 * throws (a failure is logged), the `notification` event is best effort.
 */
@Injectable()
export class HiringNotifications {
  private readonly logger = new Logger(HiringNotifications.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    /** Absent in a worker process (no Socket.IO server there). */
    @Optional() private readonly realtime?: RealtimeService,
  ) {}

  /** Once per hire (`hireKey`: its `hired_at` in ms), so a reopened and re-hired request is asked again. */
  async completionCheck(requestId: string, hireKey: string): Promise<void> {
    await this.notify('completion-check', requestId, async (row) => {
      await this.mail.send(
        'completion-check',
        row.clientEmail,
        {
          clientName: row.clientName,
          requestTitle: row.requestTitle,
          companyName: row.companyName,
          dashboardUrl: `${this.config.publicUrl}/dashboard`,
        },
        `completion-check:${row.requestId}:${hireKey}`,
        { userId: row.clientId },
      );
    });
  }

  /** The realtime half of `completionCheck`, sent only by the run that recorded the question. */
  async completionCheckPush(requestId: string): Promise<void> {
    await this.notify('completion-check', requestId, async (row) => {
      this.push(row.clientId, {
        title: '¿Se hizo el trabajo?',
        body: `Cuéntanos si ${row.companyName} hizo «${row.requestTitle}».`,
        link: '/dashboard',
        type: 'completion-check',
      });
    });
  }

  /** After «Trabajo hecho»: review the hired company (one invitation per request). */
  async reviewInvitation(requestId: string): Promise<void> {
    await this.notify('review-invitation', requestId, async (row) => {
      const link = `/company/${row.companySlug ? `${row.companySlug}-${row.companyId}` : row.companyId}?review=${row.requestId}`;
      this.push(row.clientId, {
        type: 'review-invitation',
        title: `Valora a ${row.companyName}`,
        body: `¿Qué tal fue «${row.requestTitle}»? Tu reseña ayuda a otros clientes.`,
        link,
      });
      await this.mail.send(
        'review-invitation',
        row.clientEmail,
        {
          clientName: row.clientName,
          requestTitle: row.requestTitle,
          companyName: row.companyName,
          reviewUrl: `${this.config.publicUrl}${link}`,
        },
        `review-invitation:${row.requestId}`,
        { userId: row.clientId },
      );
    });
  }

  private push(userId: string, event: { type: 'completion-check' | 'review-invitation'; title: string; body: string; link: string }): void {
    this.realtime?.emitToUser(userId, 'notification', { ...event, createdAt: new Date().toISOString() });
  }

  private async notify(event: string, requestId: string, send: (row: HireNotificationRow) => Promise<void>): Promise<void> {
    try {
      const row = await findHireNotification(this.dataSource, requestId);
      if (!row) return;
      await send(row);
    } catch (error) {
      this.logger.error(`No se pudo enviar el aviso ${event} de la solicitud ${requestId}: ${(error as Error).message}`);
    }
  }
}
