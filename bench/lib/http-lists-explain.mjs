// For `npm run bench -- --scale N` (issue 21): what each measured endpoint's SQL costs on the
// database, and how big the tables and the indexes those statements use are, so the two scales can
// be compared. The statements are the compiled services' own (called through a recording stand-in
// DataSource, as bench/lib/bare-server.mjs calls them), EXPLAIN (ANALYZE, BUFFERS) each.
import { toAuthUser } from '../../backend/dist/common/auth/auth-user.js';
import { AuthUsersService } from '../../backend/dist/common/auth/auth-users.service.js';
import { CompaniesService } from '../../backend/dist/modules/companies/companies.service.js';
import { MessagingService } from '../../backend/dist/modules/messaging/messaging.service.js';
import { ProposalsService } from '../../backend/dist/modules/proposals/proposals.service.js';
import { RequestsService } from '../../backend/dist/modules/requests/requests.service.js';
import { explain, recordingDataSource } from './scratch-db.mjs';

/** The tables the measured lists read. */
export const MAIN_TABLES = ['users', 'user_roles', 'companies', 'company_images', 'reviews', 'requests', 'proposals', 'messages'];

/**
 * Per endpoint key, the statements its service sends for its first request variant (for the two
 * searches, one broad search), each with EXPLAIN's execution time and the indexes the plan reads.
 */
export async function explainEndpoints(ds, { heavyClientIds, heavyCompanyUserIds, companyParam }) {
  const rec = recordingDataSource(ds);
  const authUsers = new AuthUsersService(rec);
  const asUser = async (id) => toAuthUser(await authUsers.findById(id));
  const companies = new CompaniesService(rec);
  const calls = {
    // One broad search of each mix (bench/lib/search-queries.mjs): the most matches, so the worst growth.
    directorio: async () => companies.list({ q: 'mudanzas', province: 'Madrid' }),
    trabajos: async () => new RequestsService(rec).list({ q: 'mudanza' }),
    empresa: async () => companies.detail(await companies.requireVisibleRow(companyParam)),
    'mis-solic': async () => new RequestsService(rec).mine(await asUser(heavyClientIds[0]), { page: 1 }),
    'mis-prop': async () => new ProposalsService(rec, null, null).mine(await asUser(heavyCompanyUserIds[0]), { page: 1 }),
    convers: async () => new MessagingService(rec, null, null, null, null).conversations(await asUser(heavyCompanyUserIds[0]), {}),
  };
  const out = {};
  for (const [key, call] of Object.entries(calls)) {
    rec.take();
    await call();
    const statements = [];
    for (const query of rec.take()) {
      const { executionMs, plan } = await explain(ds, key, query, { print: false });
      const indexes = [
        ...new Set(
          plan.flatMap((l) => [...l.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1])),
        ),
      ];
      const seqScans = [...new Set(plan.flatMap((l) => [...l.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
      statements.push({ sql: query.sql.replace(/\s+/g, ' ').slice(0, 90), executionMs, indexes, seqScans, plan });
    }
    out[key] = statements;
  }
  return out;
}

/** Heap size and total index size of the main tables, and the size of each of their indexes (bytes). */
export async function relationSizes(ds) {
  const tables = await ds.query(
    `SELECT c.relname AS name, pg_relation_size(c.oid)::bigint AS heap, pg_indexes_size(c.oid)::bigint AS indexes, c.reltuples::bigint AS rows
       FROM pg_class c WHERE c.relname = ANY($1) AND c.relkind = 'r' ORDER BY c.relname`,
    [MAIN_TABLES],
  );
  const indexes = await ds.query(
    `SELECT i.relname AS name, t.relname AS "table", pg_relation_size(i.oid)::bigint AS size
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) ORDER BY t.relname, i.relname`,
    [MAIN_TABLES],
  );
  const num = (rows, ...keys) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, keys.includes(k) ? Number(v) : v])));
  return { tables: num(tables, 'heap', 'indexes', 'rows'), indexes: num(indexes, 'size') };
}
