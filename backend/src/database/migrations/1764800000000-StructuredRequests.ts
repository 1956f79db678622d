import type { MigrationInterface, QueryRunner } from 'typeorm';
import { categoryOfServices } from '@rutalia/catalog';
import { findPlace } from '@rutalia/catalog/places';

/**
 * Issue 17, "Structured request" and "Matching that uses it":
 * - requests: `city`/`province` stay and are the origin; they gain the origin's postal code and
 *   coordinates, a destination (same shape), the wanted date with its flexibility, the category
 *   (slug), the per-category answers (`details`) and the estimated road distance;
 * - request_photos: up to 8 photos per request (count checked by the service);
 * - companies: the coordinates of their base (city, province), for the distance in ranking.
 * Old rows are backfilled: coordinates from the places of @rutalia/catalog (reference data, so
 * reading today's file is what we want), the category from their first service in the tree.
 * The search text now also covers the destination.
 */
const UP = [
  `ALTER TABLE requests
     ADD COLUMN category varchar(60),
     ADD COLUMN origin_postal_code varchar(10),
     ADD COLUMN origin_lat double precision,
     ADD COLUMN origin_lon double precision,
     ADD COLUMN destination_city varchar(100),
     ADD COLUMN destination_province varchar(100),
     ADD COLUMN destination_postal_code varchar(10),
     ADD COLUMN destination_lat double precision,
     ADD COLUMN destination_lon double precision,
     ADD COLUMN service_date date,
     ADD COLUMN date_flexibility varchar(10),
     ADD COLUMN details jsonb NOT NULL DEFAULT '{}',
     ADD COLUMN distance_km integer,
     ADD CONSTRAINT ck_requests_date_flexibility CHECK (date_flexibility IS NULL OR date_flexibility IN ('exact', 'week', 'month', 'flexible')),
     ADD CONSTRAINT ck_requests_destination CHECK ((destination_city IS NULL) = (destination_province IS NULL)),
     ADD CONSTRAINT ck_requests_details_object CHECK (jsonb_typeof(details) = 'object'),
     ADD CONSTRAINT ck_requests_distance_km CHECK (distance_km IS NULL OR distance_km >= 0)`,
  // Jobs filters (issue 17, part 5), on the active requests only like the other public indexes.
  `CREATE INDEX ix_requests_active_category ON requests (category, created_at DESC, id DESC) WHERE status = 'active'`,
  `CREATE INDEX ix_requests_active_destination ON requests (f_search_normalize(destination_province), created_at DESC, id DESC)
     WHERE status = 'active' AND destination_province IS NOT NULL`,
  `CREATE INDEX ix_requests_active_service_date ON requests (service_date) WHERE status = 'active'`,
  `CREATE TABLE request_photos (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     request_id uuid NOT NULL,
     url varchar(500) NOT NULL,
     thumbnail_url varchar(500),
     storage_key varchar(500),
     width integer,
     height integer,
     position integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_request_photos PRIMARY KEY (id),
     CONSTRAINT fk_request_photos_request FOREIGN KEY (request_id) REFERENCES requests(id) ON DELETE CASCADE
   )`,
  `CREATE INDEX ix_request_photos_request_id_position ON request_photos (request_id, position)`,
  `ALTER TABLE companies ADD COLUMN base_lat double precision, ADD COLUMN base_lon double precision`,
  `CREATE OR REPLACE FUNCTION requests_before_write() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF NEW.slug IS NULL OR btrim(NEW.slug) = '' THEN
         NEW.slug := coalesce(nullif(public.f_slugify(NEW.title), ''), 'solicitud');
       END IF;
       NEW.search_text := coalesce(public.f_search_normalize(concat_ws(' ',
         NEW.title,
         regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g'),
         NEW.city,
         NEW.province,
         NEW.destination_city,
         NEW.destination_province,
         array_to_string(NEW.services, ' '),
         translate(array_to_string(NEW.services, ' '), '-_', '  '))), '');
       RETURN NEW;
     END
     $fn$`,
];

const DOWN = [
  `CREATE OR REPLACE FUNCTION requests_before_write() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF NEW.slug IS NULL OR btrim(NEW.slug) = '' THEN
         NEW.slug := coalesce(nullif(public.f_slugify(NEW.title), ''), 'solicitud');
       END IF;
       NEW.search_text := coalesce(public.f_search_normalize(concat_ws(' ',
         NEW.title,
         regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g'),
         NEW.city,
         NEW.province,
         array_to_string(NEW.services, ' '),
         translate(array_to_string(NEW.services, ' '), '-_', '  '))), '');
       RETURN NEW;
     END
     $fn$`,
  `ALTER TABLE companies DROP COLUMN base_lat, DROP COLUMN base_lon`,
  `DROP TABLE request_photos`,
  `DROP INDEX ix_requests_active_service_date`,
  `DROP INDEX ix_requests_active_destination`,
  `DROP INDEX ix_requests_active_category`,
  `ALTER TABLE requests
     DROP CONSTRAINT ck_requests_distance_km, DROP CONSTRAINT ck_requests_details_object,
     DROP CONSTRAINT ck_requests_destination, DROP CONSTRAINT ck_requests_date_flexibility,
     DROP COLUMN distance_km, DROP COLUMN details, DROP COLUMN date_flexibility, DROP COLUMN service_date,
     DROP COLUMN destination_lon, DROP COLUMN destination_lat, DROP COLUMN destination_postal_code,
     DROP COLUMN destination_province, DROP COLUMN destination_city, DROP COLUMN origin_lon, DROP COLUMN origin_lat,
     DROP COLUMN origin_postal_code, DROP COLUMN category`,
];

export class StructuredRequests1764800000000 implements MigrationInterface {
  name = 'StructuredRequests1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
    await backfillCoordinates(queryRunner, 'requests', 'origin_lat', 'origin_lon');
    await backfillCoordinates(queryRunner, 'companies', 'base_lat', 'base_lon');
    await backfillCategories(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

/** One UPDATE per distinct (city, province) the places know; the others stay without coordinates. */
async function backfillCoordinates(queryRunner: QueryRunner, table: 'requests' | 'companies', lat: string, lon: string): Promise<void> {
  const pairs: { city: string; province: string }[] = await queryRunner.query(`SELECT DISTINCT city, province FROM ${table}`);
  for (const { city, province } of pairs) {
    const place = findPlace(city, province);
    if (!place) continue;
    await queryRunner.query(`UPDATE ${table} SET ${lat} = $1, ${lon} = $2 WHERE city = $3 AND province = $4`, [
      place.lat,
      place.lon,
      city,
      province,
    ]);
  }
}

/** The category of the first service that has one in the tree; rows with none keep NULL. */
async function backfillCategories(queryRunner: QueryRunner): Promise<void> {
  const groups: { services: string[] }[] = await queryRunner.query(`SELECT DISTINCT services FROM requests`);
  for (const { services } of groups) {
    const category = categoryOfServices(services)?.slug;
    if (category) await queryRunner.query(`UPDATE requests SET category = $1 WHERE services = $2`, [category, services]);
  }
}
