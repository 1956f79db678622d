import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { APP_ROLE_ENUM_NAME, AppRole } from '../../database/enums.js';
import type { User } from './user.entity.js';

/** Role records of a user; primary key (user_id, role). */
@Entity({ name: 'user_roles' })
export class UserRole {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'pk_user_roles' })
  userId: string;

  @PrimaryColumn({ type: 'enum', enum: AppRole, enumName: APP_ROLE_ENUM_NAME, primaryKeyConstraintName: 'pk_user_roles' })
  role: AppRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // By name: user.entity.ts imports this file, so a value import here would be a cycle.
  @ManyToOne('User', (user: User) => user.roles, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_user_roles_user' })
  user?: Relation<User>;
}
