import type { Queryable } from '../../common/database/queryable.js';

/** Whose galleries to bring in line: one company, or every company whose latest subscription is on a plan. */
export type GalleryScope = { companyId: string } | { planId: string };

/**
 * The one rule of what a plan hides (issue 19): a company shows the first `max_gallery_images`
 * images of its gallery in its order (position, then upload time) and the rest are hidden, never
 * deleted; null shows them all. The plan is the one of the company's latest subscription, with
 * or without access: a lapsed trial keeps its page as it was (access only decides uploads).
 * One statement that only writes the rows whose flag changes; returns how many changed.
 * Callers lock the company rows first (`lockCompanies`), as uploads do, so an upload and a plan
 * change never count the gallery at the same time.
 */
export async function applyGalleryLimit(db: Queryable, scope: GalleryScope): Promise<number> {
  const [companyFilter, param] =
    'companyId' in scope
      ? ['c.id = $1', scope.companyId]
      : ['c.id IN (SELECT company_id FROM company_subscriptions WHERE plan_id = $1)', scope.planId];
  const rows = await db.query<{ id: string }[]>(
    `WITH limits AS (
       SELECT c.id AS company_id, p.max_gallery_images AS max_images
         FROM companies c
         JOIN LATERAL (SELECT s.plan_id FROM company_subscriptions s WHERE s.company_id = c.id
                        ORDER BY s.created_at DESC, s.id DESC LIMIT 1) latest ON true
         JOIN subscription_plans p ON p.id = latest.plan_id
        WHERE ${companyFilter}),
     ranked AS (
       SELECT i.id, (l.max_images IS NOT NULL AND
                     row_number() OVER (PARTITION BY i.company_id ORDER BY i.position, i.created_at, i.id) > l.max_images) AS hide
         FROM company_images i JOIN limits l ON l.company_id = i.company_id)
     UPDATE company_images ci SET hidden_by_plan = r.hide
       FROM ranked r
      WHERE ci.id = r.id AND ci.hidden_by_plan IS DISTINCT FROM r.hide
     RETURNING ci.id`,
    [param],
  );
  return rows.length;
}

/** Locks the rows of the companies in scope (FOR UPDATE, in id order so two callers never deadlock). */
export async function lockGalleryCompanies(db: Queryable, scope: GalleryScope): Promise<void> {
  if ('companyId' in scope) {
    await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [scope.companyId]);
    return;
  }
  await db.query(
    `SELECT 1 FROM companies WHERE id IN (SELECT company_id FROM company_subscriptions WHERE plan_id = $1) ORDER BY id FOR UPDATE`,
    [scope.planId],
  );
}
