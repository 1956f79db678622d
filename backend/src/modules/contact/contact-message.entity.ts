import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the contact forms; admins mark it read. */
@Entity({ name: 'contact_messages' })
@Index('ix_contact_messages_read_created_at', { synchronize: false }) // (read, created_at DESC)
@Check('ck_contact_messages_message_length', `char_length(message) <= 5000`)
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_contact_messages' })
  id: string;

  @Column({ type: 'varchar', length: 150 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** general, pricing, support, partnership, other (home form) or free text (contact page). */
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
