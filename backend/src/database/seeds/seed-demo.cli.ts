/**
 * `npm run seed:demo`: loads the demo data into the configured database (DATABASE_URL, or the
 * embedded PostgreSQL when it is unset), after running the migrations. Does nothing when the
 * database already has users.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { startRuntime } from '../../runtime.js';
import { dataSourceOptions } from '../data-source-options.js';
import { runMigrations } from '../migrate.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.seed.js';

/** Spanish labels of the counted tables, in the order they are printed. */
const LABELS: Readonly<Record<string, string>> = {
  users: 'usuarios',
  user_roles: 'roles de usuario',
  companies: 'empresas',
  company_images: 'imágenes de empresas',
  company_subscriptions: 'suscripciones',
  subscription_plans: 'planes de suscripción',
  requests: 'solicitudes',
  proposals: 'propuestas',
  reviews: 'reseñas',
  messages: 'mensajes',
  blog_posts: 'artículos del blog',
  contact_messages: 'mensajes de contacto',
  newsletter_subscriptions: 'suscripciones a la newsletter',
  files: 'archivos (logotipos, galería y portadas)',
  company_documents: 'documentos de empresas',
  private_files: 'archivos privados (documentos)',
};

const ROLE_LABELS: Readonly<Record<string, string>> = { client: 'cliente', company: 'empresa', admin: 'administrador' };

async function main(): Promise<number> {
  const started = performance.now();
  const { config } = await startRuntime();
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl!));
  await dataSource.initialize();
  try {
    const applied = await runMigrations(dataSource);
    if (applied.length > 0) console.log(`Migraciones aplicadas: ${applied.join(', ')}`);
    const result = await seedDemo(dataSource, { uploadsDir: config.uploadsDir, privateDir: config.privateDir });
    if (result.skipped) {
      console.log('La base de datos ya tiene usuarios: no se cargan datos de demostración.');
      return 0;
    }
    const seconds = ((performance.now() - started) / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 });
    console.log(`Datos de demostración cargados en ${seconds} s:`);
    const keys = [...Object.keys(LABELS), ...Object.keys(result.counts).filter((key) => !(key in LABELS))];
    for (const key of keys) {
      if (result.counts[key] !== undefined) console.log(`  ${(LABELS[key] ?? key).padEnd(42, ' ')}${result.counts[key]}`);
    }
    console.log(`Archivos en ${config.uploadsDir}/demo/`);
    console.log(`Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.email.padEnd(28, ' ')}${ROLE_LABELS[account.userType]}: ${account.description}`);
    }
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('No se pudieron cargar los datos de demostración:', error);
    process.exit(1);
  },
);
