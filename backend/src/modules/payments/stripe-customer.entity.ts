import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Company } from '../companies/company.entity.js';

/**
 * The Stripe customer of a company, created the first time it pays online or opens the billing
 * portal, and the payment method it saved for automatic charges (issue 20; 1765700000000-OnlinePayments).
 */
@Entity({ name: 'stripe_customers' })
@Unique('uq_stripe_customers_customer_id', ['customerId'])
@Index('ix_stripe_customers_payment_method', { synchronize: false }) // (company_id) WHERE default_payment_method_id IS NOT NULL
export class StripeCustomer {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_stripe_customers' })
  companyId: string;

  /** cus_… */
  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId: string;

  /** pm_… saved through the setup checkout (or made default in the portal): issued invoices are charged with it. */
  @Column({ name: 'default_payment_method_id', type: 'varchar', length: 255, nullable: true })
  defaultPaymentMethodId: string | null;

  @Column({ name: 'payment_method_saved_at', type: 'timestamptz', nullable: true })
  paymentMethodSavedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_stripe_customers_company' })
  company?: Relation<Company>;
}
