import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import { insertAuditLog } from './audit-sql.js';

export interface AuditEntry {
  /** The admin who acted (null for the system). */
  actorId: string | null;
  /** `<entity>.<verb>`, e.g. company.suspend, user.reactivate, report.resolve, blog_post.delete. */
  action: string;
  /** company, user, report, review, blog_post, invoice, contact_message… */
  entityType: string;
  entityId: string | null;
  reason?: string | null;
  /** Small JSON of what changed (before/after values), never secrets or message bodies. */
  details?: Record<string, unknown> | null;
}

/**
 * The audit log of moderation and other sensitive actions (who, what, when, reason). Pass the
 * transaction's manager so the entry is written with the change itself, or not at all.
 */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditEntry, manager: Queryable = this.dataSource.manager): Promise<void> {
    await insertAuditLog(manager, {
      actorId: entry.actorId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      reason: entry.reason ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
    });
  }
}
