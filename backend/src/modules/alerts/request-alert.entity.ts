import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity.js';
import { ServiceRequest } from '../requests/request.entity.js';

/**
 * One company alerted of one request (the in-app alert) and how it was mailed: the primary key
 * makes «one alert, one mail per company per request at most» hold however often the jobs run.
 */
@Entity({ name: 'request_alerts' })
@Check('ck_request_alerts_mail_kind', `mail_kind IS NULL OR mail_kind IN ('instant', 'digest')`)
@Check('ck_request_alerts_mailed', `(mail_kind IS NULL) = (mailed_at IS NULL)`)
@Index('ix_request_alerts_company_created_at', { synchronize: false }) // (company_id, created_at DESC): recent alerts
@Index('ix_request_alerts_request_id', ['requestId'])
@Index('ix_request_alerts_unmailed', { synchronize: false }) // (company_id, created_at) WHERE mailed_at IS NULL: the digest
export class RequestAlert {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_request_alerts' })
  companyId: string;

  @PrimaryColumn({ name: 'request_id', type: 'uuid', primaryKeyConstraintName: 'pk_request_alerts' })
  requestId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** `instant` (its own mail) or `digest` (in the digest of `digestDay`); null while not mailed. */
  @Column({ name: 'mail_kind', type: 'varchar', length: 10, nullable: true })
  mailKind: 'instant' | 'digest' | null;

  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;

  /** Madrid day of the digest that carried it. */
  @Column({ name: 'digest_day', type: 'date', nullable: true })
  digestDay: string | null;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_request_alerts_company' })
  company?: Relation<Company>;

  @ManyToOne(() => ServiceRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_request_alerts_request' })
  request?: Relation<ServiceRequest>;
}
