import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: full-text search for the directory and the public jobs list.
 *
 * - `es_unaccent`: the `spanish` configuration with `unaccent` before the Snowball stemmer, so
 *   «Mudanzas», «mudanza» and «MUDANZAS» are the lexeme `mudanz` and «García» is `garci`.
 * - `search_vector` (tsvector) on companies and requests, kept by the same BEFORE triggers that
 *   keep `search_text`, weighted: A the name/title, B the services (and the request's category),
 *   C the description without tags, D the places. `set_updated_at` ignores it, as it ignores
 *   `search_text`. Partial GIN indexes on the rows the public lists show.
 * - `search_words`: every lexeme of those vectors once (scope 'companies' or 'requests'), with a
 *   trigram index: the typo fallback corrects each word of a search that found nothing to its
 *   closest lexeme (a few thousand rows, instead of trigram similarity over every row's text).
 *   Statement-level triggers with transition tables add new lexemes once per statement.
 * - `place_keys` (text[]): the places of the row as `kind:normalised name` (f_place_keys:
 *   f_search_normalize, the same comparison the place filters always made), kept by the same
 *   triggers. Companies: `p:` province, `c:` city. Requests: `p:`/`c:` origin, `dp:`/`dc:`
 *   destination. The filters expand a place to every spelling the catalog knows (name and
 *   aliases: place-variants.ts) and match `place_keys && f_place_keys(kind, spellings)`, folded to
 *   a constant at planning, so one partial GIN index serves province, city and the jobs location,
 *   BitmapAnd-ed with the full-text index, and its statistics (most common elements) give the
 *   planner real row counts (f_search_normalize(province) IN (…) was estimated at 238 rows
 *   when Madrid has 30,000).
 * The trigram indexes on `search_text` stay: «mis solicitudes», the backoffice and the global
 * search still use substring search.
 */

const CONFIG = `'public.es_unaccent'::regconfig`;

/** Text of an HTML field without tags or entities. */
const plain = (column: string) =>
  `regexp_replace(regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;
const words = (array: string) => `translate(array_to_string(${array}, ' '), '-_', '  ')`;
const weighted = (text: string, weight: string) => `setweight(to_tsvector(${CONFIG}, ${text}), '${weight}')`;

const COMPANY_VECTOR = [
  weighted("coalesce(NEW.company_name, '')", 'A'),
  weighted(words('NEW.services'), 'B'),
  weighted(plain('NEW.description'), 'C'),
  weighted(`concat_ws(' ', NEW.city, NEW.province)`, 'D'),
].join('\n         || ');

const REQUEST_VECTOR = [
  weighted("coalesce(NEW.title, '')", 'A'),
  weighted(`concat_ws(' ', ${words('NEW.services')}, translate(coalesce(NEW.category, ''), '-', ' '))`, 'B'),
  weighted(plain('NEW.description'), 'C'),
  weighted(`concat_ws(' ', NEW.city, NEW.province, NEW.destination_city, NEW.destination_province)`, 'D'),
].join('\n         || ');

/** `kind:place` for every non-empty place, normalised as f_search_normalize does (accents, case, spaces). */
const PLACE_KEYS = `CREATE FUNCTION f_place_keys(kind text, places text[]) RETURNS text[]
     LANGUAGE sql IMMUTABLE PARALLEL SAFE
     AS $fn$ SELECT coalesce(array_agg(DISTINCT kind || ':' || k), '{}'::text[])
               FROM unnest(places) AS p, public.f_search_normalize(p) AS k WHERE k <> '' $fn$`;

const COMPANY_PLACE_KEYS = `public.f_place_keys('p', ARRAY[NEW.province]) || public.f_place_keys('c', ARRAY[NEW.city])`;
const REQUEST_PLACE_KEYS = [
  `public.f_place_keys('p', ARRAY[NEW.province])`,
  `public.f_place_keys('c', ARRAY[NEW.city])`,
  `public.f_place_keys('dp', ARRAY[NEW.destination_province])`,
  `public.f_place_keys('dc', ARRAY[NEW.destination_city])`,
].join('\n         || ');

const companiesBeforeWrite = (withVector: boolean) => `CREATE OR REPLACE FUNCTION companies_before_write() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF NEW.slug IS NULL OR btrim(NEW.slug) = '' THEN
         NEW.slug := coalesce(nullif(public.f_slugify(NEW.company_name), ''), 'empresa');
       END IF;
       NEW.search_text := coalesce(public.f_search_normalize(concat_ws(' ',
         NEW.company_name,
         regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g'),
         NEW.city,
         NEW.province,
         array_to_string(NEW.services, ' '),
         translate(array_to_string(NEW.services, ' '), '-_', '  '))), '');${
           withVector ? `\n       NEW.search_vector := ${COMPANY_VECTOR};\n       NEW.place_keys := ${COMPANY_PLACE_KEYS};` : ''
         }
       RETURN NEW;
     END
     $fn$`;

const requestsBeforeWrite = (withVector: boolean) => `CREATE OR REPLACE FUNCTION requests_before_write() RETURNS trigger
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
         translate(array_to_string(NEW.services, ' '), '-_', '  '))), '');${
           withVector ? `\n       NEW.search_vector := ${REQUEST_VECTOR};\n       NEW.place_keys := ${REQUEST_PLACE_KEYS};` : ''
         }
       RETURN NEW;
     END
     $fn$`;

/** set_updated_at of 1765100000000-ResponseTime, with `extra` derived columns ignored too. */
const setUpdatedAt = (extra: string[]) => {
  const ignored = ['updated_at', 'search_text', 'proposal_count', 'response_minutes', 'response_samples', ...extra]
    .map((c) => `'${c}'`)
    .join(', ');
  return `CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       -- Bumps updated_at when a real column changed and the statement did not set it itself
       -- (TypeORM's @UpdateDateColumn does). Derived columns do not count as a change.
       IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
          AND (to_jsonb(NEW) - ARRAY[${ignored}])
              IS DISTINCT FROM (to_jsonb(OLD) - ARRAY[${ignored}]) THEN
         NEW.updated_at := now();
       END IF;
       RETURN NEW;
     END
     $fn$`;
};

/** Lexemes worth correcting a typo to: 3 to 40 characters, no digits (references, numbers, markers). */
const COLLECT_WORDS = `CREATE FUNCTION search_words_collect() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         INSERT INTO search_words (scope, word)
         SELECT DISTINCT TG_ARGV[0], w.lexeme FROM new_rows n, unnest(n.search_vector) w
          WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[0-9]'
          ORDER BY 2
         ON CONFLICT DO NOTHING;
       ELSE
         INSERT INTO search_words (scope, word)
         SELECT DISTINCT TG_ARGV[0], w.lexeme
           FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_vector) w
          WHERE n.search_vector IS DISTINCT FROM o.search_vector
            AND length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[0-9]'
          ORDER BY 2
         ON CONFLICT DO NOTHING;
       END IF;
       RETURN NULL;
     END
     $fn$`;

const wordTriggers = (table: string) => [
  `CREATE TRIGGER trg_${table}_search_words_insert AFTER INSERT ON ${table}
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect('${table}')`,
  `CREATE TRIGGER trg_${table}_search_words_update AFTER UPDATE ON ${table}
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect('${table}')`,
];

const UP = [
  `CREATE TEXT SEARCH CONFIGURATION public.es_unaccent (COPY = pg_catalog.spanish)`,
  `ALTER TEXT SEARCH CONFIGURATION public.es_unaccent
     ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem`,
  `ALTER TABLE companies ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`,
  `ALTER TABLE requests ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`,
  `ALTER TABLE companies ADD COLUMN place_keys text[] NOT NULL DEFAULT '{}'::text[]`,
  `ALTER TABLE requests ADD COLUMN place_keys text[] NOT NULL DEFAULT '{}'::text[]`,
  PLACE_KEYS,
  setUpdatedAt(['search_vector', 'place_keys']),
  companiesBeforeWrite(true),
  requestsBeforeWrite(true),
  `CREATE TABLE search_words (
     scope varchar(20) NOT NULL,
     word text NOT NULL,
     CONSTRAINT pk_search_words PRIMARY KEY (scope, word),
     CONSTRAINT ck_search_words_scope CHECK (scope IN ('companies', 'requests'))
   )`,
  COLLECT_WORDS,
  ...wordTriggers('companies'),
  ...wordTriggers('requests'),
  // Backfill: the BEFORE triggers recompute both derived columns (updated_at stays: both are ignored).
  `UPDATE companies SET search_vector = search_vector`,
  `UPDATE requests SET search_vector = search_vector`,
  // The trigger writes it on every insert: no default to keep in step with the entities.
  `ALTER TABLE companies ALTER COLUMN search_vector DROP DEFAULT`,
  `ALTER TABLE requests ALTER COLUMN search_vector DROP DEFAULT`,
  `ALTER TABLE companies ALTER COLUMN place_keys DROP DEFAULT`,
  `ALTER TABLE requests ALTER COLUMN place_keys DROP DEFAULT`,
  `CREATE INDEX ix_search_words_word_trgm ON search_words USING gin (word gin_trgm_ops)`,
  `CREATE INDEX ix_companies_search_vector ON companies USING gin (search_vector) WHERE is_active AND status = 'active'`,
  `CREATE INDEX ix_requests_active_search_vector ON requests USING gin (search_vector) WHERE status = 'active'`,
  `CREATE INDEX ix_companies_place_keys ON companies USING gin (place_keys) WHERE is_active AND status = 'active'`,
  `CREATE INDEX ix_requests_active_place_keys ON requests USING gin (place_keys) WHERE status = 'active'`,
];

const DOWN = [
  `DROP INDEX ix_requests_active_place_keys`,
  `DROP INDEX ix_companies_place_keys`,
  `DROP INDEX ix_requests_active_search_vector`,
  `DROP INDEX ix_companies_search_vector`,
  `DROP TRIGGER trg_requests_search_words_update ON requests`,
  `DROP TRIGGER trg_requests_search_words_insert ON requests`,
  `DROP TRIGGER trg_companies_search_words_update ON companies`,
  `DROP TRIGGER trg_companies_search_words_insert ON companies`,
  `DROP FUNCTION search_words_collect()`,
  `DROP TABLE search_words`,
  requestsBeforeWrite(false),
  companiesBeforeWrite(false),
  setUpdatedAt([]),
  `DROP FUNCTION f_place_keys(text, text[])`,
  `ALTER TABLE requests DROP COLUMN place_keys`,
  `ALTER TABLE companies DROP COLUMN place_keys`,
  `ALTER TABLE requests DROP COLUMN search_vector`,
  `ALTER TABLE companies DROP COLUMN search_vector`,
  `DROP TEXT SEARCH CONFIGURATION public.es_unaccent`,
];

export class FullTextSearch1765800000000 implements MigrationInterface {
  name = 'FullTextSearch1765800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
