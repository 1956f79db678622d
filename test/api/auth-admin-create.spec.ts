import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { UserResponseDto } from '@rutalia/api-contract';
import { projectRoot } from '../../backend/src/config/paths.js';
import { AdminCommandError, createAdminInvitation, createOrPromoteSuperAdmin } from '../../backend/src/modules/auth/admin-accounts.js';
import { call, login, registerClient, relaxedRateLimits, TEST_PASSWORD, uniqueEmail } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const CLI = path.join(projectRoot, 'backend', 'dist', 'modules', 'auth', 'admin-create.cli.js');

/** `npm run admin:create`: the functions behind it, and the compiled command as users run it. */
describe('admin:create', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const rolesOf = async (userId: string) =>
    (await ds.query('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId])).map((r: { role: string }) => r.role);

  function runCli(args: string[]) {
    if (!existsSync(CLI)) throw new Error(`Falta ${CLI}: ejecuta "npm run build" (npm test compila antes).`);
    const result = spawnSync(process.execPath, [CLI, ...args], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rutalia-cli-')),
        PUBLIC_URL: 'https://rutalia.test',
        NODE_ENV: 'test',
      },
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('creates a super admin who can sign in', async () => {
    const email = uniqueEmail('jefe');
    const result = await createOrPromoteSuperAdmin(ds, {
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
      fullName: 'Jefa Suprema',
    });
    expect(result).toEqual({ userId: expect.any(String), email, created: true });
    expect(await rolesOf(result.userId)).toEqual(['super_admin', 'admin']);
    const session = await login(t, email);
    expect(session.user).toMatchObject({ fullName: 'Jefa Suprema', userType: 'super_admin', isAdmin: true, isSuperAdmin: true });
  });

  it('promotes an existing account: roles replaced, password kept unless given', async () => {
    const client = await registerClient(t);
    const result = await createOrPromoteSuperAdmin(ds, { email: client.email });
    expect(result.created).toBe(false);
    expect(await rolesOf(client.id)).toEqual(['super_admin', 'admin']);
    expect((await login(t, client.email, TEST_PASSWORD)).user.userType).toBe('super_admin');
    await createOrPromoteSuperAdmin(ds, { email: client.email, password: 'otra-clave-segura' });
    expect((await login(t, client.email, 'otra-clave-segura')).user.isSuperAdmin).toBe(true);
  });

  it('validates its input in Spanish', async () => {
    await expect(createOrPromoteSuperAdmin(ds, { email: 'no-es-email', password: TEST_PASSWORD })).rejects.toThrow(
      new AdminCommandError('El email "no-es-email" no es válido.'),
    );
    await expect(createOrPromoteSuperAdmin(ds, { email: uniqueEmail(), password: 'corta' })).rejects.toThrow(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    await expect(createOrPromoteSuperAdmin(ds, { email: uniqueEmail() })).rejects.toThrow(
      'Para crear una cuenta nueva hace falta --password.',
    );
    await expect(createAdminInvitation(ds, { role: 'company' })).rejects.toThrow('El rol "company" no es válido: usa admin o super_admin.');
    await expect(createAdminInvitation(ds, { days: 0 })).rejects.toThrow(/entre 1 y 365/);
  });

  it('the command creates a super admin (exit 0) and refuses bad arguments (exit 1)', () => {
    const email = uniqueEmail('cli');
    const ok = runCli(['--email', email, '--password', TEST_PASSWORD, '--name', 'Desde CLI']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`Superadministrador ${email} creado.`);
    const again = runCli(['--email', email]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`La cuenta ${email} ahora es superadministrador.`);

    const bad = runCli(['--email', 'no-es-email', '--password', TEST_PASSWORD]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('El email "no-es-email" no es válido.');
    const unknown = runCli(['--nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Argumentos no válidos');
    expect(unknown.stderr).toContain('Uso:');
  });

  it('the command prints an invitation link that registers an admin once', async () => {
    const email = uniqueEmail('invitada');
    const out = runCli(['--invite', '--email', email, '--role', 'admin', '--days', '2']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`Invitación de administrador para ${email}`);
    const link = out.stdout.match(/https:\/\/rutalia\.test\/register\/admin\?token=([A-Za-z0-9_%-]+)/);
    expect(link).not.toBeNull();
    const invitationToken = decodeURIComponent(link![1]);
    const [row] = await ds.query(`SELECT user_type, expires_at FROM admin_invitations WHERE email = $1`, [email]);
    expect(row.user_type).toBe('admin');
    expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + 2 * 24 * 3600_000))).toBeLessThan(120_000);

    const body = { userType: 'admin', email, password: TEST_PASSWORD, fullName: 'Invitada', invitationToken };
    const first = await call<UserResponseDto>(t, 'POST', '/api/auth/register', body);
    expect(first.status).toBe(201);
    expect(first.body.user).toMatchObject({ userType: 'admin', isAdmin: true, isSuperAdmin: false });
    expect((await call(t, 'POST', '/api/auth/register', { ...body, email: uniqueEmail() })).status).toBe(403);
  });
});
