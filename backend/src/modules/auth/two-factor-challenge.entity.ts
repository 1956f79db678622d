import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * The step between the password and the code at sign-in: the token (SHA-256 here) goes back to
 * the browser as `challengeToken`; it lives 5 minutes, allows 5 attempts and is used once.
 */
@Entity({ name: 'two_factor_challenges' })
@Unique('uq_two_factor_challenges_token_hash', ['tokenHash'])
@Index('ix_two_factor_challenges_expires_at', ['expiresAt'])
@Index('ix_two_factor_challenges_user_id', ['userId'])
@Check('ck_two_factor_challenges_attempts', `attempts >= 0`)
export class TwoFactorChallenge {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_two_factor_challenges' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 128 })
  tokenHash: string;

  /** «Recordarme» as the password step asked for it. */
  @Column({ type: 'boolean', default: false })
  remember: boolean;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_two_factor_challenges_user' })
  user?: Relation<User>;
}
