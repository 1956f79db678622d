import { parseArgs } from 'node:util';
import { AdminCommandError } from './admin-accounts.js';

/** Arguments of `npm run admin:create` (see admin-create.cli.ts). */
export const USAGE = `Uso:
  npm run admin:create -- --email <email> --password <contraseña> [--name <nombre>]
      Crea un superadministrador (o convierte en superadministrador la cuenta con ese email).
  npm run admin:create -- --invite [--email <email>] [--role admin|super_admin] [--days 7]
      Crea una invitación de un solo uso e imprime su enlace.`;

export type Command =
  | { kind: 'super-admin'; email: string; password?: string; name?: string }
  | { kind: 'invite'; email?: string; role?: string; days?: number }
  | { kind: 'help' };

export function parseCommand(argv: string[]): Command {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        invite: { type: 'boolean' },
        role: { type: 'string' },
        days: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new AdminCommandError(`Argumentos no válidos: ${(error as Error).message}`);
  }
  if (values.help) return { kind: 'help' };
  if (values.invite) {
    if (values.password !== undefined || values.name !== undefined)
      throw new AdminCommandError('--password y --name no se usan con --invite.');
    const days = values.days === undefined ? undefined : /^\d+$/.test(String(values.days)) ? Number(values.days) : NaN;
    if (Number.isNaN(days)) throw new AdminCommandError('--days debe ser un número entero de días.');
    return { kind: 'invite', email: values.email as string | undefined, role: values.role as string | undefined, days };
  }
  if (values.role !== undefined || values.days !== undefined) throw new AdminCommandError('--role y --days solo se usan con --invite.');
  if (!values.email) throw new AdminCommandError('Falta --email.');
  return {
    kind: 'super-admin',
    email: values.email as string,
    password: values.password as string | undefined,
    name: values.name as string | undefined,
  };
}
