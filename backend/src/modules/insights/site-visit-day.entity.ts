import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** Visits that entered the site on one Madrid day, by category of the landing page: a counter, no visitor data. */
@Entity({ name: 'site_visit_days' })
@Check('ck_site_visit_days_visits', `visits >= 0`)
export class SiteVisitDay {
  /** Madrid calendar day (YYYY-MM-DD). */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'pk_site_visit_days' })
  day: string;

  /** Category slug of the landing page (a service or city/service page); '' when the page has none. */
  @PrimaryColumn({ type: 'varchar', length: 60, default: '', primaryKeyConstraintName: 'pk_site_visit_days' })
  category: string;

  @Column({ type: 'integer', default: 0 })
  visits: number;
}
