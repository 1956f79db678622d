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

/** A passkey (WebAuthn credential) the user registered to sign in without a password. */
@Entity({ name: 'passkeys' })
@Unique('uq_passkeys_credential_id', ['credentialId'])
@Index('ix_passkeys_user_id', ['userId'])
@Check('ck_passkeys_counter', `counter >= 0`)
@Check('ck_passkeys_device_type', `device_type IN ('singleDevice', 'multiDevice')`)
export class Passkey {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_passkeys' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The credential id, base64url, as the browser reports it. */
  @Column({ name: 'credential_id', type: 'varchar', length: 1024 })
  credentialId: string;

  /** The COSE-encoded public key the signatures are checked with. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter (0 for most synced passkeys, which do not count). */
  @Column({ type: 'bigint', default: 0 })
  counter: string;

  @Column({ type: 'varchar', length: 20, array: true, default: () => `'{}'` })
  transports: string[];

  @Column({ name: 'device_type', type: 'varchar', length: 20 })
  deviceType: 'singleDevice' | 'multiDevice';

  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp: boolean;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_passkeys_user' })
  user?: Relation<User>;
}
