import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** Rows behind the backoffice's content resources (contact messages, newsletter) and its audit log. */

export interface TestContactOptions {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  read?: boolean;
  createdAt?: Date;
}

/** A contact message straight in SQL, with the date and read state the test needs. */
export async function insertContactMessage(ds: DataSource, opts: TestContactOptions = {}): Promise<string> {
  const read = opts.read ?? false;
  const [row] = await ds.query(
    `INSERT INTO contact_messages (name, email, subject, message, read, read_at, created_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN now() END, $6) RETURNING id`,
    [
      opts.name ?? 'Ana García',
      opts.email ?? `ana-${randomUUID().slice(0, 8)}@example.com`,
      opts.subject ?? 'pricing',
      opts.message ?? 'Quería saber el precio del plan Premium.',
      read,
      opts.createdAt ?? new Date(),
    ],
  );
  return row.id;
}

export interface TestSubscriberOptions {
  email?: string;
  status?: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt?: Date;
  confirmedAt?: Date | null;
}

/** A newsletter subscription straight in SQL (no mail), confirmed by default. */
export async function insertSubscriber(ds: DataSource, opts: TestSubscriberOptions = {}): Promise<{ id: string; email: string }> {
  const status = opts.status ?? 'confirmed';
  const email = opts.email ?? `lector-${randomUUID().slice(0, 12)}@example.com`;
  const createdAt = opts.createdAt ?? new Date();
  const confirmedAt = opts.confirmedAt !== undefined ? opts.confirmedAt : status === 'pending' ? null : createdAt;
  const [row] = await ds.query(
    `INSERT INTO newsletter_subscriptions (email, status, confirmed_at, unsubscribed_at, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email, status, confirmedAt, status === 'unsubscribed' ? createdAt : null, createdAt],
  );
  return { id: row.id, email };
}

export interface AuditRow {
  actorId: string | null;
  action: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
}

/** Audit entries of one entity (or, with `entityId` null, of one actor), oldest first. */
export async function auditOf(ds: DataSource, where: { entityId?: string; actorId?: string; action?: string }): Promise<AuditRow[]> {
  return ds.query(
    `SELECT actor_id AS "actorId", action, entity_id AS "entityId", details FROM audit_logs
      WHERE ($1::uuid IS NULL OR entity_id = $1) AND ($2::uuid IS NULL OR actor_id = $2) AND ($3::text IS NULL OR action = $3)
      ORDER BY created_at, id`,
    [where.entityId ?? null, where.actorId ?? null, where.action ?? null],
  );
}
