import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { REPORT_STATUS_ENUM_NAME, REPORT_TYPE_ENUM_NAME, ReportStatus, ReportType } from '../../database/enums.js';
import { User } from '../users/user.entity.js';

/**
 * A user's report about content. `target_id` points at a row of the table named by
 * `report_type` (polymorphic, so no foreign key). Reporter/reviewer are kept as null
 * if their accounts are deleted.
 */
@Entity({ name: 'content_reports' })
@Index('ix_content_reports_status_created_at', { synchronize: false }) // (status, created_at DESC)
@Index('ix_content_reports_target', ['reportType', 'targetId'])
@Index('ix_content_reports_reported_by', ['reportedById'])
export class ContentReport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_content_reports' })
  id: string;

  @Column({ name: 'report_type', type: 'enum', enum: ReportType, enumName: REPORT_TYPE_ENUM_NAME })
  reportType: ReportType;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'enum', enum: ReportStatus, enumName: REPORT_STATUS_ENUM_NAME, default: ReportStatus.Pending })
  status: ReportStatus;

  @Column({ name: 'reported_by', type: 'uuid', nullable: true })
  reportedById: string | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reported_by', foreignKeyConstraintName: 'fk_content_reports_reported_by' })
  reportedBy?: Relation<User> | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reviewed_by', foreignKeyConstraintName: 'fk_content_reports_reviewed_by' })
  reviewedBy?: Relation<User> | null;
}
