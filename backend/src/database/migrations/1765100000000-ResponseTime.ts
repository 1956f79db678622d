import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, "Response time": a company's median time from first opening a request
 * (request_views, written by GET /api/requests/:id) to sending its proposal on it, kept on
 * companies.response_minutes / response_samples so the profile, the proposals and the ranking
 * read one column.
 *
 * A trigger and not the app: every insert of a proposal recomputes it, whoever writes it (the
 * API, the demo seed, a script), in the same transaction, and the numbers never drift.
 * - Samples: the company's last 50 proposals that have a request_views row opened before the
 *   proposal was sent (a view recorded after proposing says nothing about the response).
 * - Median: percentile_cont(0.5) of (proposals.created_at − first_viewed_at), in minutes,
 *   rounded; NULL with fewer than 3 samples (one or two quick answers are no record yet).
 * - Cost: ix_proposals_company_id_created_at (newest first) and pk_request_views, at most
 *   50 lookups. The row is updated only when the numbers change.
 * - refresh_company_response_time(company) does the work; data loaders that write request_views
 *   after the proposals (the demo seed) call it once per company.
 * - set_updated_at ignores the two columns, as it ignores search_text and proposal_count: a
 *   derived number is not an edit of the company.
 */
const REFRESH = `CREATE FUNCTION refresh_company_response_time(p_company uuid) RETURNS void
     LANGUAGE plpgsql
     AS $fn$
     DECLARE
       v_samples integer;
       v_median integer;
     BEGIN
       SELECT count(*)::int, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.minutes))::int
         INTO v_samples, v_median
         FROM (SELECT extract(epoch FROM p.created_at - v.first_viewed_at) / 60 AS minutes
                 FROM proposals p
                 JOIN request_views v ON v.company_id = p.company_id AND v.request_id = p.request_id
                WHERE p.company_id = p_company AND v.first_viewed_at <= p.created_at
                ORDER BY p.created_at DESC
                LIMIT 50) s;
       IF v_samples < 3 THEN
         v_median := NULL;
       END IF;
       UPDATE companies SET response_minutes = v_median, response_samples = v_samples
        WHERE id = p_company
          AND (response_minutes IS DISTINCT FROM v_median OR response_samples IS DISTINCT FROM v_samples);
     END
     $fn$`;

const ON_PROPOSAL = `CREATE FUNCTION proposals_update_response_time() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       PERFORM refresh_company_response_time(NEW.company_id);
       RETURN NULL;
     END
     $fn$`;

const SET_UPDATED_AT = (ignored: string[]) => `CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       -- Bump updated_at when something real changed and the writer did not set it itself
       -- (TypeORM's @UpdateDateColumn does). Derived columns do not count as a change.
       IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
          AND (to_jsonb(NEW) - ARRAY[${ignored.map((c) => `'${c}'`).join(', ')}])
              IS DISTINCT FROM (to_jsonb(OLD) - ARRAY[${ignored.map((c) => `'${c}'`).join(', ')}]) THEN
         NEW.updated_at := now();
       END IF;
       RETURN NEW;
     END
     $fn$`;

const DERIVED = ['updated_at', 'search_text', 'proposal_count'];

const UP = [
  REFRESH,
  ON_PROPOSAL,
  `CREATE TRIGGER trg_proposals_response_time AFTER INSERT ON proposals
     FOR EACH ROW EXECUTE FUNCTION proposals_update_response_time()`,
  SET_UPDATED_AT([...DERIVED, 'response_minutes', 'response_samples']),
];

const DOWN = [
  SET_UPDATED_AT(DERIVED),
  `DROP TRIGGER trg_proposals_response_time ON proposals`,
  `DROP FUNCTION proposals_update_response_time()`,
  `DROP FUNCTION refresh_company_response_time(uuid)`,
];

export class ResponseTime1765100000000 implements MigrationInterface {
  name = 'ResponseTime1765100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
