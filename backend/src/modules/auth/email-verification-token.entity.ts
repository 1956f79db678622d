import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * A single-use link that verifies `email` for `userId` (issue 22): the sign-up address, or the
 * new address of an email change (which replaces the account's only when the link is used).
 * Stored hashed (SHA-256), valid 48 h.
 */
@Entity({ name: 'email_verification_tokens' })
@Unique('uq_email_verification_tokens_token_hash', ['tokenHash'])
@Index('ix_email_verification_tokens_user_id', ['userId'])
export class EmailVerificationToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_email_verification_tokens' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 128 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_email_verification_tokens_user' })
  user?: Relation<User>;
}
