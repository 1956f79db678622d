import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { CompanyDocumentKind, CompanyDocumentStatus } from '../../database/enums.js';
import type { StoredBadge } from './badges.js';

/**
 * SQL of company documents (issue 20): the company's own list, upload and delete; the review
 * queue and its decisions; and `refreshCompanyTrust`, the one statement that turns the approved
 * documents into companies.badges and companies.verified_at. Whatever changes a document's status
 * locks the company row first (`lockCompany`) and then the document: two reviews of one company
 * run one after the other, and the refresh reads what both committed.
 * TypeORM answers an UPDATE or DELETE … RETURNING with [rows, rowCount].
 */

/** Columns of a document as the services read it (dates as YYYY-MM-DD text). */
const DOCUMENT_COLUMNS = `d.id, d.company_id AS "companyId", d.kind, d.status, d.file_key AS "fileKey", d.mime_type AS "mimeType",
  d.size_bytes AS "sizeBytes", d.original_name AS "originalName", to_char(d.expires_on, 'YYYY-MM-DD') AS "expiresOn",
  d.reviewed_at AS "reviewedAt", d.rejection_reason AS "rejectionReason", d.created_at AS "createdAt"`;

export interface DocumentRow {
  id: string;
  companyId: string;
  kind: CompanyDocumentKind;
  status: CompanyDocumentStatus;
  fileKey: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string;
  expiresOn: string | null;
  reviewedAt: Date | null;
  rejectionReason: string | null;
  createdAt: Date;
}

// ------------------------------------------------------------------ the company's side

export interface OwnerCompany {
  id: string;
  companyName: string;
  verified: boolean;
  badges: StoredBadge[];
}

/** The company of an account (one per user), with what the public sees of its documents. */
export async function findCompanyOfUser(db: Queryable, userId: string): Promise<OwnerCompany | undefined> {
  const [row] = await db.query<OwnerCompany[]>(
    `SELECT id, company_name AS "companyName", verified_at IS NOT NULL AS verified, badges FROM companies WHERE user_id = $1`,
    [userId],
  );
  return row;
}

/** Locks the company row (see the header) and reads what the public sees of it; undefined when it no longer exists. */
export async function lockCompany(db: Queryable, companyId: string): Promise<CompanyTrust | undefined> {
  const [row] = await db.query<CompanyTrust[]>(
    'SELECT verified_at IS NOT NULL AS verified, badges FROM companies WHERE id = $1 FOR UPDATE',
    [companyId],
  );
  return row;
}

/** Versions the company uploaded since `since` (the daily upload cap). */
export async function countUploadsSince(db: Queryable, companyId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM company_documents WHERE company_id = $1 AND created_at >= $2',
    [companyId, since],
  );
  return row.n;
}

/** The pending version of a kind gives way to a newer upload (kept as history, out of the queue). */
export async function replacePendingOfKind(db: Queryable, companyId: string, kind: CompanyDocumentKind): Promise<void> {
  await db.query(`UPDATE company_documents SET status = 'replaced' WHERE company_id = $1 AND kind = $2 AND status = 'pending'`, [
    companyId,
    kind,
  ]);
}

export interface NewDocument {
  companyId: string;
  kind: CompanyDocumentKind;
  fileKey: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string;
  expiresOn: string | null;
  uploadedBy: string;
  createdAt: Date;
}

