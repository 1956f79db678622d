import { AdminCommandError } from './admin-accounts.js';
import { parseCommand } from './admin-create.args.js';

describe('admin:create arguments', () => {
  it('reads the super admin form', () => {
    expect(parseCommand(['--email', 'ana@example.com', '--password', 'secreto123', '--name', 'Ana'])).toEqual({
      kind: 'super-admin',
      email: 'ana@example.com',
      password: 'secreto123',
      name: 'Ana',
    });
  });

  it('reads the invitation form', () => {
    expect(parseCommand(['--invite'])).toEqual({ kind: 'invite', email: undefined, role: undefined, days: undefined });
    expect(parseCommand(['--invite', '--email', 'b@example.com', '--role', 'super_admin', '--days', '3'])).toEqual({
      kind: 'invite',
      email: 'b@example.com',
      role: 'super_admin',
      days: 3,
    });
  });

  it('refuses what makes no sense, in Spanish', () => {
    expect(() => parseCommand([])).toThrow(new AdminCommandError('Falta --email.'));
    expect(() => parseCommand(['--invite', '--days', 'siete'])).toThrow(/--days/);
    expect(() => parseCommand(['--invite', '--password', 'x'])).toThrow(/--invite/);
    expect(() => parseCommand(['--email', 'a@b.es', '--role', 'admin'])).toThrow(/--invite/);
    expect(() => parseCommand(['--nope'])).toThrow(/Argumentos no válidos/);
  });
});
