import type { DataSource } from 'typeorm';
import { insertRequest } from './company-factories.js';

/**
 * A request of `clientId` on which `companyId`'s proposal was accepted, straight in SQL (the
 * hiring lifecycle has its own tests): `completed` by default (the job was done), or `hired`
 * (not confirmed yet). `others` also proposed and were declined.
 */
export async function insertHire(
  ds: DataSource,
  opts: { clientId: string; companyId: string; status?: 'completed' | 'hired' | 'active'; others?: string[]; title?: string },
): Promise<string> {
  const status = opts.status ?? 'completed';
  const requestId = await insertRequest(ds, opts.clientId, { title: opts.title ?? 'Mudanza contratada', status: 'active' });
  await ds.query(
    `INSERT INTO proposals (request_id, company_id, message, price, status, responded_at)
     VALUES ($1, $2, '<p>Lo hacemos el lunes.</p>', 450, 'accepted', now())`,
    [requestId, opts.companyId],
  );
  for (const other of opts.others ?? []) {
    await ds.query(
      `INSERT INTO proposals (request_id, company_id, message, price, status, responded_at)
       VALUES ($1, $2, '<p>Otra oferta.</p>', 500, 'rejected', now())`,
      [requestId, other],
    );
  }
  await ds.query(
    `UPDATE requests SET status = $2::text::request_status,
            hired_at = CASE WHEN $2::text <> 'active' THEN now() - interval '3 days' END,
            completed_at = CASE WHEN $2::text = 'completed' THEN now() END
      WHERE id = $1`,
    [requestId, status],
  );
  return requestId;
}

/** An extra accepted proposal of another company on the same request (clients could hire several before issue 18). */
export async function insertAcceptedProposal(ds: DataSource, requestId: string, companyId: string): Promise<void> {
  await ds.query(
    `INSERT INTO proposals (request_id, company_id, message, price, status, responded_at)
     VALUES ($1, $2, '<p>También lo hacemos.</p>', 300, 'accepted', now())`,
    [requestId, companyId],
  );
}
