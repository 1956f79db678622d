import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, "Insights": what a company's statistics and the marketplace funnel count that the
 * other tables do not already hold. No visitor data: counters per day, never an IP, a user or a
 * session id.
 * - `company_insight_days`: per company and Madrid day, how often its public page was opened
 *   (`profile_views`) and how often it was on a page of a public list (`list_appearances`:
 *   directory, search, home, city/service pages). Written in batches by InsightsRecorder.
 * - `site_visit_days`: per Madrid day and category of the landing page ('' = none), how many
 *   visits entered the site (the funnel's first step). Written in batches too.
 * - `insight_peer_medians`: per day, category slug and province (f_search_normalize, '*' = all
 *   Spain), the median company's 30-day figures, recomputed hourly by a job for every group of 6
 *   companies or more, so a company's page reads its comparison by primary key.
 * - ix_request_views_company_first_viewed_at: a company's opened requests in a window
 *   («Solicitudes vistas»).
 * - The plans sell the statistics now that they exist: Básico and Profesional the headline
 *   numbers, Premium the full weekly breakdown (InsightsNotSoldYet had set them to none). A plan
 *   an admin creates still starts without them (default 'none', like alerts and featured level).
 */
const UP = [
  `CREATE TABLE company_insight_days (
     company_id uuid NOT NULL,
     day date NOT NULL,
     profile_views integer NOT NULL DEFAULT 0,
     list_appearances integer NOT NULL DEFAULT 0,
     CONSTRAINT pk_company_insight_days PRIMARY KEY (company_id, day),
     CONSTRAINT fk_company_insight_days_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT ck_company_insight_days_counts CHECK (profile_views >= 0 AND list_appearances >= 0)
   )`,
  `CREATE TABLE site_visit_days (
     day date NOT NULL,
     category varchar(60) NOT NULL DEFAULT '',
     visits integer NOT NULL DEFAULT 0,
     CONSTRAINT pk_site_visit_days PRIMARY KEY (day, category),
     CONSTRAINT ck_site_visit_days_visits CHECK (visits >= 0)
   )`,
  `CREATE TABLE insight_peer_medians (
     day date NOT NULL,
     category varchar(60) NOT NULL,
     province varchar(100) NOT NULL,
     companies integer NOT NULL,
     profile_views integer NOT NULL,
     list_appearances integer NOT NULL,
     job_views integer NOT NULL,
     proposals_sent integer NOT NULL,
     proposals_accepted integer NOT NULL,
     win_rate integer,
     median_response_minutes integer,
     computed_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_insight_peer_medians PRIMARY KEY (category, province, day)
   )`,
  `CREATE INDEX ix_insight_peer_medians_day ON insight_peer_medians (day)`,
  `CREATE INDEX ix_request_views_company_first_viewed_at ON request_views (company_id, first_viewed_at)`,
  `UPDATE subscription_plans SET insights = CASE WHEN plan_name = 'premium' THEN 'full' ELSE 'headline' END
    WHERE plan_name IN ('basic', 'professional', 'premium')`,
];

const DOWN = [
  `UPDATE subscription_plans SET insights = 'none'`,
  `DROP INDEX ix_request_views_company_first_viewed_at`,
  `DROP TABLE insight_peer_medians`,
  `DROP TABLE site_visit_days`,
  `DROP TABLE company_insight_days`,
];

export class CompanyInsights1765500000000 implements MigrationInterface {
  name = 'CompanyInsights1765500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
