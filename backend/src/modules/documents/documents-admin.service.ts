import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { CompanyDocumentStatus } from '../../database/enums.js';
import type { MailSendPayload } from '../../queue/queues.js';
import { AuditService } from '../audit/audit.service.js';
import { madridToday } from '../requests/request-structure.js';
import { PrivateStorageService } from '../storage/private-storage.service.js';
import { DocumentNotifications } from './document-notifications.js';
import { documentNotFound, documentStateConflict, DocumentMessages } from './documents-errors.js';
import { findDocumentMailTarget } from './documents-expiry-sql.js';
import { toAdminDocument } from './documents.mapper.js';
import { readDocumentFile, type DocumentFile } from './documents.service.js';
import {
  ADMIN_DOCUMENT_LIST,
  findAdminDocument,
  findDocumentCompanyId,
  listAdminDocuments,
  lockCompany,
  lockDocument,
  markApproved,
  markRejected,
  refreshCompanyTrust,
  replaceApprovedOfKind,
  type DocumentRow,
} from './documents-sql.js';
import type { AdminDocumentDto } from './dto/document.dto.js';

/**
 * The review of company documents (super admins only): the queue, each document and its file,
 * approve and reject. Every decision runs in one transaction that locks the company and then the
 * document, changes the status, rewrites the company's badges and «Verificado»
 * (refreshCompanyTrust), writes the audit entry and records the company's mail; the mail is
 * queued after the commit.
 */
@Injectable()
export class DocumentsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: PrivateStorageService,
    private readonly audit: AuditService,
    private readonly notifications: DocumentNotifications,
    private readonly clock: Clock,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminDocumentDto[]; total: number }> {
    const list = parseListQuery(query, ADMIN_DOCUMENT_LIST);
    const { rows, total } = await listAdminDocuments(this.dataSource, list);
    const today = this.today();
    return { list, rows: rows.map((row) => toAdminDocument(row, today)), total };
  }

  async get(id: string): Promise<AdminDocumentDto> {
    const row = isUuid(id) ? await findAdminDocument(this.dataSource, id) : undefined;
    if (!row) throw documentNotFound();
    return toAdminDocument(row, this.today());
  }

  async file(id: string): Promise<DocumentFile> {
    const row = isUuid(id) ? await findAdminDocument(this.dataSource, id) : undefined;
    if (!row) throw documentNotFound();
    return readDocumentFile(this.storage, row);
  }

  /**
   * A pending document becomes the approved one of its kind (the previous approved version, if
   * any, becomes `replaced`). 409 when it is not pending or its date has already passed.
   */
  approve(actor: AuthUser, id: string): Promise<AdminDocumentDto> {
    return this.decide(actor, id, async (em, doc, now) => {
      if (doc.status !== CompanyDocumentStatus.Pending) throw documentStateConflict(DocumentMessages.NOT_PENDING_APPROVE);
      if (doc.expiresOn !== null && doc.expiresOn < madridToday(now)) {
        throw documentStateConflict(DocumentMessages.EXPIRED_APPROVE, 'DOCUMENT_EXPIRED');
      }
      await replaceApprovedOfKind(em, doc.companyId, doc.kind);
      await markApproved(em, doc.id, actor.id, now);
      return { status: CompanyDocumentStatus.Approved, reason: null };
    });
  }

  /**
   * A pending document is rejected, or an approved one withdrawn (its badge, and «Verificado» for
   * the CIF, go at once), with a reason the company reads. 409 for any other status.
   */
  reject(actor: AuthUser, id: string, reason: string): Promise<AdminDocumentDto> {
    return this.decide(actor, id, async (em, doc, now) => {
      if (doc.status !== CompanyDocumentStatus.Pending && doc.status !== CompanyDocumentStatus.Approved) {
        throw documentStateConflict(DocumentMessages.NOT_REJECTABLE);
      }
      await markRejected(em, doc.id, actor.id, now, reason);
      return { status: CompanyDocumentStatus.Rejected, reason };
    });
  }

  private async decide(
    actor: AuthUser,
    id: string,
    change: (em: EntityManager, doc: DocumentRow, now: Date) => Promise<{ status: CompanyDocumentStatus; reason: string | null }>,
  ): Promise<AdminDocumentDto> {
    const companyId = isUuid(id) ? await findDocumentCompanyId(this.dataSource, id) : undefined;
    if (!companyId) throw documentNotFound();
    const now = this.clock.now();
    const mail = await this.dataSource.transaction(async (em): Promise<MailSendPayload | undefined> => {
      const before = await lockCompany(em, companyId);
      const doc = await lockDocument(em, id);
      if (!before || !doc) throw documentNotFound();
      const { status, reason } = await change(em, doc, now);
      const after = await refreshCompanyTrust(em, companyId);
      await this.audit.record(
        {
          actorId: actor.id,
          action: status === CompanyDocumentStatus.Approved ? 'company_document.approve' : 'company_document.reject',
          entityType: 'company_document',
          entityId: doc.id,
          reason,
          details: {
            companyId,
            kind: doc.kind,
            status: { from: doc.status, to: status },
            expiresOn: doc.expiresOn,
            verified: { from: before.verified, to: after.verified },
          },
        },
        em,
      );
      const target = await findDocumentMailTarget(em, doc.id);
      if (!target) return undefined;
      const payload = this.notifications.reviewed(target, {
        approved: status === CompanyDocumentStatus.Approved,
        reason,
        verified: after.verified,
      });
      await this.notifications.record(em, payload);
      return payload;
    });
    if (mail) await this.notifications.enqueue([mail]);
    return this.get(id);
  }

  private today(): string {
    return madridToday(this.clock.now());
  }
}
