import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Company } from './company.entity.js';

/** A gallery image of a company (deleted by id through the API). */
@Entity({ name: 'company_images' })
@Index('ix_company_images_company_id_position', ['companyId', 'position'])
export class CompanyImage {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_company_images' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  /** Public URL (e.g. /uploads/companies/<id>/<random>.webp). */
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 500, nullable: true })
  thumbnailUrl: string | null;

  /** Storage key of the file (to delete it with the row); never a path from the user. */
  @Column({ name: 'storage_key', type: 'varchar', length: 500, nullable: true })
  storageKey: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  /** Hidden because the company's plan allows fewer images than it has (a downgrade never deletes). */
  @Column({ name: 'hidden_by_plan', type: 'boolean', default: false })
  hiddenByPlan: boolean;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // By name: company.entity.ts imports this file, so a value import here would be a cycle.
  @ManyToOne('Company', (company: Company) => company.images, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_images_company' })
  company?: Relation<Company>;
}
