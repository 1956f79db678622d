import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import type { NotificationEvent } from '../../realtime/realtime.events.js';
import { MailService } from '../mail/mail.service.js';
import { findProposalNotification, type NotificationRow } from './proposal-sql.js';

/**
 * Who gets told what when a proposal is sent or answered. Called by ProposalsService only after
 * the change is committed and only when the status really changed; the dedupe keys
 * (`proposal-<event>:<proposalId>`) also make a repeat send nothing. Never throws: a queue or
 * database failure is logged (no bodies, no tokens) and the HTTP answer is unaffected.
 * Alongside each e-mail, a `notification` event goes to the addressee's sockets (best effort:
 * nobody connected means nobody sees it; the e-mail and the REST data stay the record).
 */
@Injectable()
export class ProposalNotifications {
  private readonly logger = new Logger(ProposalNotifications.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  /** To the request's client: company name, request title, price, link to the proposals. */
  proposalReceived(proposalId: string): Promise<void> {
    return this.notify('proposal-received', proposalId, async (row) => {
      this.push(row.clientId, {
        type: 'proposal-received',
        title: 'Nueva propuesta',
        body: `${row.companyName} ha enviado una propuesta para «${row.requestTitle}».`,
        link: `/jobs/${row.requestId}/proposals`,
      });
      await this.mail.send(
        'proposal-received',
        row.clientEmail,
        {
          clientName: row.clientName,
          companyName: row.companyName,
          requestTitle: row.requestTitle,
          price: row.price === null ? null : Number(row.price),
          proposalsUrl: `${this.config.publicUrl}/jobs/${row.requestId}/proposals`,
        },
        `proposal-received:${row.proposalId}`,
      );
    });
  }

  /** To the company: the client's name and phone as shared on acceptance (never the e-mail). */
  proposalAccepted(proposalId: string): Promise<void> {
    return this.notify('proposal-accepted', proposalId, async (row) => {
      this.push(row.companyUserId, {
        type: 'proposal-accepted',
        title: 'Propuesta aceptada',
        body: `Tu propuesta para «${row.requestTitle}» ha sido aceptada.`,
        link: `/company/proposal/${row.proposalId}`,
      });
      await this.mail.send(
        'proposal-accepted',
        row.companyEmail,
        {
          companyName: row.companyName,
          requestTitle: row.requestTitle,
          clientName: row.clientSharedData?.client_name ?? row.clientName,
          clientPhone: row.clientSharedData?.client_phone ?? null,
          proposalUrl: `${this.config.publicUrl}/company/proposal/${row.proposalId}`,
        },
        `proposal-accepted:${row.proposalId}`,
      );
    });
  }

  /** To the company: its proposal was rejected. */
  proposalRejected(proposalId: string): Promise<void> {
    return this.notify('proposal-rejected', proposalId, async (row) => {
      this.push(row.companyUserId, {
        type: 'proposal-rejected',
        title: 'Propuesta rechazada',
        body: `Tu propuesta para «${row.requestTitle}» ha sido rechazada.`,
        link: '/company/proposals',
      });
      await this.mail.send(
        'proposal-rejected',
        row.companyEmail,
        { companyName: row.companyName, requestTitle: row.requestTitle, proposalsUrl: `${this.config.publicUrl}/company/proposals` },
        `proposal-rejected:${row.proposalId}`,
      );
    });
  }

  private push(userId: string, event: Omit<NotificationEvent, 'createdAt'>): void {
    this.realtime.emitToUser(userId, 'notification', { ...event, createdAt: new Date().toISOString() });
  }

  private async notify(event: string, proposalId: string, send: (row: NotificationRow) => Promise<void>): Promise<void> {
    try {
      const row = await findProposalNotification(this.dataSource, proposalId);
      if (!row) return;
      await send(row);
    } catch (error) {
      this.logger.error(`No se pudo encolar la notificación ${event} de la propuesta ${proposalId}: ${(error as Error).message}`);
    }
  }
}
