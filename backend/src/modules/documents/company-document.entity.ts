import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import {
  COMPANY_DOCUMENT_KIND_ENUM_NAME,
  COMPANY_DOCUMENT_STATUS_ENUM_NAME,
  CompanyDocumentKind,
  CompanyDocumentStatus,
} from '../../database/enums.js';
import { Company } from '../companies/company.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One version of a company document (issue 20). The file is in the private folder
 * (PrivateStorageService, `file_key`), never under /uploads. At most one `pending` and one
 * `approved` version per company and kind (partial unique indexes); the approved one is what the
 * public sees as a badge (companies.badges). Lifecycle in README.md of this module.
 */
@Entity({ name: 'company_documents' })
@Index('ix_company_documents_pending_created_at', { synchronize: false }) // (created_at, id) WHERE pending: the review queue
@Index('ix_company_documents_company_id_created_at', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_company_documents_expires_on', { synchronize: false }) // (expires_on) WHERE pending or approved: the daily job
@Index('uq_company_documents_approved_kind', { synchronize: false }) // UNIQUE (company_id, kind) WHERE approved
@Index('uq_company_documents_pending_kind', { synchronize: false }) // UNIQUE (company_id, kind) WHERE pending
@Check('ck_company_documents_mime_type', `mime_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`)
@Check('ck_company_documents_size_bytes', `size_bytes > 0`)
@Check('ck_company_documents_cif_expiry', `kind <> 'cif' OR expires_on IS NULL`)
@Check('ck_company_documents_insurance_expiry', `kind NOT IN ('liability_insurance', 'goods_insurance') OR expires_on IS NOT NULL`)
@Check('ck_company_documents_rejection_reason', `(status = 'rejected') = (rejection_reason IS NOT NULL AND btrim(rejection_reason) <> '')`)
@Check('ck_company_documents_reviewed', `status NOT IN ('approved', 'rejected') OR reviewed_at IS NOT NULL`)
export class CompanyDocument {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_company_documents' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'enum', enum: CompanyDocumentKind, enumName: COMPANY_DOCUMENT_KIND_ENUM_NAME })
  kind: CompanyDocumentKind;

  @Column({
    type: 'enum',
    enum: CompanyDocumentStatus,
    enumName: COMPANY_DOCUMENT_STATUS_ENUM_NAME,
    default: CompanyDocumentStatus.Pending,
  })
  status: CompanyDocumentStatus;

  /** Key inside the private folder: `documents/<companyId>/<uuid>.<ext>`. */
  @Column({ name: 'file_key', type: 'varchar', length: 200 })
  fileKey: string;

  /** What the file is by its first bytes (never what the browser claimed). */
  @Column({ name: 'mime_type', type: 'varchar', length: 50 })
  mimeType: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** The uploaded file's name without folders or control characters (shown back, used for downloads). */
  @Column({ name: 'original_name', type: 'varchar', length: 200 })
  originalName: string;

  /** Last day it is valid (Madrid calendar day); required for insurances, never for the CIF. */
  @Column({ name: 'expires_on', type: 'date', nullable: true })
  expiresOn: string | null;

  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Why a super admin rejected (or withdrew) it; set exactly when `status = 'rejected'`. */
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  /** When the «caduca en 30 días» / «caduca en 7 días» mails were recorded (once each). */
  @Column({ name: 'warned_30_at', type: 'timestamptz', nullable: true })
  warned30At: Date | null;

  @Column({ name: 'warned_7_at', type: 'timestamptz', nullable: true })
  warned7At: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_documents_company' })
  company?: Relation<Company>;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'uploaded_by', foreignKeyConstraintName: 'fk_company_documents_uploaded_by' })
  uploader?: Relation<User>;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reviewed_by', foreignKeyConstraintName: 'fk_company_documents_reviewed_by' })
  reviewer?: Relation<User>;
}
