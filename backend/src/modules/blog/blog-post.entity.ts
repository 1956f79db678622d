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
import { User } from '../users/user.entity.js';

/** A blog post: draft (published false) or published (published_at set). */
@Entity({ name: 'blog_posts' })
@Unique('uq_blog_posts_slug', ['slug'])
@Index('ix_blog_posts_published_published_at', { synchronize: false }) // (published, published_at DESC)
@Index('ix_blog_posts_author_id', ['authorId'])
@Check('ck_blog_posts_title', `btrim(title) <> ''`)
@Check('ck_blog_posts_slug', `slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
@Check('ck_blog_posts_published_at', `NOT published OR published_at IS NOT NULL`)
export class BlogPost {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_blog_posts' })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Derived from the title (lower-case a-z, 0-9 and single hyphens). */
  @Column({ type: 'varchar', length: 200 })
  slug: string;

  /** Sanitized HTML. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** Image URL. */
  @Column({ name: 'featured_image', type: 'varchar', length: 500, nullable: true })
  featuredImage: string | null;

  @Column({ type: 'text', array: true, default: [] })
  tags: string[];

  @Column({ name: 'meta_description', type: 'varchar', length: 300, nullable: true })
  metaDescription: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'fk_blog_posts_author' })
  author?: Relation<User> | null;
}
