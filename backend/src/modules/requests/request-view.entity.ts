import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity.js';
import { ServiceRequest } from './request.entity.js';

/** The first time a company opened a request: the start of its response time. No visitor data. */
@Entity({ name: 'request_views' })
@Index('ix_request_views_company_first_viewed_at', ['companyId', 'firstViewedAt']) // a company's opened requests in a window (insights)
export class RequestView {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_request_views' })
  companyId: string;

  @PrimaryColumn({ name: 'request_id', type: 'uuid', primaryKeyConstraintName: 'pk_request_views' })
  requestId: string;

  @Column({ name: 'first_viewed_at', type: 'timestamptz', default: () => 'now()' })
  firstViewedAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_request_views_company' })
  company?: Relation<Company>;

  @ManyToOne(() => ServiceRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_request_views_request' })
  request?: Relation<ServiceRequest>;
}
