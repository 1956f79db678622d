import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole Rutalia data model (hand-written; the entities mirror it exactly).
 *
 * Conventions: uuid keys from gen_random_uuid(), snake_case columns, timestamptz times,
 * money numeric(10,2), every status a PostgreSQL enum type, every foreign key with an
 * explicit ON DELETE, constraint/index names `pk_|fk_|uq_|ck_|ix_<table>_...`.
 *
 * Database-side helpers created here:
 * - f_unaccent(text): IMMUTABLE wrapper of unaccent (indexable);
 *   f_search_normalize(text) = lower(f_unaccent(text)) with whitespace collapsed: apply it to
 *   the search term (LIKE wildcards escaped by the app) and compare
 *   with `search_text LIKE '%' || f_search_normalize($1) || '%'` (GIN trigram indexes).
 * - f_slugify(text): the spec's slug rule (lower case, no accents, [a-z0-9-], max 60).
 * - companies/requests `search_text` and blank `slug` filled by BEFORE triggers.
 * - requests.proposal_count kept by a trigger on proposals insert/delete.
 * - updated_at bumped by a trigger when a row changes and the writer did not set it.
 * - next_invoice_sequence(year): gapless per-year invoice numbers (invoice_counters).
 *
 * Never edit this migration once it has landed: add a new one.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) {
      await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) {
      await queryRunner.query(statement);
    }
  }
}

/** Tables with an updated_at column kept by trigger `trg_<table>_set_updated_at`. */
const TABLES_WITH_UPDATED_AT = [
  'users',
  'companies',
  'requests',
  'proposals',
  'subscription_plans',
  'company_subscriptions',
  'company_billing_data',
  'reviews',
  'blog_posts',
] as const;

