import type { Queryable } from '../../common/database/queryable.js';

/**
 * Issue 18, "Response time": the first time a company opens an active request that is not its
 * account's own. Only the first opening counts (the PRIMARY KEY (company_id, request_id) and ON
 * CONFLICT DO NOTHING keep it), at the database's now(), the clock of proposals.created_at, so the
 * trigger of migration 1765100000000-ResponseTime can subtract one from the other.
 */
export async function insertFirstView(db: Queryable, companyUserId: string, requestId: string): Promise<void> {
  await db.query(
    `INSERT INTO request_views (company_id, request_id)
     SELECT c.id, r.id FROM companies c JOIN requests r ON r.id = $2
      WHERE c.user_id = $1 AND r.client_id <> $1 AND r.status = 'active'
     ON CONFLICT DO NOTHING`,
    [companyUserId, requestId],
  );
}
