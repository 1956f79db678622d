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
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Company } from '../companies/company.entity.js';
import { ServiceRequest } from '../requests/request.entity.js';
import { User } from '../users/user.entity.js';

export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;

/** A rating (1-5) with an optional comment; one per (company, user). */
@Entity({ name: 'reviews' })
@Unique('uq_reviews_company_user', ['companyId', 'userId'])
@Unique('uq_reviews_request', ['requestId'])
@Index('ix_reviews_company_id_created_at', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_reviews_user_id', ['userId'])
@Check('ck_reviews_rating', `rating BETWEEN 1 AND 5`)
@Check('ck_reviews_reply', `(reply IS NULL) = (replied_at IS NULL)`)
export class Review {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_reviews' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'varchar', length: REVIEW_COMMENT_MAX_LENGTH, nullable: true })
  comment: string | null;

  /** The company's public answer, written once (with replied_at). */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  /** The hired (and completed) request this review is about: «Contratado en Rutalia». */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  requestId: string | null;

  /** Set with `request_id` when the review comes from a completed hire. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_reviews_company' })
  company?: Relation<Company>;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_reviews_user' })
  user?: Relation<User>;

  @ManyToOne(() => ServiceRequest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_reviews_request' })
  request?: Relation<ServiceRequest> | null;
}
