import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/** Append-only record of moderation and other sensitive actions. */
@Entity({ name: 'audit_logs' })
@Index('ix_audit_logs_entity', ['entityType', 'entityId'])
@Index('ix_audit_logs_created_at', { synchronize: false }) // (created_at DESC)
@Index('ix_audit_logs_actor_id', ['actorId'])
export class AuditLog {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_audit_logs' })
  id: string;

  /** Who did it; null for the system or a deleted account. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** e.g. company.suspend, user.reactivate, report.resolve */
  @Column({ type: 'varchar', length: 100 })
  action: string;

  /** e.g. company, user, report, blog_post */
  @Column({ name: 'entity_type', type: 'varchar', length: 50 })
  entityType: string;

  @Column({ name: 'entity_id', type: 'uuid', nullable: true })
  entityId: string | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'fk_audit_logs_actor' })
  actor?: Relation<User> | null;
}
