import { DataSource } from 'typeorm';
import type { UserResponseDto } from '@rutalia/api-contract';
import { createAdminInvitation } from '../../backend/src/modules/auth/admin-accounts.js';
import {
  call,
  companyBody,
  registerClient,
  registerCompany,
  relaxedRateLimits,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const EMAIL_TAKEN = { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Este email ya está registrado. Inicia sesión en su lugar.' };
const INVITATION_REQUIRED = {
  statusCode: 403,
  code: 'INVITATION_REQUIRED',
  message: 'El registro de administradores requiere una invitación válida.',
};
const ADMIN_INVITE_TOKEN = 'token-de-arranque-de-prueba-0123456789';
const DAY_MS = 24 * 3600 * 1000;

describe('POST /api/auth/register', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, adminInviteToken: ADMIN_INVITE_TOKEN });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const register = <T = UserResponseDto>(body: Record<string, unknown>) => call<T>(t, 'POST', '/api/auth/register', body);
  const rolesOf = async (userId: string) =>
    (await ds.query('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId])).map((r: { role: string }) => r.role);
  const countFor = async (email: string) => {
    const [row] = await ds.query(
      `SELECT (SELECT count(*) FROM users WHERE lower(email) = $1)::int AS users,
              (SELECT count(*) FROM user_roles r JOIN users u ON u.id = r.user_id WHERE lower(u.email) = $1)::int AS roles,
              (SELECT count(*) FROM companies WHERE lower(email) = $1)::int AS companies,
              (SELECT count(*) FROM company_subscriptions s JOIN companies c ON c.id = s.company_id WHERE lower(c.email) = $1)::int AS subscriptions`,
      [email.toLowerCase()],
    );
    return row;
  };

  describe('clients', () => {
    it('creates the account with the user role and does not sign in', async () => {
      const email = uniqueEmail('Cliente').replace('cliente', 'CLIENTE');
      const res = await register({
        userType: 'client',
        email: `  ${email}  `,
        password: TEST_PASSWORD,
        fullName: '  Ana García  ',
        phone: '600123123',
        city: 'Sevilla',
        province: 'Sevilla',
        address: 'Calle Sierpes 1',
        postalCode: '41004',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        user: {
          id: expect.any(String),
          email: email.toLowerCase(),
          fullName: 'Ana García',
          userType: 'client',
          isAdmin: false,
          isSuperAdmin: false,
          isCompany: false,
          twoFactorEnabled: false,
          twoFactorSetupRequired: false,
        },
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      const [user] = await ds.query('SELECT * FROM users WHERE id = $1', [res.body.user.id]);
      expect(user).toMatchObject({
        email: email.toLowerCase(),
        full_name: 'Ana García',
        user_type: 'client',
        status: 'active',
        phone: '600123123',
        city: 'Sevilla',
        province: 'Sevilla',
        address: 'Calle Sierpes 1',
        postal_code: '41004',
      });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await rolesOf(user.id)).toEqual(['user']);
    });

    it('requires the full name', async () => {
      for (const fullName of [undefined, '', '   ']) {
        const res = await register({ userType: 'client', email: uniqueEmail(), password: TEST_PASSWORD, fullName });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El nombre completo es obligatorio.' });
      }
    });

    it('checks email and password', async () => {
      const short = await register<ApiErrorBody>({ userType: 'client', email: uniqueEmail(), password: '1234567', fullName: 'Ana' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('La contraseña debe tener al menos 8 caracteres.');
      expect(short.body.errors).toEqual([{ field: 'password', message: 'La contraseña debe tener al menos 8 caracteres.' }]);

      const badEmail = await register<ApiErrorBody>({
        userType: 'client',
        email: 'no-es-un-email',
        password: TEST_PASSWORD,
        fullName: 'Ana',
      });
      expect(badEmail.status).toBe(400);
      expect(badEmail.body.message).toBe('El email no es válido.');

      const unknownField = await register<ApiErrorBody>({
        userType: 'client',
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        fullName: 'Ana',
        isAdmin: true,
      });
      expect(unknownField.status).toBe(400);
      expect(unknownField.body.message).toBe('El campo isAdmin no está permitido.');
    });
  });

  describe('user types', () => {
    it('refuses super_admin, unknown and missing types with 400', async () => {
      for (const userType of ['super_admin', 'root', undefined, 3]) {
        const email = uniqueEmail();
        const res = await register<ApiErrorBody>({ userType, email, password: TEST_PASSWORD, fullName: 'Ana' });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('El tipo de usuario no es válido.');
        expect((await countFor(email)).users).toBe(0);
      }
    });
  });

  describe('duplicate emails', () => {
    it('answers 409 with the exact message, whatever the case', async () => {
      const first = await registerClient(t);
      for (const email of [first.email, first.email.toUpperCase(), ` ${first.email.replace(/^./, (c) => c.toUpperCase())} `]) {
        const res = await register({ userType: 'client', email, password: TEST_PASSWORD, fullName: 'Otra' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual(EMAIL_TAKEN);
      }
      const asCompany = await register(companyBody({ email: first.email.toUpperCase() }));
      expect(asCompany.status).toBe(409);
      expect((await countFor(first.email)).users).toBe(1);
    });

    it('two simultaneous sign-ups with one email: one account, one 409', async () => {
      const email = uniqueEmail('carrera');
      const results = await Promise.all([
        register(companyBody({ email })),
        register(companyBody({ email: email.toUpperCase() })),
        register({ userType: 'client', email, password: TEST_PASSWORD, fullName: 'Ana' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) expect(r.body).toEqual(EMAIL_TAKEN);
      expect((await countFor(email)).users).toBe(1);
    });
  });

  describe('companies', () => {
    it('creates user, role, company and a 7-day trial in one go', async () => {
      const plan = (await ds.query(`SELECT id FROM subscription_plans WHERE plan_name = 'professional'`))[0];
      const body = companyBody({
        services: ['Mudanzas', '  ', '', 'Transporte frigorífico', 'Mudanzas'],
        description: '<p>Somos <strong>rápidos</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        website: 'www.transportes-prueba.es',
        address: 'Polígono Industrial 3',
        postalCode: '28001',
        subscriptionPlan: 'Professional',
      });
      const before = Date.now();
      const res = await register(body);
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.any(String),
        email: body.email,
        fullName: 'Luis Contacto',
        userType: 'company',
        isAdmin: false,
        isSuperAdmin: false,
        isCompany: true,
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      });
      const userId = res.body.user.id;

      const [user] = await ds.query('SELECT * FROM users WHERE id = $1', [userId]);
      expect(user).toMatchObject({
        user_type: 'company',
        full_name: 'Luis Contacto',
        phone: '600111222',
        city: 'Madrid',
        province: 'Madrid',
        address: 'Polígono Industrial 3',
      });
      expect(await rolesOf(userId)).toEqual(['company']);

      const [company] = await ds.query('SELECT * FROM companies WHERE user_id = $1', [userId]);
      expect(company).toMatchObject({
        company_name: 'Transportes Prueba',
        contact_person: 'Luis Contacto',
        email: body.email,
        phone: '600111222',
        city: 'Madrid',
        province: 'Madrid',
        services: ['Mudanzas', 'Transporte frigorífico'],
        website: 'https://www.transportes-prueba.es',
        status: 'active',
        is_active: true,
        slug: 'transportes-prueba',
      });
      expect(company).not.toHaveProperty('address');
      expect(company.description).toBe('<p>Somos <strong>rápidos</strong></p>'); // script and img dropped by sanitize-html
      expect(company.search_text).toContain('transportes prueba');

      const subscriptions = await ds.query('SELECT * FROM company_subscriptions WHERE company_id = $1', [company.id]);
      expect(subscriptions).toHaveLength(1);
      const [subscription] = subscriptions;
      expect(subscription).toMatchObject({ status: 'trialing', plan_id: plan.id, cancel_at_period_end: false, billing_cycle: 'monthly' });
      const trialEnd = new Date(subscription.trial_ends_at).getTime();
      expect(Math.abs(trialEnd - (before + 7 * DAY_MS))).toBeLessThan(60_000);
      expect(new Date(subscription.current_period_end).getTime()).toBe(trialEnd);
      expect(Math.abs(new Date(subscription.current_period_start).getTime() - before)).toBeLessThan(60_000);
    });

    it('applies the defaults of blank optional fields and the basic plan', async () => {
      const { id } = await registerCompany(t, { description: '  <p> </p> ', website: '', services: [] });
      const [company] = await ds.query('SELECT * FROM companies WHERE user_id = $1', [id]);
      expect(company.description).toBe('Empresa de logística y transporte');
      expect(company.website).toBeNull();
      expect(company.services).toEqual([]);
      const [{ plan_name }] = await ds.query(
        `SELECT p.plan_name FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.company_id = $1`,
        [company.id],
      );
      expect(plan_name).toBe('basic');
    });

    it('requires companyName, contactPerson, phone, city and province', async () => {
      const cases: Array<[string, string]> = [
        ['companyName', 'El nombre de la empresa es obligatorio.'],
        ['contactPerson', 'La persona de contacto es obligatoria.'],
        ['phone', 'El teléfono es obligatorio.'],
        ['city', 'La ciudad es obligatoria.'],
        ['province', 'La provincia es obligatoria.'],
      ];
      for (const [field, message] of cases) {
        for (const value of [undefined, '  ']) {
          const body = companyBody({ [field]: value });
          const res = await register(body);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
          expect((await countFor(body.email)).users).toBe(0);
        }
      }
    });

    it('validates services, website and lengths', async () => {
      const tooMany = await register<ApiErrorBody>(companyBody({ services: Array.from({ length: 31 }, (_, i) => `Servicio ${i}`) }));
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('El campo services no puede tener más de 30 elementos.');
      const notStrings = await register(companyBody({ services: ['Mudanzas', 7] }));
      expect(notStrings.status).toBe(400);
      for (const website of ['javascript:alert(1)', 'no es una web', 'ftp://example.com']) {
        const res = await register<ApiErrorBody>(companyBody({ website }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('El campo website debe ser una dirección web válida.');
      }
      const longName = await register<ApiErrorBody>(companyBody({ companyName: 'x'.repeat(201) }));
      expect(longName.status).toBe(400);
      expect(longName.body.message).toBe('El campo companyName no puede superar 200 caracteres.');
    });

    it('refuses unknown and inactive plans, creating nothing', async () => {
      await ds.query(
        `INSERT INTO subscription_plans (plan_name, display_name, price_monthly, is_active) VALUES ('retirado-test', 'Retirado', 10, false) ON CONFLICT (plan_name) DO NOTHING`,
      );
      try {
        for (const subscriptionPlan of ['gold', 'retirado-test']) {
          const body = companyBody({ subscriptionPlan });
          const res = await register(body);
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_PLAN', message: 'El plan seleccionado no existe.' });
          expect(await countFor(body.email)).toEqual({ users: 0, roles: 0, companies: 0, subscriptions: 0 });
        }
      } finally {
        await ds.query(`DELETE FROM subscription_plans WHERE plan_name = 'retirado-test'`);
      }
    });

    it('creates nothing when a later step fails (the subscription insert is forced to fail)', async () => {
      await ds.query(`
        CREATE OR REPLACE FUNCTION test_fail_subscription() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF EXISTS (SELECT 1 FROM companies WHERE id = NEW.company_id AND email LIKE 'atomica-%') THEN
            RAISE EXCEPTION 'fallo forzado por la prueba';
          END IF;
          RETURN NEW;
        END $$`);
      await ds.query(
        `CREATE TRIGGER trg_test_fail_subscription BEFORE INSERT ON company_subscriptions FOR EACH ROW EXECUTE FUNCTION test_fail_subscription()`,
      );
      try {
        const body = companyBody({ email: uniqueEmail('atomica') });
        const res = await register(body);
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Ha ocurrido un error. Inténtalo de nuevo.' });
        expect(await countFor(body.email)).toEqual({ users: 0, roles: 0, companies: 0, subscriptions: 0 });
      } finally {
        await ds.query('DROP TRIGGER trg_test_fail_subscription ON company_subscriptions');
        await ds.query('DROP FUNCTION test_fail_subscription()');
      }
      // And the same email can register once the problem is gone.
      expect((await register(companyBody({ email: uniqueEmail('atomica') }))).status).toBe(201);
    });
  });

  describe('administrators', () => {
    it('need an invitation: none or a made-up one is 403', async () => {
      for (const invitationToken of [undefined, '', 'inventado-0123456789-abcdefghij']) {
        const email = uniqueEmail('admin');
        const res = await register({ userType: 'admin', email, password: TEST_PASSWORD, fullName: 'Admin', invitationToken });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(INVITATION_REQUIRED);
        expect((await countFor(email)).users).toBe(0);
      }
    });

    it('a valid invitation works once and decides the type', async () => {
      const invitation = await createAdminInvitation(ds, { role: 'admin' });
      const email = uniqueEmail('admin');
      const res = await register({
        userType: 'admin',
        email,
        password: TEST_PASSWORD,
        fullName: 'Marta Admin',
        invitationToken: invitation.token,
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({
        email,
        fullName: 'Marta Admin',
        userType: 'admin',
        isAdmin: true,
        isSuperAdmin: false,
        isCompany: false,
      });
      expect(await rolesOf(res.body.user.id)).toEqual(['admin']);
      const [row] = await ds.query('SELECT used_at, used_by FROM admin_invitations WHERE id = $1', [invitation.id]);
      expect(row.used_at).not.toBeNull();
      expect(row.used_by).toBe(res.body.user.id);

      const again = await register({
        userType: 'admin',
        email: uniqueEmail('admin'),
        password: TEST_PASSWORD,
        fullName: 'Otro',
        invitationToken: invitation.token,
      });
      expect(again.status).toBe(403);
      expect(again.body).toEqual(INVITATION_REQUIRED);
    });

    it('a super_admin invitation gives both roles; the email may be pinned', async () => {
      const email = uniqueEmail('jefa');
      const invitation = await createAdminInvitation(ds, { role: 'super_admin', email: email.toUpperCase() });
      const wrongEmail = await register({
        userType: 'admin',
        email: uniqueEmail('otra'),
        password: TEST_PASSWORD,
        invitationToken: invitation.token,
      });
      expect(wrongEmail.status).toBe(403);
      const res = await register({ userType: 'admin', email, password: TEST_PASSWORD, invitationToken: invitation.token });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ userType: 'super_admin', isAdmin: true, isSuperAdmin: true });
      expect(await rolesOf(res.body.user.id)).toEqual(['super_admin', 'admin']);
      const [user] = await ds.query('SELECT user_type, full_name FROM users WHERE id = $1', [res.body.user.id]);
      expect(user).toEqual({ user_type: 'super_admin', full_name: email.split('@')[0] });
    });

    it('an expired invitation is refused and stays unused', async () => {
      const invitation = await createAdminInvitation(ds, {});
      await ds.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [invitation.id]);
      const res = await register({
        userType: 'admin',
        email: uniqueEmail('admin'),
        password: TEST_PASSWORD,
        invitationToken: invitation.token,
      });
      expect(res.status).toBe(403);
      expect((await ds.query('SELECT used_at FROM admin_invitations WHERE id = $1', [invitation.id]))[0].used_at).toBeNull();
    });

    it('an invitation is not spent by a sign-up that fails', async () => {
      const taken = await registerClient(t);
      const invitation = await createAdminInvitation(ds, {});
      const res = await register({ userType: 'admin', email: taken.email, password: TEST_PASSWORD, invitationToken: invitation.token });
      expect(res.status).toBe(409);
      expect((await ds.query('SELECT used_at FROM admin_invitations WHERE id = $1', [invitation.id]))[0].used_at).toBeNull();
    });

    it('ADMIN_INVITE_TOKEN creates a super admin', async () => {
      const res = await register({
        userType: 'admin',
        email: uniqueEmail('raiz'),
        password: TEST_PASSWORD,
        fullName: 'Raíz',
        invitationToken: ADMIN_INVITE_TOKEN,
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ userType: 'super_admin', isSuperAdmin: true });
      expect(await rolesOf(res.body.user.id)).toEqual(['super_admin', 'admin']);
    });
  });
});
