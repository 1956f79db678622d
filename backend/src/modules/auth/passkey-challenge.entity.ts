import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * The random challenge of one passkey ceremony: used once, within 5 minutes. A sign-in challenge
 * has no user (the browser offers the passkeys it holds); a registration one belongs to the user.
 */
@Entity({ name: 'passkey_challenges' })
@Index('ix_passkey_challenges_expires_at', ['expiresAt'])
@Index('ix_passkey_challenges_user_id', ['userId'])
@Check('ck_passkey_challenges_purpose', `purpose IN ('registration', 'authentication')`)
@Check('ck_passkey_challenges_registration_user', `purpose <> 'registration' OR user_id IS NOT NULL`)
export class PasskeyChallenge {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_passkey_challenges' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'varchar', length: 20 })
  purpose: 'registration' | 'authentication';

  @Column({ type: 'varchar', length: 128 })
  challenge: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_passkey_challenges_user' })
  user?: Relation<User> | null;
}
