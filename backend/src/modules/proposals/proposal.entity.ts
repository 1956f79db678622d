import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { PROPOSAL_STATUS_ENUM_NAME, ProposalStatus } from '../../database/enums.js';
import { numericTransformer } from '../../database/transformers/numeric.transformer.js';
import { Company } from '../companies/company.entity.js';
import { ServiceRequest } from '../requests/request.entity.js';

/**
 * Client contact data shared with the company once its proposal is accepted.
 * Never contains the email (CHECK ck_proposals_client_shared_data_no_email).
 */
export interface ClientSharedData {
  client_name: string;
  client_phone: string | null;
  /** ISO timestamp. */
  shared_at: string;
}

/** One line of a proposal's price breakdown (euros). */
export interface ProposalPriceLine {
  concept: string;
  amount: number;
}

/**
 * Why a proposal left `pending` (or `accepted`) without the client answering it: another company
 * was hired, the request was closed or cancelled, or the hired company did not show up.
 */
export type ProposalClosedReason = 'hired_other' | 'request_closed' | 'no_show';

/** A company's priced offer on a request; one per (request, company). */
@Entity({ name: 'proposals' })
@Unique('uq_proposals_request_company', ['requestId', 'companyId'])
@Index('ix_proposals_created_at_id', { synchronize: false }) // (created_at DESC NULLS LAST, id DESC): backoffice list
@Index('ix_proposals_company_id_created_at', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_proposals_request_id_status', ['requestId', 'status'])
@Index('ix_proposals_pending_valid_until', { synchronize: false }) // (valid_until) WHERE pending: the expiry job
@Check('ck_proposals_price_lines', `price_lines IS NULL OR jsonb_typeof(price_lines) = 'array'`)
@Check('ck_proposals_closed_reason', `closed_reason IS NULL OR closed_reason IN ('hired_other', 'request_closed', 'no_show')`)
@Check('ck_proposals_price', `price IS NULL OR price >= 0`)
@Check('ck_proposals_message', `btrim(message) <> ''`)
@Check('ck_proposals_client_shared_data_accepted', `client_shared_data IS NULL OR status = 'accepted'`)
@Check('ck_proposals_client_shared_data_no_email', `client_shared_data IS NULL OR NOT (client_shared_data ? 'client_email')`)
export class Proposal {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_proposals' })
  id: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  /** Sanitized HTML. */
  @Column({ type: 'text' })
  message: string;

  /** Euros; null when the company gives no price. */
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  price: number | null;

  @Column({ type: 'enum', enum: ProposalStatus, enumName: PROPOSAL_STATUS_ENUM_NAME, default: ProposalStatus.Pending })
  status: ProposalStatus;

  /** Whether `price` includes IVA (21 %). */
  @Column({ name: 'vat_included', type: 'boolean', default: true })
  vatIncluded: boolean;

  /** What the price includes: ids of PROPOSAL_INCLUDES (@rutalia/catalog). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  includes: string[];

  /** The first day the company can do the job (YYYY-MM-DD). */
  @Column({ name: 'available_date', type: 'date', nullable: true })
  availableDate: string | null;

  /** Last day the client may accept it (YYYY-MM-DD, Madrid); null on old proposals: no expiry. */
  @Column({ name: 'valid_until', type: 'date', nullable: true })
  validUntil: string | null;

  /** Optional breakdown `[{ concept, amount }]`, summing to `price`. */
  @Column({ name: 'price_lines', type: 'jsonb', nullable: true })
  priceLines: ProposalPriceLine[] | null;

  /** Why a pending proposal was closed without the client answering it (or the hire undone). */
  @Column({ name: 'closed_reason', type: 'varchar', length: 20, nullable: true })
  closedReason: ProposalClosedReason | null;

  @Column({ name: 'client_shared_data', type: 'jsonb', nullable: true })
  clientSharedData: ClientSharedData | null;

  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => ServiceRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_proposals_request' })
  request?: Relation<ServiceRequest>;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_proposals_company' })
  company?: Relation<Company>;
}
