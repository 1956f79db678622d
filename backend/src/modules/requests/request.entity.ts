import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { REQUEST_STATUS_ENUM_NAME, RequestStatus } from '../../database/enums.js';
import { User } from '../users/user.entity.js';

/**
 * A service request (job) published by a client. The API's `serviceType`
 * (services joined) and `location` ("city, province") are computed, not stored.
 * `city`/`province` are the origin; the destination is optional (none for local services such as
 * storage). `details` holds the answers to the category's questions (@rutalia/catalog
 * request-forms.ts), validated by the service; `distance_km` is estimated when both places are known.
 *
 * Database-maintained columns:
 * - `proposal_count`: kept by trigger `trg_proposals_count` on proposals insert/delete.
 * - `search_text`: lower(f_unaccent(title + description without tags + city + province + services)),
 *   GIN trigram indexed (trigger `trg_requests_before_write`).
 * - `search_vector`: weighted tsvector (es_unaccent: A title, B services and category, C description,
 *   D places) of the public list's full-text search (common/database/fts.ts), same trigger.
 * - `place_keys`: `p:`/`c:` origin and `dp:`/`dc:` destination province and city, normalised
 *   (f_place_keys): the jobs place filters' GIN index, same trigger.
 * - `slug`: filled from the title (spec slug rule, 60 chars) when written blank.
 *
 * Named `ServiceRequest` because `Request` is a global (fetch) type.
 */
@Entity({ name: 'requests' })
@Index('ix_requests_created_at_id', { synchronize: false }) // (created_at DESC NULLS LAST, id DESC): backoffice list
@Index('ix_requests_status_created_at', { synchronize: false }) // (status, created_at DESC)
@Index('ix_requests_client_id_created_at', { synchronize: false }) // (client_id, created_at DESC)
@Index('ix_requests_active_location', { synchronize: false }) // (f_search_normalize(province), f_search_normalize(city), created_at DESC, id DESC) WHERE active
@Index('ix_requests_active_created_at', { synchronize: false }) // (created_at DESC, id DESC) WHERE active
@Index('ix_requests_services', ['services'], { type: 'gin' })
@Index('ix_requests_search_text_trgm', { synchronize: false }) // GIN (search_text gin_trgm_ops)
@Index('ix_requests_active_search_vector', { synchronize: false }) // GIN (search_vector) WHERE status = 'active'
@Index('ix_requests_active_place_keys', { synchronize: false }) // GIN (place_keys) WHERE status = 'active'
@Index('ix_requests_active_category', { synchronize: false }) // (category, created_at DESC, id DESC) WHERE active
@Index('ix_requests_active_destination', { synchronize: false }) // (f_search_normalize(destination_province), created_at DESC, id DESC) WHERE active
@Index('ix_requests_active_service_date', { synchronize: false }) // (service_date) WHERE active
@Index('ix_requests_province', ['province'])
@Index('ix_requests_city', ['city'])
@Index('ix_requests_alerts_pending', { synchronize: false }) // (created_at) WHERE alerts_pending: the alerts sweep
@Check('ck_requests_services_not_empty', `cardinality(services) > 0`)
@Check('ck_requests_title', `btrim(title) <> ''`)
@Check('ck_requests_proposal_count', `proposal_count >= 0`)
@Check('ck_requests_date_flexibility', `date_flexibility IS NULL OR date_flexibility IN ('exact', 'week', 'month', 'flexible')`)
@Check('ck_requests_destination', `(destination_city IS NULL) = (destination_province IS NULL)`)
@Check('ck_requests_details_object', `jsonb_typeof(details) = 'object'`)
@Check('ck_requests_distance_km', `distance_km IS NULL OR distance_km >= 0`)
export class ServiceRequest {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_requests' })
  id: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId: string;

  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Plain text or sanitized HTML. */
  @Column({ type: 'text' })
  description: string;

  /** At least one service (CHECK cardinality(services) > 0). */
  @Column({ type: 'text', array: true })
  services: string[];

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  province: string;

  /** Category slug (SERVICE_CATEGORIES); NULL only for old requests whose services fit no category. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  category: string | null;

  @Column({ name: 'origin_postal_code', type: 'varchar', length: 10, nullable: true })
  originPostalCode: string | null;

  @Column({ name: 'origin_lat', type: 'double precision', nullable: true })
  originLat: number | null;

  @Column({ name: 'origin_lon', type: 'double precision', nullable: true })
  originLon: number | null;

  @Column({ name: 'destination_city', type: 'varchar', length: 100, nullable: true })
  destinationCity: string | null;

  @Column({ name: 'destination_province', type: 'varchar', length: 100, nullable: true })
  destinationProvince: string | null;

  @Column({ name: 'destination_postal_code', type: 'varchar', length: 10, nullable: true })
  destinationPostalCode: string | null;

  @Column({ name: 'destination_lat', type: 'double precision', nullable: true })
  destinationLat: number | null;

  @Column({ name: 'destination_lon', type: 'double precision', nullable: true })
  destinationLon: number | null;

  /** The day wanted; `date_flexibility` says whether that day, its week, its month or any. */
  @Column({ name: 'service_date', type: 'date', nullable: true })
  serviceDate: string | null;

  @Column({ name: 'date_flexibility', type: 'varchar', length: 10, nullable: true })
  dateFlexibility: string | null;

  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  /** Great-circle distance × road factor, in km, when both places have coordinates. */
  @Column({ name: 'distance_km', type: 'integer', nullable: true })
  distanceKm: number | null;

  @Column({ type: 'enum', enum: RequestStatus, enumName: REQUEST_STATUS_ENUM_NAME, default: RequestStatus.Active })
  status: RequestStatus;

  /** Maintained by the database; read-only for the app. */
  @Column({ name: 'proposal_count', type: 'integer', default: 0, insert: false, update: false })
  proposalCount: number;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** When a proposal was accepted (status `hired`); kept after completion. */
  @Column({ name: 'hired_at', type: 'timestamptz', nullable: true })
  hiredAt: Date | null;

  /** When the client was asked whether the hired job was done (once per hire). */
  @Column({ name: 'completion_asked_at', type: 'timestamptz', nullable: true })
  completionAskedAt: Date | null;

  /** When the client confirmed the hired job was done. */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Set by a moderator's cancel, which is final (request-status.ts). */
  @Column({ name: 'cancelled_by_moderator_at', type: 'timestamptz', nullable: true })
  cancelledByModeratorAt: Date | null;

  /** True from publishing until its alerts fan-out has run (the sweep queues it again meanwhile). */
  @Column({ name: 'alerts_pending', type: 'boolean', default: false, select: false })
  alertsPending: boolean;

  /** Maintained by the database trigger; never written by the app, not selected by default. */
  @Column({ name: 'search_text', type: 'text', default: '', select: false, insert: false, update: false })
  searchText: string;

  /** Weighted tsvector of the full-text search (issue 21), kept by the same trigger; never written by the app. */
  @Column({ name: 'search_vector', type: 'tsvector', select: false, insert: false, update: false })
  searchVector: string;

  /** Places (`p:`/`c:` origin and `dp:`/`dc:` destination) as the place filters match them (issue 21), kept by the same trigger. */
  @Column({ name: 'place_keys', type: 'text', array: true, select: false, insert: false, update: false })
  placeKeys: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_requests_client' })
  client?: Relation<User>;
}
