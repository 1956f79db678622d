import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrations } from './migrate.js';
import { seedPlans } from './seeds/plans.seed.js';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('No hay base de datos configurada (DATABASE_URL o la embebida).');
        return dataSourceOptions(config.databaseUrl);
      },
      // Migrations run before anything else touches the database; the plans are reference data
      // every environment needs (inserted when missing, never overwriting an admin's edits).
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await runMigrations(dataSource);
        await seedPlans(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
