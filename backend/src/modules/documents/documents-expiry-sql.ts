import type { Queryable } from '../../common/database/queryable.js';
import type { CompanyDocumentKind, CompanyDocumentStatus } from '../../database/enums.js';

/**
 * SQL of the daily documents job (documents-expiry.service.ts) and of the mails about a document.
 * Days are Madrid calendar days passed in as `YYYY-MM-DD` (`$n::date`), never `now()`: the app's
 * clock decides. Both searches use ix_company_documents_expires_on. TypeORM answers an UPDATE …
 * RETURNING with [rows, rowCount].
 */

/** Who to tell about a document and what it is. */
export interface DocumentMailTarget {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  kind: CompanyDocumentKind;
  status: CompanyDocumentStatus;
  expiresOn: string | null;
}

const TARGET_COLUMNS = `d.id, d.company_id AS "companyId", c.company_name AS "companyName", u.email, d.kind, d.status,
  to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn"`;
const TARGET_FROM = `company_documents d JOIN companies c ON c.id = d.company_id JOIN users u ON u.id = c.user_id`;

export async function findDocumentMailTarget(db: Queryable, id: string): Promise<DocumentMailTarget | undefined> {
  const [row] = await db.query<DocumentMailTarget[]>(`SELECT ${TARGET_COLUMNS} FROM ${TARGET_FROM} WHERE d.id = $1`, [id]);
  return row;
}

/** Which expiry warning a document is due: 30 (8 to 30 days left) or 7 (0 to 7 days left). */
export type ExpiryWarning = 30 | 7;

export type WarningCandidate = DocumentMailTarget & { warning: ExpiryWarning };

/**
 * Approved documents due a warning on `$1` (today), after id `$2`, `$3` at most: the 30-day one
 * while more than 7 days are left and it was not sent, the 7-day one from 7 days left to the last
 * day. A document approved with 5 days left only gets the 7-day warning.
 */
export function findWarningCandidates(db: Queryable, today: string, after: string, limit: number): Promise<WarningCandidate[]> {
  return db.query<WarningCandidate[]>(
    `SELECT ${TARGET_COLUMNS},
            CASE WHEN d.expires_on <= $1::date + 7 THEN 7 ELSE 30 END AS warning
       FROM ${TARGET_FROM}
      WHERE d.status = 'approved' AND d.expires_on IS NOT NULL
        AND d.expires_on BETWEEN $1::date AND $1::date + 30
        AND ((d.expires_on > $1::date + 7 AND d.warned_30_at IS NULL) OR (d.expires_on <= $1::date + 7 AND d.warned_7_at IS NULL))
        AND d.id > $2
      ORDER BY d.id
      LIMIT $3`,
    [today, after, limit],
  );
}

/** Marks the warning as sent if it was not (two workers: one wins). True when this call marked it. */
export async function markWarned(db: Queryable, id: string, warning: ExpiryWarning, at: Date): Promise<boolean> {
  const column = warning === 30 ? 'warned_30_at' : 'warned_7_at';
  const [rows] = await db.query<[unknown[], number]>(
    `UPDATE company_documents SET ${column} = $2 WHERE id = $1 AND status = 'approved' AND ${column} IS NULL RETURNING id`,
    [id, at],
  );
  return rows.length > 0;
}

/** Pending or approved documents whose last day is before `$1` (today), `$2` at most: they lapse. */
export async function findLapsedDocuments(db: Queryable, today: string, limit: number): Promise<Array<{ id: string; companyId: string }>> {
  return db.query<Array<{ id: string; companyId: string }>>(
    `SELECT d.id, d.company_id AS "companyId" FROM company_documents d
      WHERE d.status IN ('pending', 'approved') AND d.expires_on < $1::date
      ORDER BY d.expires_on, d.id
      LIMIT $2`,
    [today, limit],
  );
}

/**
 * The document becomes `expired` if it is still pending or approved and its date is before `$2`
 * (checked again under the caller's locks). True when this call changed it.
 */
export async function markExpired(db: Queryable, id: string, today: string): Promise<boolean> {
  const [rows] = await db.query<[unknown[], number]>(
    `UPDATE company_documents SET status = 'expired'
      WHERE id = $1 AND status IN ('pending', 'approved') AND expires_on < $2::date RETURNING id`,
    [id, today],
  );
  return rows.length > 0;
}
