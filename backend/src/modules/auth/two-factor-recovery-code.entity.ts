import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/** A single-use recovery code of two-factor sign-in, stored as SHA-256 (shown once, at enrolment). */
@Entity({ name: 'two_factor_recovery_codes' })
@Unique('uq_two_factor_recovery_codes_user_code', ['userId', 'codeHash'])
export class TwoFactorRecoveryCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_two_factor_recovery_codes' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 128 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_two_factor_recovery_codes_user' })
  user?: Relation<User>;
}
