import { DataSource } from 'typeorm';
import type { ProfileDto } from '@rutalia/api-contract';
import { createAdminInvitation } from '../../backend/src/modules/auth/admin-accounts.js';
import {
  bearer,
  call,
  login,
  relaxedRateLimits,
  signedInClient,
  signedInCompany,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };

describe('GET/PATCH /api/me/profile', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const get = (token: string) => call<ProfileDto>(t, 'GET', '/api/me/profile', undefined, bearer(token));
  const patch = <T = ProfileDto>(token: string, body: unknown) => call<T>(t, 'PATCH', '/api/me/profile', body, bearer(token));

  it('anonymous: 401', async () => {
    expect((await call(t, 'GET', '/api/me/profile')).body).toEqual(UNAUTHENTICATED);
    expect((await call(t, 'PATCH', '/api/me/profile', { fullName: 'X' })).body).toEqual(UNAUTHENTICATED);
  });

  it('reads the own profile', async () => {
    const me = await signedInClient(t, { phone: '611222333', city: 'Valencia', province: 'Valencia' });
    const res = await get(me.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: me.id,
      email: me.email,
      fullName: 'Ana Cliente',
      phone: '611222333',
      address: null,
      city: 'Valencia',
      province: 'Valencia',
      postalCode: null,
      userType: 'client',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('updates only what is sent; blank optional fields are cleared', async () => {
    const me = await signedInClient(t, { phone: '611222333', city: 'Valencia' });
    const res = await patch(me.accessToken, { fullName: '  Ana María López ', address: 'Calle Colón 5', postalCode: '46004', phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Ana María López',
      address: 'Calle Colón 5',
      postalCode: '46004',
      phone: null,
      city: 'Valencia',
      province: null,
    });
    expect((await get(me.accessToken)).body).toEqual(res.body);
    const [row] = await ds.query('SELECT full_name, phone, address FROM users WHERE id = $1', [me.id]);
    expect(row).toEqual({ full_name: 'Ana María López', phone: null, address: 'Calle Colón 5' });

    const nothing = await patch(me.accessToken, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(res.body);
  });

  it('the email cannot change', async () => {
    const me = await signedInClient(t);
    for (const email of [uniqueEmail('nuevo'), me.email, '']) {
      const res = await patch<ApiErrorBody>(me.accessToken, { email, fullName: 'Otro Nombre' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'El email no se puede cambiar' });
      expect(res.body.errors).toEqual([{ field: 'email', message: 'El email no se puede cambiar' }]);
    }
    const [row] = await ds.query('SELECT email, full_name FROM users WHERE id = $1', [me.id]);
    expect(row).toEqual({ email: me.email, full_name: 'Ana Cliente' });
  });

  it('the full name, when sent, must not be blank', async () => {
    const me = await signedInClient(t);
    for (const fullName of ['', '   ', null]) {
      const res = await patch<ApiErrorBody>(me.accessToken, { fullName });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El nombre completo es obligatorio.');
    }
  });

  it('refuses other fields and over-long values', async () => {
    const me = await signedInClient(t);
    const escalate = await patch<ApiErrorBody>(me.accessToken, { userType: 'super_admin' });
    expect(escalate.status).toBe(400);
    expect(escalate.body.message).toBe('El campo userType no está permitido.');
    const long = await patch<ApiErrorBody>(me.accessToken, { postalCode: '12345678901' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('El campo postalCode no puede superar 10 caracteres.');
    expect((await get(me.accessToken)).body.userType).toBe('client');
  });

  it('companies and admins edit their own profile too', async () => {
    const company = await signedInCompany(t);
    const res = await patch(company.accessToken, { fullName: 'Nuevo Contacto', address: 'Nave 7' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Nuevo Contacto', address: 'Nave 7', userType: 'company', city: 'Madrid' });

    const invitation = await createAdminInvitation(ds, {});
    const email = uniqueEmail('admin');
    expect(
      (
        await call(t, 'POST', '/api/auth/register', {
          userType: 'admin',
          email,
          password: TEST_PASSWORD,
          fullName: 'Admin',
          invitationToken: invitation.token,
        })
      ).status,
    ).toBe(201);
    const admin = await login(t, email);
    const adminRes = await patch(admin.accessToken, { phone: '699000111' });
    expect(adminRes.status).toBe(200);
    expect(adminRes.body).toMatchObject({ phone: '699000111', userType: 'admin' });
  });
});