const UP: string[] = [
  // ---------------------------------------------------------------- extensions and helpers
  `CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public`,
  `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`,

  // unaccent() is only STABLE (it depends on the dictionary search path); pinning the
  // dictionary makes the wrapper safe to declare IMMUTABLE and use in indexes.
  `CREATE FUNCTION f_unaccent(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$`,

  `CREATE FUNCTION f_search_normalize(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $fn$ SELECT lower(public.f_unaccent(regexp_replace(btrim($1), '[[:space:]]+', ' ', 'g'))) $fn$`,

  // Spec slug rule: lower case, accents removed, only letters, digits, spaces and hyphens,
  // whitespace to hyphens, repeated hyphens collapsed, at most 60 characters.
  `CREATE FUNCTION f_slugify(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $fn$
       SELECT trim(BOTH '-' FROM left(trim(BOTH '-' FROM
         regexp_replace(
           regexp_replace(
             regexp_replace(lower(public.f_unaccent($1)), '[^a-z0-9[:space:]-]', '', 'g'),
             '[[:space:]]+', '-', 'g'),
           '-+', '-', 'g')), 60))
     $fn$`,

  `CREATE FUNCTION set_updated_at() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       -- Bump updated_at when something real changed and the writer did not set it itself
       -- (TypeORM's @UpdateDateColumn does). Derived columns do not count as a change.
       IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
          AND (to_jsonb(NEW) - ARRAY['updated_at', 'search_text', 'proposal_count'])
              IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['updated_at', 'search_text', 'proposal_count']) THEN
         NEW.updated_at := now();
       END IF;
       RETURN NEW;
     END
     $fn$`,

  // ---------------------------------------------------------------- enum types
  `CREATE TYPE user_type AS ENUM ('client', 'company', 'admin', 'super_admin')`,
  `CREATE TYPE user_status AS ENUM ('active', 'suspended', 'inactive')`,
  `CREATE TYPE app_role AS ENUM ('super_admin', 'admin', 'company', 'user')`,
  `CREATE TYPE company_status AS ENUM ('active', 'suspended', 'pending')`,
  `CREATE TYPE payment_status AS ENUM ('pending', 'paid', 'failed', 'overdue')`,
  `CREATE TYPE request_status AS ENUM ('active', 'completed', 'cancelled', 'closed')`,
  `CREATE TYPE proposal_status AS ENUM ('pending', 'accepted', 'rejected')`,
  `CREATE TYPE subscription_status AS ENUM ('trialing', 'active', 'past_due', 'cancelled')`,
  `CREATE TYPE billing_cycle AS ENUM ('monthly', 'yearly')`,
  `CREATE TYPE invoice_status AS ENUM ('pending', 'paid', 'overdue')`,
  `CREATE TYPE newsletter_status AS ENUM ('pending', 'confirmed', 'unsubscribed')`,
  `CREATE TYPE report_type AS ENUM ('company', 'request', 'review', 'user', 'message')`,
  `CREATE TYPE report_status AS ENUM ('pending', 'resolved', 'dismissed', 'reviewed')`,
  `CREATE TYPE mail_status AS ENUM ('pending', 'sent', 'failed')`,

  // ---------------------------------------------------------------- users and auth
  `CREATE TABLE users (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     email varchar(254) NOT NULL,
     password_hash varchar(255) NOT NULL,
     full_name varchar(150) NOT NULL,
     phone varchar(30),
     address varchar(255),
     city varchar(100),
     province varchar(100),
     postal_code varchar(10),
     user_type user_type NOT NULL DEFAULT 'client',
     status user_status NOT NULL DEFAULT 'active',
     suspended_at timestamptz,
     suspension_reason text,
     last_login_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_users PRIMARY KEY (id),
     CONSTRAINT ck_users_suspension_reason
       CHECK (status <> 'suspended' OR (suspension_reason IS NOT NULL AND btrim(suspension_reason) <> ''))
   )`,
  `CREATE UNIQUE INDEX uq_users_email_lower ON users (lower(email))`,
  `CREATE INDEX ix_users_created_at ON users (created_at DESC)`,

  `CREATE TABLE user_roles (
     user_id uuid NOT NULL,
     role app_role NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_user_roles PRIMARY KEY (user_id, role),
     CONSTRAINT fk_user_roles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
   )`,

  `CREATE TABLE refresh_tokens (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     token_hash varchar(128) NOT NULL,
     family_id uuid NOT NULL,
     replaced_by_id uuid,
     expires_at timestamptz NOT NULL,
     revoked_at timestamptz,
     user_agent varchar(500),
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_refresh_tokens PRIMARY KEY (id),
     CONSTRAINT uq_refresh_tokens_token_hash UNIQUE (token_hash),
     CONSTRAINT fk_refresh_tokens_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT fk_refresh_tokens_replaced_by FOREIGN KEY (replaced_by_id) REFERENCES refresh_tokens (id) ON DELETE SET NULL
   )`,
  `CREATE INDEX ix_refresh_tokens_user_id ON refresh_tokens (user_id)`,
  `CREATE INDEX ix_refresh_tokens_family_id ON refresh_tokens (family_id)`,

  `CREATE TABLE password_reset_tokens (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     token_hash varchar(128) NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_password_reset_tokens PRIMARY KEY (id),
     CONSTRAINT uq_password_reset_tokens_token_hash UNIQUE (token_hash),
     CONSTRAINT fk_password_reset_tokens_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
   )`,
  `CREATE INDEX ix_password_reset_tokens_user_id ON password_reset_tokens (user_id)`,

  `CREATE TABLE admin_invitations (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     email varchar(254),
     token_hash varchar(128) NOT NULL,
     user_type user_type NOT NULL DEFAULT 'admin',
     created_by uuid,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     used_by uuid,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_admin_invitations PRIMARY KEY (id),
     CONSTRAINT uq_admin_invitations_token_hash UNIQUE (token_hash),
     CONSTRAINT fk_admin_invitations_created_by FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT fk_admin_invitations_used_by FOREIGN KEY (used_by) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT ck_admin_invitations_user_type CHECK (user_type IN ('admin', 'super_admin'))
   )`,

  // ---------------------------------------------------------------- companies
  `CREATE TABLE companies (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     slug varchar(60) NOT NULL,
     company_name varchar(200) NOT NULL,
     contact_person varchar(150) NOT NULL DEFAULT 'No especificado',
     email varchar(254),
     phone varchar(30),
     city varchar(100) NOT NULL DEFAULT 'No especificada',
     province varchar(100) NOT NULL DEFAULT 'No especificada',
     services text[] NOT NULL DEFAULT '{}',
     description text NOT NULL DEFAULT 'Empresa de logística y transporte',
     website varchar(500),
     logo varchar(500),
     is_active boolean NOT NULL DEFAULT true,
     status company_status NOT NULL DEFAULT 'active',
     verified_at timestamptz,
     suspension_reason text,
     suspended_at timestamptz,
     payment_status payment_status,
     last_payment timestamptz,
     search_text text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_companies PRIMARY KEY (id),
     CONSTRAINT uq_companies_user_id UNIQUE (user_id),
     CONSTRAINT fk_companies_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_companies_company_name CHECK (btrim(company_name) <> ''),
     CONSTRAINT ck_companies_suspension_reason
       CHECK (status <> 'suspended' OR (suspension_reason IS NOT NULL AND btrim(suspension_reason) <> ''))
   )`,
  `CREATE INDEX ix_companies_listed_created_at ON companies (created_at DESC) WHERE is_active AND status = 'active'`,
  `CREATE INDEX ix_companies_province ON companies (province)`,
  `CREATE INDEX ix_companies_city ON companies (city)`,
  `CREATE INDEX ix_companies_services ON companies USING gin (services)`,
  `CREATE INDEX ix_companies_search_text_trgm ON companies USING gin (search_text gin_trgm_ops)`,
  `CREATE FUNCTION companies_before_write() RETURNS trigger
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
         translate(array_to_string(NEW.services, ' '), '-_', '  '))), '');
       RETURN NEW;
     END
     $fn$`,
  `CREATE TRIGGER trg_companies_before_write BEFORE INSERT OR UPDATE ON companies
     FOR EACH ROW EXECUTE FUNCTION companies_before_write()`,

  `CREATE TABLE company_images (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     url varchar(500) NOT NULL,
     thumbnail_url varchar(500),
     storage_key varchar(500),
     width integer,
     height integer,
     position integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_company_images PRIMARY KEY (id),
     CONSTRAINT fk_company_images_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE
   )`,
  `CREATE INDEX ix_company_images_company_id_position ON company_images (company_id, position)`,

  // ---------------------------------------------------------------- requests and proposals
  `CREATE TABLE requests (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     client_id uuid NOT NULL,
     slug varchar(60) NOT NULL,
     title varchar(200) NOT NULL,
     description text NOT NULL,
     services text[] NOT NULL,
     city varchar(100) NOT NULL,
     province varchar(100) NOT NULL,
     status request_status NOT NULL DEFAULT 'active',
     proposal_count integer NOT NULL DEFAULT 0,
     closed_at timestamptz,
     search_text text NOT NULL DEFAULT '',
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_requests PRIMARY KEY (id),
     CONSTRAINT fk_requests_client FOREIGN KEY (client_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_requests_services_not_empty CHECK (cardinality(services) > 0),
     CONSTRAINT ck_requests_title CHECK (btrim(title) <> ''),
     CONSTRAINT ck_requests_proposal_count CHECK (proposal_count >= 0)
   )`,
  `CREATE INDEX ix_requests_status_created_at ON requests (status, created_at DESC)`,
  `CREATE INDEX ix_requests_client_id_created_at ON requests (client_id, created_at DESC)`,
  `CREATE INDEX ix_requests_services ON requests USING gin (services)`,
  `CREATE INDEX ix_requests_search_text_trgm ON requests USING gin (search_text gin_trgm_ops)`,
  `CREATE INDEX ix_requests_province ON requests (province)`,
  `CREATE INDEX ix_requests_city ON requests (city)`,
  `CREATE FUNCTION requests_before_write() RETURNS trigger
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
  `CREATE TRIGGER trg_requests_before_write BEFORE INSERT OR UPDATE ON requests
     FOR EACH ROW EXECUTE FUNCTION requests_before_write()`,

  `CREATE TABLE proposals (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     request_id uuid NOT NULL,
     company_id uuid NOT NULL,
     message text NOT NULL,
     price numeric(10,2),
     status proposal_status NOT NULL DEFAULT 'pending',
     client_shared_data jsonb,
     responded_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_proposals PRIMARY KEY (id),
     CONSTRAINT uq_proposals_request_company UNIQUE (request_id, company_id),
     CONSTRAINT fk_proposals_request FOREIGN KEY (request_id) REFERENCES requests (id) ON DELETE CASCADE,
     CONSTRAINT fk_proposals_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT ck_proposals_price CHECK (price IS NULL OR price >= 0),
     CONSTRAINT ck_proposals_message CHECK (btrim(message) <> ''),
     CONSTRAINT ck_proposals_client_shared_data_accepted CHECK (client_shared_data IS NULL OR status = 'accepted'),
     CONSTRAINT ck_proposals_client_shared_data_no_email
       CHECK (client_shared_data IS NULL OR NOT (client_shared_data ? 'client_email'))
   )`,
  `CREATE INDEX ix_proposals_company_id_created_at ON proposals (company_id, created_at DESC)`,
  `CREATE INDEX ix_proposals_request_id_status ON proposals (request_id, status)`,
  `CREATE FUNCTION proposals_maintain_request_count() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         UPDATE requests SET proposal_count = proposal_count + 1 WHERE id = NEW.request_id;
       ELSIF TG_OP = 'DELETE' THEN
         UPDATE requests SET proposal_count = greatest(proposal_count - 1, 0) WHERE id = OLD.request_id;
       ELSIF NEW.request_id IS DISTINCT FROM OLD.request_id THEN
         UPDATE requests SET proposal_count = greatest(proposal_count - 1, 0) WHERE id = OLD.request_id;
         UPDATE requests SET proposal_count = proposal_count + 1 WHERE id = NEW.request_id;
       END IF;
       RETURN NULL;
     END
     $fn$`,
  `CREATE TRIGGER trg_proposals_count AFTER INSERT OR DELETE OR UPDATE OF request_id ON proposals
     FOR EACH ROW EXECUTE FUNCTION proposals_maintain_request_count()`,

  // ---------------------------------------------------------------- subscriptions and billing
  `CREATE TABLE subscription_plans (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     plan_name varchar(50) NOT NULL,
     display_name varchar(100) NOT NULL,
     description text,
     price_monthly numeric(10,2) NOT NULL,
     price_yearly numeric(10,2),
     max_proposals_per_month integer,
     features text[] NOT NULL DEFAULT '{}',
     is_active boolean NOT NULL DEFAULT true,
     is_popular boolean NOT NULL DEFAULT false,
     sort_order integer NOT NULL DEFAULT 0,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_subscription_plans PRIMARY KEY (id),
     CONSTRAINT uq_subscription_plans_plan_name UNIQUE (plan_name),
     CONSTRAINT ck_subscription_plans_prices CHECK (price_monthly >= 0 AND (price_yearly IS NULL OR price_yearly >= 0)),
     CONSTRAINT ck_subscription_plans_max_proposals
       CHECK (max_proposals_per_month IS NULL OR max_proposals_per_month >= 0)
   )`,

  `CREATE TABLE company_subscriptions (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     plan_id uuid NOT NULL,
     status subscription_status NOT NULL DEFAULT 'trialing',
     billing_cycle billing_cycle NOT NULL DEFAULT 'monthly',
     trial_ends_at timestamptz,
     current_period_start timestamptz NOT NULL DEFAULT now(),
     current_period_end timestamptz NOT NULL,
     cancel_at_period_end boolean NOT NULL DEFAULT false,
     cancelled_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_company_subscriptions PRIMARY KEY (id),
     CONSTRAINT fk_company_subscriptions_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT fk_company_subscriptions_plan FOREIGN KEY (plan_id) REFERENCES subscription_plans (id) ON DELETE RESTRICT,
     CONSTRAINT ck_company_subscriptions_period CHECK (current_period_end > current_period_start),
     CONSTRAINT ck_company_subscriptions_trial CHECK (status <> 'trialing' OR trial_ends_at IS NOT NULL)
   )`,
  `CREATE UNIQUE INDEX uq_company_subscriptions_open ON company_subscriptions (company_id) WHERE status <> 'cancelled'`,
  `CREATE INDEX ix_company_subscriptions_company_id_created_at ON company_subscriptions (company_id, created_at DESC)`,
  `CREATE INDEX ix_company_subscriptions_status_period_end ON company_subscriptions (status, current_period_end)`,
  `CREATE INDEX ix_company_subscriptions_status_trial_ends_at ON company_subscriptions (status, trial_ends_at)`,
  `CREATE INDEX ix_company_subscriptions_plan_id ON company_subscriptions (plan_id)`,

  `CREATE TABLE invoice_counters (
     year integer NOT NULL,
     last_value integer NOT NULL DEFAULT 0,
     CONSTRAINT pk_invoice_counters PRIMARY KEY (year),
     CONSTRAINT ck_invoice_counters_last_value CHECK (last_value >= 0)
   )`,
  // Gapless: the counter row stays locked until the issuing transaction ends, and a
  // rollback also rolls the increment back.
  `CREATE FUNCTION next_invoice_sequence(p_year integer) RETURNS integer
     LANGUAGE sql VOLATILE
     AS $fn$
       INSERT INTO invoice_counters AS c (year, last_value) VALUES (p_year, 1)
       ON CONFLICT (year) DO UPDATE SET last_value = c.last_value + 1
       RETURNING c.last_value
     $fn$`,

  `CREATE TABLE invoices (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     subscription_id uuid NOT NULL,
     invoice_number varchar(20) NOT NULL,
     invoice_year integer NOT NULL,
     invoice_sequence integer NOT NULL,
     description varchar(255),
     period_start timestamptz NOT NULL,
     period_end timestamptz NOT NULL,
     base_amount numeric(10,2) NOT NULL,
     tax_rate numeric(5,2) NOT NULL DEFAULT 21,
     tax_amount numeric(10,2) NOT NULL,
     amount numeric(10,2) NOT NULL,
     currency char(3) NOT NULL DEFAULT 'EUR',
     due_date timestamptz NOT NULL,
     status invoice_status NOT NULL DEFAULT 'pending',
     paid_at timestamptz,
     billing_snapshot jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_invoices PRIMARY KEY (id),
     CONSTRAINT uq_invoices_invoice_number UNIQUE (invoice_number),
     CONSTRAINT uq_invoices_year_sequence UNIQUE (invoice_year, invoice_sequence),
     CONSTRAINT uq_invoices_subscription_period UNIQUE (subscription_id, period_start),
     CONSTRAINT fk_invoices_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE RESTRICT,
     CONSTRAINT fk_invoices_subscription FOREIGN KEY (subscription_id) REFERENCES company_subscriptions (id) ON DELETE RESTRICT,
     CONSTRAINT ck_invoices_sequence CHECK (invoice_sequence BETWEEN 1 AND 999999),
     CONSTRAINT ck_invoices_number_format
       CHECK (invoice_number = 'RUT-' || invoice_year::text || '-' || lpad(invoice_sequence::text, 6, '0')),
     CONSTRAINT ck_invoices_period CHECK (period_end > period_start),
     CONSTRAINT ck_invoices_amounts
       CHECK (base_amount >= 0 AND tax_amount >= 0 AND tax_rate >= 0 AND amount = base_amount + tax_amount),
     CONSTRAINT ck_invoices_paid_at CHECK (status <> 'paid' OR paid_at IS NOT NULL)
   )`,
  `CREATE INDEX ix_invoices_company_id_created_at ON invoices (company_id, created_at DESC)`,
  `CREATE INDEX ix_invoices_status_due_date ON invoices (status, due_date)`,

  `CREATE TABLE company_billing_data (
     company_id uuid NOT NULL,
     billing_name varchar(200) NOT NULL,
     tax_id varchar(20) NOT NULL,
     billing_address varchar(255) NOT NULL,
     billing_city varchar(100) NOT NULL,
     billing_province varchar(100) NOT NULL,
     billing_postal_code varchar(10) NOT NULL,
     billing_country varchar(100) NOT NULL DEFAULT 'España',
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_company_billing_data PRIMARY KEY (company_id),
     CONSTRAINT fk_company_billing_data_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE
   )`,

  // ---------------------------------------------------------------- messaging and reviews
  `CREATE TABLE messages (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     sender_id uuid NOT NULL,
     receiver_id uuid NOT NULL,
     request_id uuid,
     content text NOT NULL,
     is_read boolean NOT NULL DEFAULT false,
     read_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_messages PRIMARY KEY (id),
     CONSTRAINT fk_messages_sender FOREIGN KEY (sender_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT fk_messages_receiver FOREIGN KEY (receiver_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT fk_messages_request FOREIGN KEY (request_id) REFERENCES requests (id) ON DELETE SET NULL,
     CONSTRAINT ck_messages_not_self CHECK (sender_id <> receiver_id),
     CONSTRAINT ck_messages_content_length CHECK (char_length(btrim(content)) > 0 AND char_length(content) <= 5000)
   )`,
  `CREATE INDEX ix_messages_receiver_unread ON messages (receiver_id, sender_id) WHERE NOT is_read`,
  `CREATE INDEX ix_messages_sender_receiver_created_at ON messages (sender_id, receiver_id, created_at DESC)`,
  `CREATE INDEX ix_messages_receiver_sender_created_at ON messages (receiver_id, sender_id, created_at DESC)`,
  `CREATE INDEX ix_messages_request_id ON messages (request_id)`,

  `CREATE TABLE reviews (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     user_id uuid NOT NULL,
     rating smallint NOT NULL,
     comment varchar(1000),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_reviews PRIMARY KEY (id),
     CONSTRAINT uq_reviews_company_user UNIQUE (company_id, user_id),
     CONSTRAINT fk_reviews_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT fk_reviews_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_reviews_rating CHECK (rating BETWEEN 1 AND 5)
   )`,
  `CREATE INDEX ix_reviews_company_id_created_at ON reviews (company_id, created_at DESC)`,
  `CREATE INDEX ix_reviews_user_id ON reviews (user_id)`,

  // ---------------------------------------------------------------- content
  `CREATE TABLE contact_messages (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     name varchar(150) NOT NULL,
     email varchar(254) NOT NULL,
     subject varchar(200) NOT NULL,
     message text NOT NULL,
     phone varchar(30),
     company varchar(200),
     read boolean NOT NULL DEFAULT false,
     read_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_contact_messages PRIMARY KEY (id),
     CONSTRAINT ck_contact_messages_message_length CHECK (char_length(message) <= 5000)
   )`,
  `CREATE INDEX ix_contact_messages_read_created_at ON contact_messages (read, created_at DESC)`,

  `CREATE TABLE newsletter_subscriptions (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     email varchar(254) NOT NULL,
     status newsletter_status NOT NULL DEFAULT 'pending',
     confirm_token_hash varchar(128),
     unsubscribe_token uuid NOT NULL DEFAULT gen_random_uuid(),
     confirmed_at timestamptz,
     unsubscribed_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_newsletter_subscriptions PRIMARY KEY (id),
     CONSTRAINT uq_newsletter_subscriptions_confirm_token_hash UNIQUE (confirm_token_hash),
     CONSTRAINT uq_newsletter_subscriptions_unsubscribe_token UNIQUE (unsubscribe_token)
   )`,
  `CREATE UNIQUE INDEX uq_newsletter_subscriptions_email_lower ON newsletter_subscriptions (lower(email))`,

  `CREATE TABLE blog_posts (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     title varchar(200) NOT NULL,
     slug varchar(200) NOT NULL,
     content text NOT NULL,
     excerpt text,
     author_id uuid,
     published boolean NOT NULL DEFAULT false,
     published_at timestamptz,
     featured_image varchar(500),
     tags text[] NOT NULL DEFAULT '{}',
     meta_description varchar(300),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_blog_posts PRIMARY KEY (id),
     CONSTRAINT uq_blog_posts_slug UNIQUE (slug),
     CONSTRAINT fk_blog_posts_author FOREIGN KEY (author_id) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT ck_blog_posts_title CHECK (btrim(title) <> ''),
     CONSTRAINT ck_blog_posts_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
     CONSTRAINT ck_blog_posts_published_at CHECK (NOT published OR published_at IS NOT NULL)
   )`,
  `CREATE INDEX ix_blog_posts_published_published_at ON blog_posts (published, published_at DESC)`,
  `CREATE INDEX ix_blog_posts_author_id ON blog_posts (author_id)`,

  // ---------------------------------------------------------------- moderation, audit, mail
  `CREATE TABLE content_reports (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     report_type report_type NOT NULL,
     target_id uuid NOT NULL,
     reason varchar(200) NOT NULL,
     description text,
     status report_status NOT NULL DEFAULT 'pending',
     reported_by uuid,
     reviewed_by uuid,
     resolved_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_content_reports PRIMARY KEY (id),
     CONSTRAINT fk_content_reports_reported_by FOREIGN KEY (reported_by) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT fk_content_reports_reviewed_by FOREIGN KEY (reviewed_by) REFERENCES users (id) ON DELETE SET NULL
   )`,
  `CREATE INDEX ix_content_reports_status_created_at ON content_reports (status, created_at DESC)`,
  `CREATE INDEX ix_content_reports_target ON content_reports (report_type, target_id)`,
  `CREATE INDEX ix_content_reports_reported_by ON content_reports (reported_by)`,

  `CREATE TABLE audit_logs (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     actor_id uuid,
     action varchar(100) NOT NULL,
     entity_type varchar(50) NOT NULL,
     entity_id uuid,
     reason text,
     details jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_audit_logs PRIMARY KEY (id),
     CONSTRAINT fk_audit_logs_actor FOREIGN KEY (actor_id) REFERENCES users (id) ON DELETE SET NULL
   )`,
  `CREATE INDEX ix_audit_logs_entity ON audit_logs (entity_type, entity_id)`,
  `CREATE INDEX ix_audit_logs_created_at ON audit_logs (created_at DESC)`,
  `CREATE INDEX ix_audit_logs_actor_id ON audit_logs (actor_id)`,

  `CREATE TABLE mail_log (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     dedupe_key varchar(200) NOT NULL,
     to_email varchar(254) NOT NULL,
     template varchar(100) NOT NULL,
     subject varchar(255),
     status mail_status NOT NULL DEFAULT 'pending',
     attempts integer NOT NULL DEFAULT 0,
     sent_at timestamptz,
     error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_mail_log PRIMARY KEY (id),
     CONSTRAINT uq_mail_log_dedupe_key UNIQUE (dedupe_key)
   )`,
  `CREATE INDEX ix_mail_log_status_created_at ON mail_log (status, created_at)`,

  // ---------------------------------------------------------------- updated_at triggers
  ...TABLES_WITH_UPDATED_AT.map(
    (table) =>
      `CREATE TRIGGER trg_${table}_set_updated_at BEFORE UPDATE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  ),
];

const DOWN: string[] = [
  // Dropping a table drops its indexes, constraints and triggers.
  `DROP TABLE mail_log`,
  `DROP TABLE audit_logs`,
  `DROP TABLE content_reports`,
  `DROP TABLE blog_posts`,
  `DROP TABLE newsletter_subscriptions`,
  `DROP TABLE contact_messages`,
  `DROP TABLE reviews`,
  `DROP TABLE messages`,
  `DROP TABLE company_billing_data`,
  `DROP TABLE invoices`,
  `DROP FUNCTION next_invoice_sequence(integer)`,
  `DROP TABLE invoice_counters`,
  `DROP TABLE company_subscriptions`,
  `DROP TABLE subscription_plans`,
  `DROP TABLE proposals`,
  `DROP FUNCTION proposals_maintain_request_count()`,
  `DROP TABLE requests`,
  `DROP FUNCTION requests_before_write()`,
  `DROP TABLE company_images`,
  `DROP TABLE companies`,
  `DROP FUNCTION companies_before_write()`,
  `DROP TABLE admin_invitations`,
  `DROP TABLE password_reset_tokens`,
  `DROP TABLE refresh_tokens`,
  `DROP TABLE user_roles`,
  `DROP TABLE users`,

  `DROP TYPE mail_status`,
  `DROP TYPE report_status`,
  `DROP TYPE report_type`,
  `DROP TYPE newsletter_status`,
  `DROP TYPE invoice_status`,
  `DROP TYPE billing_cycle`,
  `DROP TYPE subscription_status`,
  `DROP TYPE proposal_status`,
  `DROP TYPE request_status`,
  `DROP TYPE payment_status`,
  `DROP TYPE company_status`,
  `DROP TYPE app_role`,
  `DROP TYPE user_status`,
  `DROP TYPE user_type`,

  `DROP FUNCTION set_updated_at()`,
  `DROP FUNCTION f_slugify(text)`,
  `DROP FUNCTION f_search_normalize(text)`,
  `DROP FUNCTION f_unaccent(text)`,
  // The unaccent and pg_trgm extensions stay (other objects may use them).
];
