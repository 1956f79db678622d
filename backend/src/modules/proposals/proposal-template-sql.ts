import type { Queryable } from '../../common/database/queryable.js';
import type { ProposalPriceLine } from './proposal.entity.js';

/** SQL of a company's proposal templates (proposal_templates; uq_proposal_templates_company_name). */

export interface ProposalTemplateRow {
  id: string;
  name: string;
  message: string;
  price: string | number | null;
  vatIncluded: boolean;
  includes: string[];
  priceLines: ProposalPriceLine[] | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a template stores besides its company. */
export interface TemplateValues {
  name: string;
  message: string;
  price: number | null;
  vatIncluded: boolean;
  includes: string[];
  priceLines: ProposalPriceLine[] | null;
}

const TEMPLATE_COLUMNS = `id, name, message, price, vat_included AS "vatIncluded", includes, price_lines AS "priceLines",
       created_at AS "createdAt", updated_at AS "updatedAt"`;

const values = (t: TemplateValues) => [
  t.name,
  t.message,
  t.price,
  t.vatIncluded,
  t.includes,
  t.priceLines ? JSON.stringify(t.priceLines) : null,
];

/** The company of a user (companies.user_id is unique), or undefined for an account without one. */
export async function findTemplateCompanyId(db: Queryable, userId: string): Promise<string | undefined> {
  const [company] = await db.query<{ id: string }[]>(`SELECT id FROM companies WHERE user_id = $1`, [userId]);
  return company?.id;
}

/**
 * Serializes the writes of one company's templates until the transaction ends (an advisory lock,
 * as content reports do): its count and its names are then read without a race.
 */
export async function lockCompanyTemplates(db: Queryable, companyId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('proposal_templates:' || $1))`, [companyId]);
}

/** A company's templates, newest first. */
export function listTemplates(db: Queryable, companyId: string): Promise<ProposalTemplateRow[]> {
  return db.query<ProposalTemplateRow[]>(
    `SELECT ${TEMPLATE_COLUMNS} FROM proposal_templates WHERE company_id = $1 ORDER BY created_at DESC, id DESC`,
    [companyId],
  );
}

export async function countTemplates(db: Queryable, companyId: string): Promise<number> {
  const [{ count }] = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM proposal_templates WHERE company_id = $1`, [
    companyId,
  ]);
  return count;
}

/** Whether another template of the company has this name, ignoring case and outer spaces. */
export async function templateNameTaken(db: Queryable, companyId: string, name: string, exceptId?: string): Promise<boolean> {
  const [taken] = await db.query(
    `SELECT 1 FROM proposal_templates
      WHERE company_id = $1 AND lower(btrim(name)) = lower(btrim($2)) AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [companyId, name, exceptId ?? null],
  );
  return Boolean(taken);
}

/** One template of the company (another company's is not found), locked for an update when asked. */
export async function findTemplate(db: Queryable, companyId: string, id: string, lock = false): Promise<ProposalTemplateRow | undefined> {
  const [row] = await db.query<ProposalTemplateRow[]>(
    `SELECT ${TEMPLATE_COLUMNS} FROM proposal_templates WHERE id = $1 AND company_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, companyId],
  );
  return row;
}

export async function insertTemplate(db: Queryable, companyId: string, template: TemplateValues): Promise<ProposalTemplateRow> {
  const [row] = await db.query<ProposalTemplateRow[]>(
    `INSERT INTO proposal_templates (company_id, name, message, price, vat_included, includes, price_lines)
     VALUES ($1, $2, $3, $4::numeric, $5, $6::text[], $7::jsonb)
     RETURNING ${TEMPLATE_COLUMNS}`,
    [companyId, ...values(template)],
  );
  return row;
}

export async function updateTemplate(db: Queryable, id: string, template: TemplateValues): Promise<ProposalTemplateRow> {
  // TypeORM answers UPDATE … RETURNING (and DELETE) with [rows, rowCount].
  const [[row]]: [ProposalTemplateRow[], number] = await db.query(
    `UPDATE proposal_templates
        SET name = $2, message = $3, price = $4::numeric, vat_included = $5, includes = $6::text[], price_lines = $7::jsonb, updated_at = now()
      WHERE id = $1
      RETURNING ${TEMPLATE_COLUMNS}`,
    [id, ...values(template)],
  );
  return row;
}

/** Deletes one template of the company; false when it has none with that id. */
export async function deleteTemplate(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const [deleted]: [{ id: string }[], number] = await db.query(
    `DELETE FROM proposal_templates WHERE id = $1 AND company_id = $2 RETURNING id`,
    [id, companyId],
  );
  return deleted.length > 0;
}
