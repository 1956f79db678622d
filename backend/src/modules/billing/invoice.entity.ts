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
  type Relation,
} from 'typeorm';
import { INVOICE_STATUS_ENUM_NAME, InvoiceStatus } from '../../database/enums.js';
import { numericTransformer } from '../../database/transformers/numeric.transformer.js';
import { Company } from '../companies/company.entity.js';
import { CompanySubscription } from '../subscriptions/company-subscription.entity.js';

/** Billing data copied onto the invoice when it is issued (later edits don't change it). */
export interface BillingSnapshot {
  billing_name: string;
  tax_id: string;
  billing_address: string;
  billing_city: string;
  billing_province: string;
  billing_postal_code: string;
  billing_country: string;
  plan_name?: string;
  plan_display_name?: string;
}

/**
 * An invoice for one subscription period. Numbers are gapless per year:
 * `RUT-<year>-<sequence padded to 6>`, sequence from `next_invoice_sequence(year)`
 * (table invoice_counters) inside the issuing transaction. A period is never
 * invoiced twice (UNIQUE (subscription_id, period_start)). Invoices are legal
 * records: deleting their company or subscription is refused (ON DELETE RESTRICT).
 */
@Entity({ name: 'invoices' })
@Unique('uq_invoices_invoice_number', ['invoiceNumber'])
@Unique('uq_invoices_year_sequence', ['invoiceYear', 'invoiceSequence'])
@Unique('uq_invoices_subscription_period', ['subscriptionId', 'periodStart'])
@Index('ix_invoices_company_id_created_at', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_invoices_status_due_date', ['status', 'dueDate'])
@Index('ix_invoices_next_reminder_at', { synchronize: false }) // (next_reminder_at) WHERE next_reminder_at IS NOT NULL: dunning
@Check('ck_invoices_sequence', `invoice_sequence BETWEEN 1 AND 999999`)
@Check('ck_invoices_number_format', `invoice_number = 'RUT-' || invoice_year::text || '-' || lpad(invoice_sequence::text, 6, '0')`)
@Check('ck_invoices_period', `period_end > period_start`)
@Check('ck_invoices_amounts', `base_amount >= 0 AND tax_amount >= 0 AND tax_rate >= 0 AND amount = base_amount + tax_amount`)
@Check('ck_invoices_paid_at', `status <> 'paid' OR paid_at IS NOT NULL`)
export class Invoice {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_invoices' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  /** e.g. RUT-2026-000123 */
  @Column({ name: 'invoice_number', type: 'varchar', length: 20 })
  invoiceNumber: string;

  @Column({ name: 'invoice_year', type: 'integer' })
  invoiceYear: number;

  @Column({ name: 'invoice_sequence', type: 'integer' })
  invoiceSequence: number;

  /** Line description, e.g. "Plan Profesional (mensual)". */
  @Column({ type: 'varchar', length: 255, nullable: true })
  description: string | null;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  /** Taxable base in euros. */
  @Column({ name: 'base_amount', type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  baseAmount: number;

  /** VAT percentage (IVA 21 %). */
  @Column({ name: 'tax_rate', type: 'numeric', precision: 5, scale: 2, default: 21, transformer: numericTransformer })
  taxRate: number;

  @Column({ name: 'tax_amount', type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  taxAmount: number;

  /** Total in euros (base + tax). */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'char', length: 3, default: 'EUR' })
  currency: string;

  @Column({ name: 'due_date', type: 'timestamptz' })
  dueDate: Date;

  @Column({ type: 'enum', enum: InvoiceStatus, enumName: INVOICE_STATUS_ENUM_NAME, default: InvoiceStatus.Pending })
  status: InvoiceStatus;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'billing_snapshot', type: 'jsonb', nullable: true })
  billingSnapshot: BillingSnapshot | null;

  /** Dunning (issue 20): the last reminder step mailed, in days after the due date (0 = «Pago pendiente»). */
  @Column({ name: 'reminder_day', type: 'smallint', nullable: true })
  reminderDay: number | null;

  /** When the next reminder is due; null when none is left or the invoice is paid. */
  @Column({ name: 'next_reminder_at', type: 'timestamptz', nullable: true })
  nextReminderAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_invoices_company' })
  company?: Relation<Company>;

  @ManyToOne(() => CompanySubscription, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'fk_invoices_subscription' })
  subscription?: Relation<CompanySubscription>;
}
