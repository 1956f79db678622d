import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Get, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../backend/src/common/auth/auth-user.js';
import { CurrentUser, OptionalAuth, Public, Roles } from '../../backend/src/common/auth/decorators.js';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { createApp } from '../../backend/src/create-app.js';
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
} from '../factories/auth-factories.js';
import { enrolTwoFactor } from '../factories/two-factor-factories.js';
import type { TestApp } from '../helpers/test-app.js';

const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };
const FORBIDDEN = { statusCode: 403, code: 'FORBIDDEN', message: 'No tienes permiso para realizar esta acción.' };

/** Routes that exist only in this test, to exercise the guards the way later modules use them. */
@Controller('probe')
class ProbeController {
  @Get('signed-in') signedIn(@CurrentUser() user: AuthUser) {
    return { id: user.id, userType: user.userType, roles: user.roles };
  }
  @Get('client') @Roles('client') client() {
    return { ok: true };
  }
  @Get('company') @Roles('company') company() {
    return { ok: true };
  }
  @Get('admin') @Roles('admin') admin() {
    return { ok: true };
  }
  @Get('super') @Roles('super_admin') superAdmin() {
    return { ok: true };
  }
  @Get('company-or-admin') @Roles('company', 'admin') companyOrAdmin() {
    return { ok: true };
  }
  @Get('optional') @OptionalAuth() optional(@CurrentUser() user: AuthUser | undefined) {
    return { userId: user?.id ?? null };
  }
}

@Public()
@Controller('probe-public')
class PublicProbeController {
  @Get() open() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController, PublicProbeController] })
class ProbeModule {}

/** Like startTestApp, plus the probe routes. */
async function startProbeApp(): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rutalia-test-')),
      REDIS_URL: process.env.REDIS_URL,
      LOG_LEVEL: 'silent',
    }),
    databaseUrl: process.env.TEST_DATABASE_URL,
    runWorkers: false,
    demoData: 'off',
    port: 0,
    rateLimits: relaxedRateLimits,
  };
  const app: NestFastifyApplication = await createApp(config, [ProbeModule]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  return {
    app,
    config,
    url,
    request: (method, route, body, headers = {}) =>
      fetch(`${url}${route}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => app.close(),
  };
}

describe('global auth guard and roles guard', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startProbeApp();
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const get = (route: string, token?: string) => call(t, 'GET', route, undefined, token ? bearer(token) : {});

  async function signedInAdmin(role: 'admin' | 'super_admin') {
    const invitation = await createAdminInvitation(ds, { role });
    const email = uniqueEmail(role);
    const res = await call(t, 'POST', '/api/auth/register', {
      userType: 'admin',
      email,
      password: TEST_PASSWORD,
      invitationToken: invitation.token,
    });
    expect(res.status).toBe(201);
    // Two-factor is mandatory for admin routes (issue 22): enrol with the session, as the backoffice does.
    const session = await login(t, email);
    await enrolTwoFactor(t, session.accessToken);
    return session;
  }

  it('protects every Nest route by default: anonymous gets 401 in the error shape', async () => {
    for (const route of ['/api/probe/signed-in', '/api/probe/client', '/api/probe/admin', '/api/auth/me', '/api/me/profile']) {
      const res = await get(route);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHENTICATED);
    }
    const wrongScheme = await call(t, 'GET', '/api/probe/signed-in', undefined, { authorization: 'Basic dXNlcjpwYXNz' });
    expect(wrongScheme.body).toEqual(UNAUTHENTICATED);
  });

  it('puts the user on the request', async () => {
    const client = await signedInClient(t);
    expect((await get('/api/probe/signed-in', client.accessToken)).body).toEqual({ id: client.id, userType: 'client', roles: ['user'] });
  });

  it('keeps public routes public', async () => {
    expect((await get('/api/probe-public')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/api/catalog')).status).toBe(200);
    expect((await get('/api/plans')).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/refresh')).status).toBe(401); // public route, its own answer
    expect((await call(t, 'POST', '/api/auth/logout')).status).toBe(204);
  });

  it('@OptionalAuth reads a valid token and ignores a bad one', async () => {
    const client = await signedInClient(t);
    expect((await get('/api/probe/optional')).body).toEqual({ userId: null });
    expect((await get('/api/probe/optional', 'basura')).body).toEqual({ userId: null });
    expect((await get('/api/probe/optional', client.accessToken)).body).toEqual({ userId: client.id });
  });

  it('leaves the site, the backoffice, uploads and the API docs alone (not Nest routes)', async () => {
    for (const route of ['/', '/login', '/register/company', '/dashboard', '/backoffice/']) {
      const res = await t.request('GET', route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    expect((await t.request('GET', '/no-existe-esta-ruta')).status).toBe(404);
    expect((await t.request('GET', '/uploads/no-existe.png')).status).toBe(404);
    const unknownApi = await t.request('GET', '/api/no-existe');
    expect(unknownApi.status).toBe(404);
    expect((await unknownApi.json()).code).toBe('NOT_FOUND');
    expect((await t.request('GET', '/api/docs')).status).toBe(200);
    const doc = await (await t.request('GET', '/api/docs-json')).json();
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/me/profile'].patch).toBeDefined();
    expect(doc.paths['/api/plans'].get).toBeDefined();
  });

  it('roles: clients', async () => {
    const { accessToken } = await signedInClient(t);
    expect((await get('/api/probe/client', accessToken)).status).toBe(200);
    for (const route of ['/api/probe/company', '/api/probe/admin', '/api/probe/super', '/api/probe/company-or-admin']) {
      const res = await get(route, accessToken);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });

  it('roles: companies', async () => {
    const { accessToken } = await signedInCompany(t);
    expect((await get('/api/probe/company', accessToken)).status).toBe(200);
    expect((await get('/api/probe/company-or-admin', accessToken)).status).toBe(200);
    for (const route of ['/api/probe/client', '/api/probe/admin', '/api/probe/super'])
      expect((await get(route, accessToken)).status).toBe(403);
  });

  it('roles: admins do not pass company or client checks; super_admin passes admin', async () => {
    const admin = await signedInAdmin('admin');
    expect((await get('/api/probe/admin', admin.accessToken)).status).toBe(200);
    expect((await get('/api/probe/company-or-admin', admin.accessToken)).status).toBe(200);
    for (const route of ['/api/probe/client', '/api/probe/company', '/api/probe/super'])
      expect((await get(route, admin.accessToken)).body).toEqual(FORBIDDEN);

    const superAdmin = await signedInAdmin('super_admin');
    for (const route of ['/api/probe/admin', '/api/probe/super', '/api/probe/company-or-admin'])
      expect((await get(route, superAdmin.accessToken)).status).toBe(200);
    for (const route of ['/api/probe/client', '/api/probe/company']) expect((await get(route, superAdmin.accessToken)).status).toBe(403);
  });

  it('roles follow the database at once (a role granted or removed counts on the next request)', async () => {
    const client = await signedInClient(t);
    expect((await get('/api/probe/admin', client.accessToken)).status).toBe(403);
    await ds.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [client.id]);
    expect((await get('/api/probe/admin', client.accessToken)).body).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    await enrolTwoFactor(t, client.accessToken);
    expect((await get('/api/probe/admin', client.accessToken)).status).toBe(200);
    await ds.query(`DELETE FROM user_roles WHERE user_id = $1 AND role = 'admin'`, [client.id]);
    expect((await get('/api/probe/admin', client.accessToken)).status).toBe(403);
  });
});
