import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
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
    /** Absent in a worker process (no Socket.IO server there): the e-mail and the REST data stay the record. */
    @Optional() private readonly realtime?: RealtimeService,
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
        { userId: row.clientId },
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
        { userId: row.companyUserId },
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
        { userId: row.companyUserId },
      );
    });
  }

  /**
   * To a company whose pending proposal was closed without an answer: the client hired another
   * company (`hired_other`) or closed, cancelled or completed the request (`request_closed`).
   */
  proposalDeclined(proposalId: string, reason: 'hired_other' | 'request_closed'): Promise<void> {
    return this.notify('proposal-declined', proposalId, async (row) => {
      this.push(row.companyUserId, {
        type: 'proposal-declined',
        title: reason === 'hired_other' ? 'El cliente ha contratado a otra empresa' : 'Solicitud retirada',
        body:
          reason === 'hired_other'
            ? `El cliente de «${row.requestTitle}» ha contratado a otra empresa: tu propuesta queda cerrada.`
            : `El cliente ha retirado «${row.requestTitle}»: tu propuesta queda cerrada.`,
        link: '/company/proposals',
      });
      await this.mail.send(
        'proposal-declined',
        row.companyEmail,
        {
          companyName: row.companyName,
          requestTitle: row.requestTitle,
          reason,
          proposalsUrl: `${this.config.publicUrl}/company/proposals`,
        },
        `proposal-declined:${row.proposalId}`,
        { userId: row.companyUserId },
      );
    });
  }

  /** To the company: its proposal passed its validity without an answer (realtime only: the company chose the date). */
  proposalExpired(proposalId: string): Promise<void> {
    return this.notify('proposal-expired', proposalId, async (row) => {
      this.push(row.companyUserId, {
        type: 'proposal-expired',
        title: 'Propuesta caducada',
        body: `Tu propuesta para «${row.requestTitle}» ha caducado sin respuesta del cliente.`,
        link: `/company/proposal/${row.proposalId}`,
      });
    });
  }

  /** To the hired company: the client reopened the request (the company did not show up); its contact data is withdrawn. */
  hireReopened(proposalId: string): Promise<void> {
    return this.notify('hire-reopened', proposalId, async (row) => {
      this.push(row.companyUserId, {
        type: 'hire-reopened',
        title: 'Solicitud reabierta',
        body: `El cliente de «${row.requestTitle}» indica que el trabajo no se hizo y ha vuelto a publicar la solicitud.`,
        link: `/company/proposal/${row.proposalId}`,
      });
      await this.mail.send(
        'hire-reopened',
        row.companyEmail,
        {
          companyName: row.companyName,
          requestTitle: row.requestTitle,
          proposalUrl: `${this.config.publicUrl}/company/proposal/${row.proposalId}`,
          contactUrl: `${this.config.publicUrl}/contact`,
        },
        `hire-reopened:${row.proposalId}`,
        { userId: row.companyUserId },
      );
    });
  }

  private push(userId: string, event: Omit<NotificationEvent, 'createdAt'>): void {
    this.realtime?.emitToUser(userId, 'notification', { ...event, createdAt: new Date().toISOString() });
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
