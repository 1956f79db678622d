import type { AdminDocumentDto, OwnDocumentDto } from './dto/document.dto.js';
import { isCurrentDocument } from './document-rules.js';
import type { AdminDocumentRow, DocumentRow } from './documents-sql.js';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A document as its company sees it; `current` with `today` (Madrid day). */
export function toOwnDocument(row: DocumentRow, today: string): OwnDocumentDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    expiresOn: row.expiresOn,
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: Number(row.sizeBytes),
    createdAt: new Date(row.createdAt).toISOString(),
    reviewedAt: iso(row.reviewedAt),
    rejectionReason: row.rejectionReason,
    current: isCurrentDocument(row, today),
  };
}

/** A document of the review queue: the company's view plus who it belongs to and who reviewed it. */
export function toAdminDocument(row: AdminDocumentRow, today: string): AdminDocumentDto {
  return {
    ...toOwnDocument(row, today),
    companyId: row.companyId,
    companyName: row.companyName,
    companySeoParam: row.companySlug ? `${row.companySlug}-${row.companyId}` : row.companyId,
    companyVerified: row.companyVerified,
    reviewerId: row.reviewerId,
    reviewerName: row.reviewerName,
  };
}
