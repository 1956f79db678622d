import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { CompanyDocumentStatus } from '../../database/enums.js';
import type { MailSendPayload } from '../../queue/queues.js';
import { insertAuditLog } from '../audit/audit-sql.js';
import { madridToday } from '../requests/request-structure.js';
import { DocumentNotifications } from './document-notifications.js';
import { findDocumentMailTarget, findLapsedDocuments, findWarningCandidates, markExpired, markWarned } from './documents-expiry-sql.js';
import { lockCompany, lockDocument, refreshCompanyTrust } from './documents-sql.js';

/** Rows per query; a run goes on until nothing is left (or MAX_BATCHES). */
const BATCH = 200;
const MAX_BATCHES = 50;
/** The smallest uuid: where the warnings' keyset pages start. */
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The daily documents job (documents.processor.ts runs it), by the app's clock in Madrid days:
 * - warnings: an approved document 30 days before its last day and again 7 days before, once
 *   each (`warned_30_at` / `warned_7_at`, set with a conditional UPDATE in the transaction that
 *   records the mail);
 * - lapse: pending or approved documents past their last day become `expired`, each in a
 *   transaction that locks the company and then the document (as a review does), rewrites the
 *   badges and «Verificado», records the audit entry (actor: the system) and, for an approved
 *   one, the mail. A second run, or a second worker, finds nothing left to do.
 */
@Injectable()
export class DocumentsExpiryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: DocumentNotifications,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<{ warned: number; expired: number }> {
    const warned = await this.warn();
    const expired = await this.lapse();
    return { warned, expired };
  }

  async warn(): Promise<number> {
    const now = this.clock.now();
    const today = madridToday(now);
    let after = FIRST_UUID;
    let warned = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due = await findWarningCandidates(this.dataSource, today, after, BATCH);
      const mails: MailSendPayload[] = [];
      for (const candidate of due) {
        const mail = await this.dataSource.transaction(async (em) => {
          if (!(await markWarned(em, candidate.id, candidate.warning, now))) return undefined;
          const payload = this.notifications.expiring(candidate, candidate.warning, today);
          await this.notifications.record(em, payload);
          return payload;
        });
        if (mail) mails.push(mail);
      }
      await this.notifications.enqueue(mails);
      warned += mails.length;
      if (due.length < BATCH) break;
      after = due[due.length - 1].id;
    }
    return warned;
  }

  async lapse(): Promise<number> {
    const today = madridToday(this.clock.now());
    let expired = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const lapsed = await findLapsedDocuments(this.dataSource, today, BATCH);
      const mails: MailSendPayload[] = [];
      let changed = 0;
      for (const { id, companyId } of lapsed) {
        const outcome = await this.dataSource.transaction(async (em) => {
          const before = await lockCompany(em, companyId);
          const doc = await lockDocument(em, id);
          if (!before || !doc || !(await markExpired(em, id, today))) return undefined;
          const after = await refreshCompanyTrust(em, companyId);
          // The system's own entry (no actor): written with insertAuditLog, as a worker process has no AuditService.
          await insertAuditLog(em, {
            actorId: null,
            action: 'company_document.expire',
            entityType: 'company_document',
            entityId: id,
            reason: null,
            details: JSON.stringify({
              companyId,
              kind: doc.kind,
              status: { from: doc.status, to: CompanyDocumentStatus.Expired },
              expiresOn: doc.expiresOn,
              verified: { from: before.verified, to: after.verified },
            }),
          });
          const target = await findDocumentMailTarget(em, id);
          const payload = target ? this.notifications.expired(target, doc.status === CompanyDocumentStatus.Approved) : undefined;
          if (payload) await this.notifications.record(em, payload);
          return { payload };
        });
        if (!outcome) continue;
        changed += 1;
        if (outcome.payload) mails.push(outcome.payload);
      }
      await this.notifications.enqueue(mails);
      expired += changed;
      // Rows that changed leave the search; a batch where none did (all changed meanwhile) ends the run.
      if (lapsed.length < BATCH || changed === 0) break;
    }
    return expired;
  }
}
