import { QueryFailedError, type EntityManager } from 'typeorm';

/**
 * What a named SQL function needs to run: the DataSource, or the EntityManager of a transaction
 * in progress (both expose `query`). Functions in a module's `*-sql.ts` take it as their first
 * argument, so a service calls `findX(this.dataSource, …)` or `findX(em, …)` inside a transaction.
 */
export type Queryable = Pick<EntityManager, 'query'>;

/** The part of pg's Pool used here (TypeORM's PostgresDriver keeps it as `driver.master`). */
interface PgPool {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

const readers = new WeakMap<object, Queryable>();

/**
 * `db`'s pg pool as a Queryable, for the read-only statements of hot paths (the signed-in lists,
 * the auth guard's read). DataSource.query builds a QueryRunner per call (connect and release,
 * logger and subscriber broadcasts, result wrapping), measurable on a list that costs a few
 * tenths of a millisecond (issue 21). Rows come back as DataSource.query returns them (same pool,
 * same type parsers) and errors are wrapped in QueryFailedError as TypeORM does, so the error
 * translation (503 while PostgreSQL is down, SQLSTATE mapping) is unchanged. Never for writes or
 * transactions (those stay on TypeORM). Anything that is not an initialized PostgreSQL DataSource
 * (a transaction's EntityManager, the bench's stand-ins) is returned as it is.
 */
export function poolReads(db: Queryable): Queryable {
  let reader = readers.get(db);
  if (!reader) {
    const driver = (db as { driver?: { master?: PgPool } }).driver;
    if (!driver) return db;
    reader = {
      async query(sql: string, params?: unknown[]) {
        const pool = driver.master;
        if (!pool) return db.query(sql, params); // not initialized yet: let TypeORM say so
        try {
          return (await pool.query(sql, params)).rows;
        } catch (error) {
          throw new QueryFailedError(sql, params, error as Error);
        }
      },
    } as Queryable;
    readers.set(db, reader);
  }
  return reader;
}
