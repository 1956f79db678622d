import { describe, expect, it } from '@jest/globals';
import { DataSource, type EntityMetadata } from 'typeorm';
import { entities } from './entities.js';

/** Builds the entity metadata without connecting (buildMetadatas is what initialize() runs first). */
async function metadata(): Promise<EntityMetadata[]> {
  const dataSource = new DataSource({ type: 'postgres', entities, synchronize: false });
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  return dataSource.entityMetadatas;
}

describe('entities', () => {
  it('load without circular-import problems and map to snake_case columns', async () => {
    const all = await metadata();
    expect(all).toHaveLength(entities.length);
    for (const entity of all) {
      expect(entity.tableName).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const column of entity.columns) {
        expect(`${entity.tableName}.${column.databaseName}`).toMatch(/^[a-z0-9_]+\.[a-z][a-z0-9_]*$/);
      }
    }
  });

  it('name every constraint and give every foreign key an explicit ON DELETE', async () => {
    for (const entity of await metadata()) {
      for (const fk of entity.foreignKeys) {
        expect(fk.name).toMatch(new RegExp(`^fk_${entity.tableName}_`));
        expect(fk.onDelete).toMatch(/^(CASCADE|SET NULL|RESTRICT)$/);
      }
      for (const unique of entity.uniques) expect(unique.name).toMatch(/^uq_/);
      for (const check of entity.checks) expect(check.name).toMatch(/^ck_/);
      for (const index of entity.indices) expect(index.name).toMatch(/^(ix|uq)_/);
    }
  });

  /** Calendar days, not instants: the day a service is wanted, as the client chose it in Spain. */
  const CALENDAR_DAYS = new Set([
    'requests.service_date',
    'proposals.available_date',
    'proposals.valid_until',
    'request_alerts.digest_day',
    'company_insight_days.day',
    'site_visit_days.day',
    'insight_peer_medians.day',
    'company_documents.expires_on',
  ]);

  it('use timestamptz for every date column (plain date only for calendar days)', async () => {
    for (const entity of await metadata()) {
      for (const column of entity.columns) {
        const name = `${entity.tableName}.${column.databaseName}`;
        if (CALENDAR_DAYS.has(name)) expect(`${name}:${String(column.type)}`).toBe(`${name}:date`);
        else if (column.type === Date || /timestamp|date/i.test(String(column.type))) {
          expect(`${name}:${String(column.type)}`).toMatch(/:timestamptz$/);
        }
      }
    }
  });
});
