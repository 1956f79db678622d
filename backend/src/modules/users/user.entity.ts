import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { USER_STATUS_ENUM_NAME, USER_TYPE_ENUM_NAME, UserStatus, UserType } from '../../database/enums.js';
import { UserRole } from './user-role.entity.js';

/**
 * An account (the spec's `profiles`). Email is unique case-insensitively
 * (unique index on lower(email)); services store it lower-cased anyway.
 */
@Entity({ name: 'users' })
@Index('uq_users_email_lower', { synchronize: false }) // UNIQUE (lower(email))
@Index('ix_users_created_at', { synchronize: false }) // (created_at DESC), admin user lists
@Check('ck_users_totp_enabled_secret', `totp_enabled_at IS NULL OR totp_secret IS NOT NULL`)
@Check('ck_users_suspension_reason', `status <> 'suspended' OR (suspension_reason IS NOT NULL AND btrim(suspension_reason) <> '')`)
export class User {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_users' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash. Never selected unless asked for explicitly. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Column({ name: 'full_name', type: 'varchar', length: 150 })
  fullName: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  province: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 10, nullable: true })
  postalCode: string | null;

  @Column({ name: 'user_type', type: 'enum', enum: UserType, enumName: USER_TYPE_ENUM_NAME, default: UserType.Client })
  userType: UserType;

  @Column({ type: 'enum', enum: UserStatus, enumName: USER_STATUS_ENUM_NAME, default: UserStatus.Active })
  status: UserStatus;

  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  @Column({ name: 'suspension_reason', type: 'text', nullable: true })
  suspensionReason: string | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** TOTP secret, encrypted (auth/two-factor-crypto.ts); counts only once `totpEnabledAt` is set. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 200, nullable: true, select: false })
  totpSecret: string | null;

  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null;

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true, select: false })
  totpLastStep: string | null;

  /** Issue 22: when the account's email was verified; until then requests and proposals wait as drafts. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** Issue 22: the owner erased the account («Eliminar mi cuenta»); the row keeps no personal data (docs/privacy-data.md). */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => UserRole, (role) => role.user)
  roles?: Relation<UserRole[]>;
}
