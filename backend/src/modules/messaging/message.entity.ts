import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ServiceRequest } from '../requests/request.entity.js';
import { User } from '../users/user.entity.js';

export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A direct message between two users, optionally about a request
 * (request_id null = general conversation; set null if the request is deleted).
 */
@Entity({ name: 'messages' })
@Index('ix_messages_receiver_unread', { synchronize: false }) // (receiver_id, sender_id) WHERE NOT is_read
@Index('ix_messages_sender_receiver_created_at', { synchronize: false }) // (sender_id, receiver_id, created_at DESC)
@Index('ix_messages_receiver_sender_created_at', { synchronize: false }) // (receiver_id, sender_id, created_at DESC)
@Index('ix_messages_request_id', ['requestId'])
@Index('uq_messages_sender_client_message_id', { synchronize: false }) // UNIQUE (sender_id, client_message_id) WHERE client_message_id IS NOT NULL
@Check('ck_messages_not_self', `sender_id <> receiver_id`)
@Check('ck_messages_content_length', `char_length(btrim(content)) > 0 AND char_length(content) <= ${MESSAGE_MAX_LENGTH}`)
export class Message {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_messages' })
  id: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId: string;

  @Column({ name: 'receiver_id', type: 'uuid' })
  receiverId: string;

  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  /** Chosen by the sending client (uuid) so a retried POST /messages stores the message once. */
  @Column({ name: 'client_message_id', type: 'uuid', nullable: true })
  clientMessageId: string | null;

  /** Plain text, 1..5000 characters. */
  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'sender_id', foreignKeyConstraintName: 'fk_messages_sender' })
  sender?: Relation<User>;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'receiver_id', foreignKeyConstraintName: 'fk_messages_receiver' })
  receiver?: Relation<User>;

  @ManyToOne(() => ServiceRequest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_messages_request' })
  request?: Relation<ServiceRequest> | null;
}
