import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../users/user.entity.js';

/** One switch a user chose (no row: on); migration 1765920000000-NotificationPreferences. */
@Entity({ name: 'notification_preferences' })
@Check('ck_notification_preferences_kind', `kind IN ('proposal_received', 'proposal_updates', 'hiring_followup', 'new_message')`)
export class NotificationPreference {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'pk_notification_preferences' })
  userId: string;

  /** A StoredKind of mail-kinds.ts. */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'pk_notification_preferences' })
  kind: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_notification_preferences_user' })
  user?: Relation<User>;
}
