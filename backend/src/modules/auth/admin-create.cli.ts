/**
 * `npm run admin:create`: super admins are created from the command line, never by open
 * registration.
 *
 *   npm run admin:create -- --email ana@rutalia.es --password 'secreto123' [--name 'Ana Pérez']
 *     creates a super admin, or promotes the account with that email.
 *   npm run admin:create -- --invite [--email ana@rutalia.es] [--role admin|super_admin] [--days 7]
 *     creates a single-use invitation and prints its link (/register/admin?token=…).
 *
 * Uses DATABASE_URL, or the embedded PostgreSQL when it is unset; runs the migrations first.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../database/data-source-options.js';
import { runMigrations } from '../../database/migrate.js';
import { startRuntime } from '../../runtime.js';
import { AdminCommandError, createAdminInvitation, createOrPromoteSuperAdmin, invitationLink } from './admin-accounts.js';
import { parseCommand, USAGE, type Command } from './admin-create.args.js';

async function main(): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const { config } = await startRuntime({ runWorkers: false });
  const dataSource = new DataSource(dataSourceOptions(config.databaseUrl!));
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    if (command.kind === 'invite') {
      const invitation = await createAdminInvitation(dataSource, { email: command.email, role: command.role, days: command.days });
      const who = invitation.email ? `para ${invitation.email}` : 'para cualquier email';
      const role = invitation.userType === 'super_admin' ? 'superadministrador' : 'administrador';
      console.log(`Invitación de ${role} ${who}, válida hasta ${invitation.expiresAt.toISOString()} (un solo uso):`);
      console.log(invitationLink(config.publicUrl, invitation.token));
    } else {
      const result = await createOrPromoteSuperAdmin(dataSource, {
        email: command.email,
        password: command.password,
        fullName: command.name,
      });
      console.log(result.created ? `Superadministrador ${result.email} creado.` : `La cuenta ${result.email} ahora es superadministrador.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('No se pudo completar el comando:', error);
    process.exit(1);
  },
);
