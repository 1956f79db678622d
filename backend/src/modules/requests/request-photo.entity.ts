import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ServiceRequest } from './request.entity.js';

/** A photo of a request (at most REQUEST_MAX_PHOTOS), re-encoded by the image pipeline; public like the request. */
@Entity({ name: 'request_photos' })
@Index('ix_request_photos_request_id_position', ['requestId', 'position'])
export class RequestPhoto {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_request_photos' })
  id: string;

  @Column({ name: 'request_id', type: 'uuid' })
  requestId: string;

  /** Public URL (/uploads/requests/<id>/<random>.webp). */
  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ name: 'thumbnail_url', type: 'varchar', length: 500, nullable: true })
  thumbnailUrl: string | null;

  /** Storage key of the file (to delete it with the row). */
  @Column({ name: 'storage_key', type: 'varchar', length: 500, nullable: true })
  storageKey: string | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => ServiceRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'fk_request_photos_request' })
  request?: Relation<ServiceRequest>;
}
