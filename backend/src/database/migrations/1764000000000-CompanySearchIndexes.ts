import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for comparing places and services without accents or case:
 * - the directory's province and city filters and the location landings:
 *   `f_search_normalize(province|city) IN (f_search_normalize($1), …)`;
 * - company matching (`GET /requests/:id/matches`): companies sharing a service
 *   (`f_search_normalize_array(services) && …`) or the place with the request.
 * All partial on the visible companies, which is what every public query asks for
 * (ix_companies_province/ix_companies_city/ix_companies_services are on the raw values).
 */
export class CompanySearchIndexes1764000000000 implements MigrationInterface {
  name = 'CompanySearchIndexes1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX ix_companies_province_norm ON companies (f_search_normalize(province)) WHERE is_active AND status = 'active'`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_companies_city_norm ON companies (f_search_normalize(city)) WHERE is_active AND status = 'active'`,
    );
    // f_search_normalize of every element (order kept, NULL elements dropped).
    await queryRunner.query(
      `CREATE FUNCTION f_search_normalize_array(text[]) RETURNS text[]
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $fn$ SELECT coalesce(array_agg(public.f_search_normalize(s) ORDER BY n) FILTER (WHERE s IS NOT NULL), '{}')
                   FROM unnest($1) WITH ORDINALITY AS t(s, n) $fn$`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_companies_services_norm ON companies USING gin (f_search_normalize_array(services)) WHERE is_active AND status = 'active'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_companies_services_norm`);
    await queryRunner.query(`DROP FUNCTION f_search_normalize_array(text[])`);
    await queryRunner.query(`DROP INDEX ix_companies_city_norm`);
    await queryRunner.query(`DROP INDEX ix_companies_province_norm`);
  }
}
