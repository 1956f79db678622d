import type { DataSourceOptions } from 'typeorm';
import { entities } from './entities.js';
import { migrations } from './migrations/index.js';

/** One definition of the connection, shared by the app, the CLIs and the tests. */
export function dataSourceOptions(url: string, overrides: Partial<DataSourceOptions> = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false, // run by runMigrations() under an advisory lock, see migrate.ts
    migrationsTransactionMode: 'all',
    installExtensions: false, // keys use the built-in gen_random_uuid(); the migration creates what it needs
    // jit off: the lists' short queries are estimated above jit_above_cost (a CTE's guess) and
    // compiling them cost ~130 ms each, a hundred times the query itself (issue 21).
    extra: { max: 20, connectionTimeoutMillis: 5000, application_name: 'rutalia', options: '-c jit=off' },
    ...overrides,
  } as DataSourceOptions;
}
