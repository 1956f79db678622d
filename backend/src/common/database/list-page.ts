import type { ListQuery } from '../admin/simple-rest.js';
import type { Queryable } from './queryable.js';

/** Where an admin list reads from: the row columns, the FROM clause, and (when the row FROM has joins) a cheaper FROM for the count. */
export interface ListSource {
  columns: string;
  from: string;
  countFrom?: string;
}

/**
 * One page of a backoffice list and the total that matches its filter, in parallel: the rows
 * `SELECT columns FROM from WHERE … ORDER BY … LIMIT/OFFSET`, the total with the same WHERE.
 */
export async function fetchListPage<Row>(db: Queryable, list: ListQuery, source: ListSource): Promise<{ rows: Row[]; total: number }> {
  const n = list.params.length;
  const [rows, [{ total }]] = await Promise.all([
    db.query<Row[]>(
      `SELECT ${source.columns} FROM ${source.from} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...list.params, list.limit, list.offset],
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${source.countFrom ?? source.from} WHERE ${list.where}`, list.params),
  ]);
  return { rows, total };
}
