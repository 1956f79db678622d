import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seedDemo } from './demo.seed.js';

/** A fresh embedded start gets demo data so the site looks alive; a database with users never does. */
export async function loadDemoData(app: INestApplicationContext, uploadsDir: string): Promise<void> {
  const started = performance.now();
  const result = await seedDemo(app.get(DataSource), { uploadsDir });
  if (result.skipped) return;
  const summary = Object.entries(result.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');
  console.log(`Datos de demostración cargados en ${Math.round(performance.now() - started)} ms: ${summary}`);
}
