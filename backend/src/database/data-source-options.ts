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
    extra: { max: 20, connectionTimeoutMillis: 5000, application_name: 'rutalia' },
    ...overrides,
  } as DataSourceOptions;
}
