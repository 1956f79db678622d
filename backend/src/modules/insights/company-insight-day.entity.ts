import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Company } from '../companies/company.entity.js';

/** A company's public exposure on one Madrid day: counters only, nothing about the visitors. */
@Entity({ name: 'company_insight_days' })
@Check('ck_company_insight_days_counts', `profile_views >= 0 AND list_appearances >= 0`)
export class CompanyInsightDay {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'pk_company_insight_days' })
  companyId: string;

  /** Madrid calendar day (YYYY-MM-DD). */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'pk_company_insight_days' })
  day: string;

  /** Times its public page was opened (bots, the company itself and admins left out). */
  @Column({ name: 'profile_views', type: 'integer', default: 0 })
  profileViews: number;

  /** Times it was on a page of a public list: directory, search, home, city/service pages. */
  @Column({ name: 'list_appearances', type: 'integer', default: 0 })
  listAppearances: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_insight_days_company' })
  company?: Relation<Company>;
}
