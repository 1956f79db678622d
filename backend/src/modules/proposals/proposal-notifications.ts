import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import type { NotificationEvent } from '../../realtime/realtime.events.js';
import { MailService } from '../mail/mail.service.js';
import type { ClientSharedData } from './proposal.entity.js';

/** What one notification needs, read in one query (primary keys and uq_companies_user_id). */
interface NotificationRow {
  proposalId: string;
  requestId: string;
  requestTitle: string;
  price: string | number | null;
  clientSharedData: ClientSharedData | null;
  companyName: string;
  /** companies.email, or the company account's e-mail when the profile has none. */
  companyEmail: string;
  clientName: string;
  clientEmail: string;
  /** The users to notify over Socket.IO (`notification` to room `user:<id>`). */
  clientId: string;
  companyUserId: string;
}

const NOTIFICATION_SQL = `SELECT p.id AS "proposalId", p.request_id AS "requestId", r.title AS "requestTitle", p.price,
       p.client_shared_data AS "clientSharedData", c.company_name AS "companyName",
       coalesce(nullif(btrim(c.email), ''), cu.email) AS "companyEmail",
       u.full_name AS "clientName", u.email AS "clientEmail", r.client_id AS "clientId", c.user_id AS "companyUserId"
  FROM proposals p
  JOIN requests r ON r.id = p.request_id
  JOIN users u ON u.id = r.client_id
  JOIN companies c ON c.id = p.company_id
  JOIN users cu ON cu.id = c.user_id
 WHERE p.id = $1`;

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
      const [row] = await this.dataSource.query<NotificationRow[]>(NOTIFICATION_SQL, [proposalId]);
      if (!row) return;
      await send(row);
    } catch (error) {
      this.logger.error(`No se pudo encolar la notificación ${event} de la propuesta ${proposalId}: ${(error as Error).message}`);
    }
  }
}
