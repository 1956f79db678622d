import {
  Check,
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

/** How a company wants its alert mails: one per request at once, one daily digest at 8:00 (Madrid), or none. */
export type AlertEmailMode = 'instant' | 'digest' | 'none';
export const ALERT_EMAIL_MODES: readonly AlertEmailMode[] = ['instant', 'digest', 'none'];

/** What requests a company wants to hear about (issue 19); migration 1765300000000-RequestAlerts. */
@Entity({ name: 'company_alert_settings' })
@Unique('uq_company_alert_settings_unsubscribe_token', ['unsubscribeToken'])
@Check('ck_company_alert_settings_email_mode', `email_mode IN ('instant', 'digest', 'none')`)
@Check('ck_company_alert_settings_radius', `radius_km IS NULL OR radius_km BETWEEN 5 AND 500`)
@Check('ck_company_alert_settings_where', `radius_km IS NULL OR cardinality(origin_provinces) = 0`)
@Index('ix_company_alert_settings_categories', { synchronize: false }) // GIN (categories) WHERE enabled
@Index('ix_company_alert_settings_services', { synchronize: false }) // GIN (services) WHERE enabled
@Index('ix_company_alert_settings_origin_provinces', { synchronize: false }) // GIN (origin_provinces) WHERE enabled
@Index('ix_company_alert_settings_radius', { synchronize: false }) // (company_id) WHERE enabled AND radius_km IS NOT NULL
@Index('ix_company_alert_settings_digest', { synchronize: false }) // (company_id) WHERE enabled AND email_mode = 'digest'
export class CompanyAlertSettings {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_company_alert_settings' })
  companyId: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Category slugs (SERVICE_CATEGORIES). */
  @Column({ type: 'text', array: true, default: [] })
  categories: string[];

  /** Services of the tree, in its spelling. */
  @Column({ type: 'text', array: true, default: [] })
  services: string[];

  /** Province (or Portuguese district) slugs of the request's origin; exclusive with `radiusKm`. */
  @Column({ name: 'origin_provinces', type: 'text', array: true, default: [] })
  originProvinces: string[];

  /** Km around the company's base (companies.base_lat/base_lon), 5 to 500. */
  @Column({ name: 'radius_km', type: 'integer', nullable: true })
  radiusKm: number | null;

  @Column({ name: 'destination_provinces', type: 'text', array: true, default: [] })
  destinationProvinces: string[];

  @Column({ name: 'email_mode', type: 'varchar', length: 10, default: 'instant' })
  emailMode: AlertEmailMode;

  /** Random (32 bytes, base64url): the one-click unsubscribe link of the alert mails. */
  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64 })
  unsubscribeToken: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_alert_settings_company' })
  company?: Relation<Company>;
}
