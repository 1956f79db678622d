import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { USER_TYPE_ENUM_NAME, UserType } from '../../database/enums.js';
import { User } from '../users/user.entity.js';

/**
 * An invitation to register an administrator account (`/register/admin` needs one).
 * Stored hashed, single use; `email` optionally pins the invitation to one address.
 */
@Entity({ name: 'admin_invitations' })
@Unique('uq_admin_invitations_token_hash', ['tokenHash'])
@Check('ck_admin_invitations_user_type', `user_type IN ('admin', 'super_admin')`)
export class AdminInvitation {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_admin_invitations' })
  id: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'token_hash', type: 'varchar', length: 128 })
  tokenHash: string;

  /** The account type granted on registration: admin (default) or super_admin. */
  @Column({ name: 'user_type', type: 'enum', enum: UserType, enumName: USER_TYPE_ENUM_NAME, default: UserType.Admin })
  userType: UserType;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdById: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'used_by', type: 'uuid', nullable: true })
  usedById: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_admin_invitations_created_by' })
  createdBy?: Relation<User> | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'used_by', foreignKeyConstraintName: 'fk_admin_invitations_used_by' })
  usedBy?: Relation<User> | null;
}
