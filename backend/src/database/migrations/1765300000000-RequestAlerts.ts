import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, "Alerts for new requests":
 * - `company_alert_settings`: one row per company: what it wants to hear about (category slugs
 *   and/or tree services), where (origin province slugs OR a radius in km around its base,
 *   optional destination province slugs), how it wants the mail (`instant`, `digest`, `none`) and
 *   an unguessable unsubscribe token for the one-click link of every alert mail. GIN indexes on
 *   the arrays (only enabled rows) let the fan-out find the candidates of a request by set.
 * - `request_alerts`: one row per (company, request) that was alerted (the in-app alert) and
 *   whether and how it was mailed (`mail_kind` instant/digest, `mailed_at`, `digest_day`). The
 *   primary key is what keeps «one alert and one mail per company per request at most» when the
 *   fan-out or the digest run twice.
 */
const UP = [
  `CREATE TABLE company_alert_settings (
     company_id uuid NOT NULL,
     enabled boolean NOT NULL DEFAULT true,
     categories text[] NOT NULL DEFAULT '{}',
     services text[] NOT NULL DEFAULT '{}',
     origin_provinces text[] NOT NULL DEFAULT '{}',
     radius_km integer,
     destination_provinces text[] NOT NULL DEFAULT '{}',
     email_mode varchar(10) NOT NULL DEFAULT 'instant',
     unsubscribe_token varchar(64) NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_company_alert_settings PRIMARY KEY (company_id),
     CONSTRAINT fk_company_alert_settings_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT uq_company_alert_settings_unsubscribe_token UNIQUE (unsubscribe_token),
     CONSTRAINT ck_company_alert_settings_email_mode CHECK (email_mode IN ('instant', 'digest', 'none')),
     CONSTRAINT ck_company_alert_settings_radius CHECK (radius_km IS NULL OR radius_km BETWEEN 5 AND 500),
     CONSTRAINT ck_company_alert_settings_where CHECK (radius_km IS NULL OR cardinality(origin_provinces) = 0)
   )`,
  `CREATE INDEX ix_company_alert_settings_categories ON company_alert_settings USING gin (categories) WHERE enabled`,
  `CREATE INDEX ix_company_alert_settings_services ON company_alert_settings USING gin (services) WHERE enabled`,
  `CREATE INDEX ix_company_alert_settings_origin_provinces ON company_alert_settings USING gin (origin_provinces) WHERE enabled`,
  `CREATE INDEX ix_company_alert_settings_radius ON company_alert_settings (company_id) WHERE enabled AND radius_km IS NOT NULL`,
  `CREATE INDEX ix_company_alert_settings_digest ON company_alert_settings (company_id) WHERE enabled AND email_mode = 'digest'`,
  `CREATE TABLE request_alerts (
     company_id uuid NOT NULL,
     request_id uuid NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     mail_kind varchar(10),
     mailed_at timestamptz,
     digest_day date,
     CONSTRAINT pk_request_alerts PRIMARY KEY (company_id, request_id),
     CONSTRAINT fk_request_alerts_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT fk_request_alerts_request FOREIGN KEY (request_id) REFERENCES requests (id) ON DELETE CASCADE,
     CONSTRAINT ck_request_alerts_mail_kind CHECK (mail_kind IS NULL OR mail_kind IN ('instant', 'digest')),
     CONSTRAINT ck_request_alerts_mailed CHECK ((mail_kind IS NULL) = (mailed_at IS NULL))
   )`,
  `CREATE INDEX ix_request_alerts_company_created_at ON request_alerts (company_id, created_at DESC)`,
  `CREATE INDEX ix_request_alerts_request_id ON request_alerts (request_id)`,
  `CREATE INDEX ix_request_alerts_unmailed ON request_alerts (company_id, created_at) WHERE mailed_at IS NULL`,
];

const DOWN = [`DROP TABLE request_alerts`, `DROP TABLE company_alert_settings`];

export class RequestAlerts1765300000000 implements MigrationInterface {
  name = 'RequestAlerts1765300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
