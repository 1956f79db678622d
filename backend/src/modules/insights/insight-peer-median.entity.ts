import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The median company of a group (a category in a province, or in all Spain: province '*') over
 * the 30 days ending on `day`. Recomputed by the insights job; aggregates only, at least 6
 * companies per row.
 */
@Entity({ name: 'insight_peer_medians' })
@Index('ix_insight_peer_medians_day', ['day'])
export class InsightPeerMedian {
  @PrimaryColumn({ type: 'varchar', length: 60, primaryKeyConstraintName: 'pk_insight_peer_medians' })
  category: string;

  /** f_search_normalize(province), or '*' for all Spain. */
  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'pk_insight_peer_medians' })
  province: string;

  /** Last Madrid day of the 30-day window (YYYY-MM-DD). */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'pk_insight_peer_medians' })
  day: string;

  @Column({ type: 'integer' }) companies: number;
  @Column({ name: 'profile_views', type: 'integer' }) profileViews: number;
  @Column({ name: 'list_appearances', type: 'integer' }) listAppearances: number;
  @Column({ name: 'job_views', type: 'integer' }) jobViews: number;
  @Column({ name: 'proposals_sent', type: 'integer' }) proposalsSent: number;
  @Column({ name: 'proposals_accepted', type: 'integer' }) proposalsAccepted: number;
  @Column({ name: 'win_rate', type: 'integer', nullable: true }) winRate: number | null;
  @Column({ name: 'median_response_minutes', type: 'integer', nullable: true }) medianResponseMinutes: number | null;

  @CreateDateColumn({ name: 'computed_at', type: 'timestamptz' })
  computedAt: Date;
}
