import type { EntityManager } from 'typeorm';

/**
 * What a named SQL function needs to run: the DataSource, or the EntityManager of a transaction
 * in progress (both expose `query`). Functions in a module's `*-sql.ts` take it as their first
 * argument, so a service calls `findX(this.dataSource, …)` or `findX(em, …)` inside a transaction.
 */
export type Queryable = Pick<EntityManager, 'query'>;
