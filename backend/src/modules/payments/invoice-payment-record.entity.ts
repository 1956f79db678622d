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
import { numericTransformer } from '../../database/transformers/numeric.transformer.js';
import { Invoice } from '../billing/invoice.entity.js';
import { Company } from '../companies/company.entity.js';

/** The status of one online payment (ranked: a later event never moves it down; payment-ledger.ts). */
export type PaymentRecordStatus = 'pending' | 'failed' | 'succeeded' | 'refunded';
export const PAYMENT_RECORD_STATUSES: readonly PaymentRecordStatus[] = ['pending', 'failed', 'succeeded', 'refunded'];

/** Where the payment started: the company's Stripe Checkout, or the automatic charge of its saved method. */
export type PaymentOrigin = 'checkout' | 'auto_charge';
export const PAYMENT_ORIGINS: readonly PaymentOrigin[] = ['checkout', 'auto_charge'];

export type PaymentProvider = 'stripe';

/**
 * One online payment of an invoice: one row per Stripe payment intent (issue 20;
 * 1765700000000-OnlinePayments). Bank transfers have no row: a super admin marks the invoice paid.
 */
@Entity({ name: 'invoice_payments' })
@Unique('uq_invoice_payments_payment_intent_id', ['paymentIntentId'])
@Check('ck_invoice_payments_provider', `provider IN ('stripe')`)
@Check('ck_invoice_payments_origin', `origin IN ('checkout', 'auto_charge')`)
@Check('ck_invoice_payments_status', `status IN ('pending', 'succeeded', 'failed', 'refunded')`)
@Check('ck_invoice_payments_amounts', `amount >= 0 AND amount_refunded >= 0 AND amount_refunded <= amount`)
@Index('ix_invoice_payments_invoice_id', ['invoiceId', 'createdAt'])
@Index('ix_invoice_payments_company_id', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_invoice_payments_created_at', { synchronize: false }) // (created_at DESC): the backoffice list
@Index('uq_invoice_payments_auto_charge', { synchronize: false }) // UNIQUE (invoice_id) WHERE origin = 'auto_charge'
export class InvoicePaymentRecord {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_invoice_payments' })
  id: string;

  @Column({ name: 'invoice_id', type: 'uuid' })
  invoiceId: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'varchar', length: 20 })
  provider: PaymentProvider;

  @Column({ type: 'varchar', length: 20 })
  origin: PaymentOrigin;

  @Column({ type: 'varchar', length: 12 })
  status: PaymentRecordStatus;

  /** Charged, in euros. */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  amount: number;

  /** Refunded so far, in euros (a partial refund keeps the payment `succeeded`). */
  @Column({ name: 'amount_refunded', type: 'numeric', precision: 10, scale: 2, default: 0, transformer: numericTransformer })
  amountRefunded: number;

  @Column({ type: 'char', length: 3, default: 'EUR' })
  currency: string;

  /** cs_… when it came from Checkout. */
  @Column({ name: 'checkout_session_id', type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;

  /** pi_…; null only while an automatic charge is being created. */
  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  /** ch_… (py_… for SEPA) once known. */
  @Column({ name: 'charge_id', type: 'varchar', length: 255, nullable: true })
  chargeId: string | null;

  /** Why it failed, in the words of the provider or ours. */
  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  /** The last webhook event that changed it. */
  @Column({ name: 'last_event_id', type: 'varchar', length: 255, nullable: true })
  lastEventId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'succeeded_at', type: 'timestamptz', nullable: true })
  succeededAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'invoice_id', foreignKeyConstraintName: 'fk_invoice_payments_invoice' })
  invoice?: Relation<Invoice>;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_invoice_payments_company' })
  company?: Relation<Company>;
}