export async function insertDocument(db: Queryable, doc: NewDocument): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO company_documents (company_id, kind, file_key, mime_type, size_bytes, original_name, expires_on, uploaded_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9) RETURNING id`,
    [doc.companyId, doc.kind, doc.fileKey, doc.mimeType, doc.sizeBytes, doc.originalName, doc.expiresOn, doc.uploadedBy, doc.createdAt],
  );
  return row.id;
}

/** Every version of every kind of the company, newest first (ix_company_documents_company_id_created_at). */
export function listCompanyDocuments(db: Queryable, companyId: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow[]>(
    `SELECT ${DOCUMENT_COLUMNS} FROM company_documents d WHERE d.company_id = $1 ORDER BY d.created_at DESC, d.id DESC`,
    [companyId],
  );
}

/** One of the company's documents; another company's is undefined (the caller answers 404). */
export async function findCompanyDocument(db: Queryable, companyId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.query<DocumentRow[]>(`SELECT ${DOCUMENT_COLUMNS} FROM company_documents d WHERE d.id = $1 AND d.company_id = $2`, [
    id,
    companyId,
  ]);
  return row;
}

/** Deletes the company's document if it is still pending; its file key, or undefined. */
export async function deletePendingDocument(db: Queryable, companyId: string, id: string): Promise<string | undefined> {
  const [rows] = await db.query<[{ fileKey: string }[], number]>(
    `DELETE FROM company_documents WHERE id = $1 AND company_id = $2 AND status = 'pending' RETURNING file_key AS "fileKey"`,
    [id, companyId],
  );
  return rows[0]?.fileKey;
}

// ------------------------------------------------------------------ the review queue

/** `GET /admin/documents`: the queue is `status = pending`, oldest first (ix_company_documents_pending_created_at). */
export const ADMIN_DOCUMENT_LIST: ListSpec = {
  sortable: {
    createdAt: 'd.created_at',
    expiresOn: 'd.expires_on',
    reviewedAt: 'd.reviewed_at',
    kind: 'd.kind',
    status: 'd.status',
    companyName: 'c.company_name',
  },
  defaultSort: ['createdAt', 'ASC'],
  filters: {
    q: { kind: 'search', columns: ['c.company_name'] },
    status: { kind: 'eq', column: 'd.status', cast: 'company_document_status' },
    kind: { kind: 'eq', column: 'd.kind', cast: 'company_document_kind' },
    companyId: { kind: 'eq', column: 'd.company_id', cast: 'uuid' },
    createdFrom: { kind: 'from', column: 'd.created_at' },
    createdTo: { kind: 'to', column: 'd.created_at' },
  },
  idColumn: 'd.id',
};

const ADMIN_COLUMNS = `${DOCUMENT_COLUMNS}, c.company_name AS "companyName", c.slug AS "companySlug",
  c.verified_at IS NOT NULL AS "companyVerified", d.reviewed_by AS "reviewerId", r.full_name AS "reviewerName"`;
const ADMIN_FROM = `company_documents d JOIN companies c ON c.id = d.company_id LEFT JOIN users r ON r.id = d.reviewed_by`;

export type AdminDocumentRow = DocumentRow & {
  companyName: string;
  companySlug: string;
  companyVerified: boolean;
  reviewerId: string | null;
  reviewerName: string | null;
};

export function listAdminDocuments(db: Queryable, list: ListQuery): Promise<{ rows: AdminDocumentRow[]; total: number }> {
  return fetchListPage<AdminDocumentRow>(db, list, {
    columns: ADMIN_COLUMNS,
    from: ADMIN_FROM,
    countFrom: 'company_documents d JOIN companies c ON c.id = d.company_id',
  });
}

export async function findAdminDocument(db: Queryable, id: string): Promise<AdminDocumentRow | undefined> {
  const [row] = await db.query<AdminDocumentRow[]>(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE d.id = $1`, [id]);
  return row;
}

/** The company a document belongs to (never changes: read without a lock, before locking the company). */
export async function findDocumentCompanyId(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ companyId: string }[]>('SELECT company_id AS "companyId" FROM company_documents WHERE id = $1', [id]);
  return row?.companyId;
}

/** The document, locked until the transaction ends (after its company: see the header). */
export async function lockDocument(db: Queryable, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.query<DocumentRow[]>(`SELECT ${DOCUMENT_COLUMNS} FROM company_documents d WHERE d.id = $1 FOR UPDATE`, [id]);
  return row;
}

/** The approved version of a kind gives way to a newly approved one (uq_company_documents_approved_kind). */
export async function replaceApprovedOfKind(db: Queryable, companyId: string, kind: CompanyDocumentKind): Promise<void> {
  await db.query(`UPDATE company_documents SET status = 'replaced' WHERE company_id = $1 AND kind = $2 AND status = 'approved'`, [
    companyId,
    kind,
  ]);
}

export async function markApproved(db: Queryable, id: string, reviewerId: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE company_documents SET status = 'approved', reviewed_by = $2, reviewed_at = $3, rejection_reason = NULL WHERE id = $1`,
    [id, reviewerId, at],
  );
}

export async function markRejected(db: Queryable, id: string, reviewerId: string, at: Date, reason: string): Promise<void> {
  await db.query(
    `UPDATE company_documents SET status = 'rejected', reviewed_by = $2, reviewed_at = $3, rejection_reason = $4 WHERE id = $1`,
    [id, reviewerId, at, reason],
  );
}

// ------------------------------------------------------------------ what the public sees

export interface CompanyTrust {
  verified: boolean;
  badges: StoredBadge[];
}

/**
 * Rewrites companies.badges from the company's approved documents (one per kind, enum order)
 * and companies.verified_at from its approved CIF: set to when it was approved, NULL without one.
 * Run in the transaction that changed a document, after it (the company row is already locked).
 */
export async function refreshCompanyTrust(db: Queryable, companyId: string): Promise<CompanyTrust> {
  const [[row]] = await db.query<[CompanyTrust[], number]>(
    `UPDATE companies c SET
       badges = coalesce((SELECT jsonb_agg(jsonb_build_object('kind', d.kind, 'expiresOn', d.expires_on) ORDER BY d.kind)
                            FROM company_documents d WHERE d.company_id = c.id AND d.status = 'approved'), '[]'::jsonb),
       verified_at = (SELECT d.reviewed_at FROM company_documents d WHERE d.company_id = c.id AND d.status = 'approved' AND d.kind = 'cif')
     WHERE c.id = $1
     RETURNING c.verified_at IS NOT NULL AS verified, c.badges`,
    [companyId],
  );
  return row ?? { verified: false, badges: [] };
}
