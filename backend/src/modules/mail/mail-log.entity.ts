import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { MAIL_STATUS_ENUM_NAME, MailStatus } from '../../database/enums.js';

/**
 * One row per logical e-mail; `dedupe_key` (e.g. `password-reset:<tokenId>`,
 * `invoice-issued:<invoiceId>`) makes mail jobs idempotent: insert-or-skip before sending.
 */
@Entity({ name: 'mail_log' })
@Unique('uq_mail_log_dedupe_key', ['dedupeKey'])
@Index('ix_mail_log_status_created_at', ['status', 'createdAt'])
@Index('ix_mail_log_unsent_created_at', { synchronize: false }) // (created_at) WHERE status <> 'sent': the re-drive's scan
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

  /** The job's data (template variables), kept until the mail is sent so a failed one can be queued again. */
  @Column({ type: 'jsonb', nullable: true })
  payload: Record<string, unknown> | null;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  /** Set by the re-drive past MAIL_GIVE_UP_AFTER_MS: only a super admin's retry sends it now. */
  @Column({ name: 'gave_up_at', type: 'timestamptz', nullable: true })
  gaveUpAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
