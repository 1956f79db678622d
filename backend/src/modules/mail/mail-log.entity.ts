import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { MAIL_STATUS_ENUM_NAME, MailStatus } from '../../database/enums.js';

/**
 * One row per logical e-mail; `dedupe_key` (e.g. `welcome:<userId>`,
 * `invoice:<invoiceId>`) makes mail jobs idempotent: insert-or-skip before sending.
 */
@Entity({ name: 'mail_log' })
@Unique('uq_mail_log_dedupe_key', ['dedupeKey'])
@Index('ix_mail_log_status_created_at', ['status', 'createdAt'])
export class MailLog {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_mail_log' })
  id: string;

  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ name: 'to_email', type: 'varchar', length: 254 })
  toEmail: string;

  @Column({ type: 'varchar', length: 100 })
  template: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subject: string | null;

  @Column({ type: 'enum', enum: MailStatus, enumName: MAIL_STATUS_ENUM_NAME, default: MailStatus.Pending })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
