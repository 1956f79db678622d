import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * A refresh token, stored hashed (sha-256 of the opaque token sent in the httpOnly cookie).
 * Tokens of one login share `family_id`: on refresh the old one is revoked and
 * `replaced_by_id` points at its successor; presenting a revoked token again (reuse)
 * revokes the whole family.
 */
@Entity({ name: 'refresh_tokens' })
@Unique('uq_refresh_tokens_token_hash', ['tokenHash'])
@Index('ix_refresh_tokens_user_id', ['userId'])
@Index('ix_refresh_tokens_family_id', ['familyId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_refresh_tokens' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'varchar', length: 128 })
  tokenHash: string;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'replaced_by_id', type: 'uuid', nullable: true })
  replacedById: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;

  /** When this token was last exchanged (refresh); the family's newest one tells «última actividad». */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** When the family (the sign-in) began; every token of it carries the same value. */
  @Column({ name: 'session_started_at', type: 'timestamptz', default: () => 'now()' })
  sessionStartedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_refresh_tokens_user' })
  user?: Relation<User>;

  @ManyToOne(() => RefreshToken, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'replaced_by_id', foreignKeyConstraintName: 'fk_refresh_tokens_replaced_by' })
  replacedBy?: Relation<RefreshToken> | null;
}
