import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { COMPANY_STATUS_ENUM_NAME, CompanyStatus, PAYMENT_STATUS_ENUM_NAME, PaymentStatus } from '../../database/enums.js';
import { User } from '../users/user.entity.js';
import { CompanyImage } from './company-image.entity.js';
import type { StoredBadge } from '../documents/badges.js';

/** Spec defaults for blank company fields (also the column defaults in the database). */
export const COMPANY_DEFAULTS = {
  contactPerson: 'No especificado',
  city: 'No especificada',
  province: 'No especificada',
  description: 'Empresa de logística y transporte',
} as const;

/**
 * A company profile (one per user). Publicly listed only when `is_active` and
 * `status = 'active'`; verified when `verified_at` is set (its CIF was approved: modules/documents).
 *
 * Database-maintained columns (trigger `trg_companies_before_write`):
 * - `search_text`: lower(f_unaccent(name + description without tags + city + province + services)),
 *   GIN trigram indexed; search with `containsText('c.search_text', …)` (common/database/text-search.ts).
 * - `search_vector`: weighted tsvector (es_unaccent: A name, B services, C description, D places) of
 *   the directory's full-text search (common/database/fts.ts); its lexemes feed `search_words`.
 * - `place_keys`: `p:`province and `c:`city, normalised (f_place_keys): the place filters' GIN index.
 * - `slug`: filled from company_name (spec slug rule, 60 chars) when inserted/updated blank.
 */
@Entity({ name: 'companies' })
@Check('ck_companies_response_minutes', `response_minutes IS NULL OR response_minutes >= 0`)
@Check('ck_companies_badges', `jsonb_typeof(badges) = 'array'`)
@Unique('uq_companies_user_id', ['userId'])
@Index('ix_companies_created_at_id', { synchronize: false }) // (created_at DESC NULLS LAST, id DESC): backoffice list
@Index('ix_companies_listed_created_at', { synchronize: false }) // (created_at DESC) WHERE is_active AND status = 'active'
@Index('ix_companies_province', ['province'])
@Index('ix_companies_city', ['city'])
@Index('ix_companies_services', ['services'], { type: 'gin' })
@Index('ix_companies_search_text_trgm', { synchronize: false }) // GIN (search_text gin_trgm_ops)
@Index('ix_companies_search_vector', { synchronize: false }) // GIN (search_vector) WHERE is_active AND status = 'active'
@Index('ix_companies_province_norm', { synchronize: false }) // (f_search_normalize(province)) WHERE visible
@Index('ix_companies_city_norm', { synchronize: false }) // (f_search_normalize(city)) WHERE visible
@Index('ix_companies_services_norm', { synchronize: false }) // GIN (f_search_normalize_array(services)) WHERE visible
@Index('ix_companies_place_keys', { synchronize: false }) // GIN (place_keys) WHERE is_active AND status = 'active'
@Check('ck_companies_company_name', `btrim(company_name) <> ''`)
@Check('ck_companies_suspension_reason', `status <> 'suspended' OR (suspension_reason IS NOT NULL AND btrim(suspension_reason) <> '')`)
export class Company {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_companies' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Slug of the name (max 60); URLs are `${slug}-${id}`, so it need not be unique. */
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName: string;

  @Column({ name: 'contact_person', type: 'varchar', length: 150, default: COMPANY_DEFAULTS.contactPerson })
  contactPerson: string;

  /** Public contact email of the company (not the account email). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 100, default: COMPANY_DEFAULTS.city })
  city: string;

  @Column({ type: 'varchar', length: 100, default: COMPANY_DEFAULTS.province })
  province: string;

  /** Coordinates of the base (city, province) when the places know it; set with them (ranking's distance). */
  @Column({ name: 'base_lat', type: 'double precision', nullable: true })
  baseLat: number | null;

  @Column({ name: 'base_lon', type: 'double precision', nullable: true })
  baseLon: number | null;

  /** Service slugs/names from the catalog. */
  @Column({ type: 'text', array: true, default: [] })
  services: string[];

  /** Sanitized HTML. */
  @Column({ type: 'text', default: COMPANY_DEFAULTS.description })
  description: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  /** Public URL of the logo. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  logo: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'enum', enum: CompanyStatus, enumName: COMPANY_STATUS_ENUM_NAME, default: CompanyStatus.Active })
  status: CompanyStatus;

  /** When a super admin approved its CIF (documents module: set and cleared with that document, issue 20). */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /**
   * Its approved documents as the public sees them (`[{ kind, expiresOn }]`), kept by the documents
   * service with every review and lapse; readers drop any whose date has passed (badges.ts).
   */
  @Column({ type: 'jsonb', default: [] })
  badges: StoredBadge[];

  @Column({ name: 'suspension_reason', type: 'text', nullable: true })
  suspensionReason: string | null;

  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  @Column({ name: 'payment_status', type: 'enum', enum: PaymentStatus, enumName: PAYMENT_STATUS_ENUM_NAME, nullable: true })
  paymentStatus: PaymentStatus | null;

  @Column({ name: 'last_payment', type: 'timestamptz', nullable: true })
  lastPayment: Date | null;

  /** Median minutes from first opening a request to proposing on it (request_views); null below 3 samples. */
  @Column({ name: 'response_minutes', type: 'integer', nullable: true })
  responseMinutes: number | null;

  /** How many proposals the median was computed from. */
  @Column({ name: 'response_samples', type: 'integer', default: 0 })
  responseSamples: number;

  /** Maintained by the database trigger; never written by the app, not selected by default. */
  @Column({ name: 'search_text', type: 'text', default: '', select: false, insert: false, update: false })
  searchText: string;

  /** Weighted tsvector of the full-text search (issue 21), kept by the same trigger; never written by the app. */
  @Column({ name: 'search_vector', type: 'tsvector', select: false, insert: false, update: false })
  searchVector: string;

  /** Places (`p:` province and `c:` city) as the place filters match them (issue 21), kept by the same trigger. */
  @Column({ name: 'place_keys', type: 'text', array: true, select: false, insert: false, update: false })
  placeKeys: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_companies_user' })
  user?: Relation<User>;

  @OneToMany(() => CompanyImage, (image) => image.company)
  images?: Relation<CompanyImage[]>;
}
