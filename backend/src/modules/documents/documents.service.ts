import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { madridToday } from '../requests/request-structure.js';
import { companyDocumentsFolder, PrivateStorageService } from '../storage/private-storage.service.js';
import { publicBadges } from './badges.js';
import { detectDocumentType, MAX_DOCUMENT_BYTES } from './document-files.js';
import { checkDocumentFields } from './document-rules.js';
import type { DocumentUpload } from './document-upload.js';
import {
  companyProfileNotFound,
  documentFileMissing,
  documentNotFound,
  documentStateConflict,
  DocumentMessages,
  invalidDocumentFields,
  invalidDocumentFile,
  tooManyUploads,
} from './documents-errors.js';
import { toOwnDocument } from './documents.mapper.js';
import {
  countUploadsSince,
  deletePendingDocument,
  findCompanyDocument,
  findCompanyOfUser,
  insertDocument,
  listCompanyDocuments,
  lockCompany,
  replacePendingOfKind,
  type DocumentRow,
  type OwnerCompany,
} from './documents-sql.js';
import type { MyDocumentsDto, OwnDocumentDto } from './dto/document.dto.js';

/** Uploads one company may make in 24 hours (every version is kept: this bounds the disk a company can fill). */
export const MAX_UPLOADS_PER_DAY = 20;

/** A file to answer with: its bytes and what the download headers need. */
export interface DocumentFile {
  data: Buffer;
  mimeType: string;
  filename: string;
}

/**
 * The company's side of its documents (issue 20): list, upload (a new version of a kind replaces
 * the pending one), download its own files and delete a version nobody has reviewed yet. Another
 * company's document is a 404, as if it did not exist.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: PrivateStorageService,
    private readonly clock: Clock,
  ) {}

  async list(user: AuthUser): Promise<MyDocumentsDto> {
    const company = await this.companyOf(user);
    const today = this.today();
    const rows = await listCompanyDocuments(this.dataSource, company.id);
    return {
      verified: company.verified,
      badges: publicBadges(company.badges, today),
      items: rows.map((row) => toOwnDocument(row, today)),
      maxBytes: MAX_DOCUMENT_BYTES,
    };
  }

  /**
   * Stores the file in the private folder, then records the version in one transaction under the
   * company's lock (the pending version of the same kind becomes `replaced`). The file is written
   * first and removed again if the row cannot be written: a row never points at a missing file.
   */
  async upload(user: AuthUser, upload: DocumentUpload): Promise<OwnDocumentDto> {
    const company = await this.companyOf(user);
    const now = this.clock.now();
    const today = madridToday(now);
    const fields = checkDocumentFields(upload, today);
    if (Array.isArray(fields)) throw invalidDocumentFields(fields);
    const type = detectDocumentType(upload.file.data);
    if (!type) throw invalidDocumentFile();

    const fileKey = await this.storage.save(companyDocumentsFolder(company.id), type.extension, upload.file.data);
    try {
      const id = await this.dataSource.transaction(async (em) => {
        if (!(await lockCompany(em, company.id))) throw companyProfileNotFound();
        const recent = await countUploadsSince(em, company.id, new Date(now.getTime() - 24 * 3600_000));
        if (recent >= MAX_UPLOADS_PER_DAY) throw tooManyUploads();
        await replacePendingOfKind(em, company.id, fields.kind);
        return insertDocument(em, {
          companyId: company.id,
          kind: fields.kind,
          fileKey,
          mimeType: type.mimeType,
          sizeBytes: upload.file.data.length,
          originalName: upload.file.filename,
          expiresOn: fields.expiresOn,
          uploadedBy: user.id,
          createdAt: now,
        });
      });
      return toOwnDocument((await findCompanyDocument(this.dataSource, company.id, id))!, today);
    } catch (error) {
      await this.storage.remove(fileKey);
      throw error;
    }
  }

  /** The company's own file, in any status. */
  async file(user: AuthUser, id: string): Promise<DocumentFile> {
    const row = await this.ownDocument(user, id);
    return readDocumentFile(this.storage, row);
  }

  /** Only a version still pending (409 otherwise: a reviewed one is history); its file goes too. */
  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.ownDocument(user, id);
    const fileKey = await deletePendingDocument(this.dataSource, row.companyId, row.id);
    if (!fileKey) throw documentStateConflict(DocumentMessages.NOT_PENDING_DELETE, 'DOCUMENT_NOT_PENDING');
    await this.storage.remove(fileKey);
  }

  private async ownDocument(user: AuthUser, id: string): Promise<DocumentRow> {
    const company = await this.companyOf(user);
    const row = isUuid(id) ? await findCompanyDocument(this.dataSource, company.id, id) : undefined;
    if (!row) throw documentNotFound();
    return row;
  }

  private async companyOf(user: AuthUser): Promise<OwnerCompany> {
    const company = await findCompanyOfUser(this.dataSource, user.id);
    if (!company) throw companyProfileNotFound();
    return company;
  }

  private today(): string {
    return madridToday(this.clock.now());
  }
}

/** The bytes of a document's file; 404 DOCUMENT_FILE_MISSING when the disk lost it. */
export async function readDocumentFile(
  storage: PrivateStorageService,
  row: Pick<DocumentRow, 'fileKey' | 'mimeType' | 'originalName'>,
): Promise<DocumentFile> {
  const data = await storage.read(row.fileKey);
  if (!data) throw documentFileMissing();
  return { data, mimeType: row.mimeType, filename: row.originalName };
}
