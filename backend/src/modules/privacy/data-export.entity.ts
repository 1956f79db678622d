import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/**
 * «Descargar mis datos» (issue 22): one zip built by the `privacy` queue in the private folder
 * (`file_key`, never under /uploads), offered to its owner until `expires_at` (7 days), then swept.
 */
@Entity({ name: 'data_exports' })
@Index('ix_data_exports_user_id_created_at', { synchronize: false }) // (user_id, created_at DESC)
@Index('ix_data_exports_expires_at', { synchronize: false }) // (expires_at): the sweep
@Index('uq_data_exports_pending_user', { synchronize: false }) // UNIQUE (user_id) WHERE pending
@Check('ck_data_exports_status', `status IN ('pending', 'ready', 'failed')`)
@Check('ck_data_exports_ready', `status <> 'ready' OR (file_key IS NOT NULL AND ready_at IS NOT NULL)`)
export class DataExport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_data_exports' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_data_exports_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DataExportStatus;

  @Column({ name: 'file_key', type: 'varchar', length: 200, nullable: true })
  fileKey: string | null;

  @Column({ name: 'size_bytes', type: 'integer', nullable: true })
  sizeBytes: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'ready_at', type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
