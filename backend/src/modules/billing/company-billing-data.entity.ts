import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity.js';

export const DEFAULT_BILLING_COUNTRY = 'España';

/** Billing (invoicing) data of a company, keyed by company_id (upserted). */
@Entity({ name: 'company_billing_data' })
export class CompanyBillingData {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_company_billing_data' })
  companyId: string;

  /** Legal name. */
  @Column({ name: 'billing_name', type: 'varchar', length: 200 })
  billingName: string;

  /** NIF/CIF. */
  @Column({ name: 'tax_id', type: 'varchar', length: 20 })
  taxId: string;

  @Column({ name: 'billing_address', type: 'varchar', length: 255 })
  billingAddress: string;

  @Column({ name: 'billing_city', type: 'varchar', length: 100 })
  billingCity: string;

  @Column({ name: 'billing_province', type: 'varchar', length: 100 })
  billingProvince: string;

  @Column({ name: 'billing_postal_code', type: 'varchar', length: 10 })
  billingPostalCode: string;

  @Column({ name: 'billing_country', type: 'varchar', length: 100, default: DEFAULT_BILLING_COUNTRY })
  billingCountry: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_billing_data_company' })
  company?: Relation<Company>;
}
