import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { numericTransformer } from '../../database/transformers/numeric.transformer.js';
import { Company } from '../companies/company.entity.js';
import type { ProposalPriceLine } from './proposal.entity.js';

/** A proposal a company saved to start new ones from (no request, no dates: those are per proposal). */
@Entity({ name: 'proposal_templates' })
@Unique('uq_proposal_templates_company_name', ['companyId', 'name'])
@Check('ck_proposal_templates_name', `btrim(name) <> ''`)
@Check('ck_proposal_templates_price', `price IS NULL OR price >= 0`)
export class ProposalTemplate {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_proposal_templates' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** Sanitized HTML, like a proposal's message. */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  price: number | null;

  @Column({ name: 'vat_included', type: 'boolean', default: true })
  vatIncluded: boolean;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  includes: string[];

  @Column({ name: 'price_lines', type: 'jsonb', nullable: true })
  priceLines: ProposalPriceLine[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_proposal_templates_company' })
  company?: Relation<Company>;
}
