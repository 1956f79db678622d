import { DataSource } from 'typeorm';
import { adminList, createAdmin, expectAdminRoute, outsiders, type Outsiders, type TestAdmin } from '../factories/admin-factories.js';
import {
  bearer,
  call,
  relaxedRateLimits,
  signedInClient,
  signedInCompany,
  type ApiErrorBody,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { marker } from '../factories/company-factories.js';
import { connectSocket } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('/api/admin/users', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let otherSuper: TestAdmin;
  let admin: TestAdmin;
  let who: Outsiders;
  let m: string;
  let ana: Registered & LoggedIn;
  let bruno: Registered & LoggedIn;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    m = marker();
    [superAdmin, otherSuper, admin, who] = await Promise.all([
      createAdmin(t, { superAdmin: true }),
      createAdmin(t, { superAdmin: true, fullName: `Otra Super ${m}` }),
      createAdmin(t, { fullName: `Carla Admin ${m}` }),
      outsiders(t),
    ]);
    ana = await signedInClient(t, { fullName: `Ana Cliente ${m}`, phone: '611000111', city: 'Sevilla', province: 'Sevilla' });
    bruno = await signedInCompany(t, { contactPerson: `Bruno Empresa ${m}`, companyName: `Bruno SL ${m}` });
    await ds.query(`UPDATE users SET full_name = $2 WHERE id = $1`, [bruno.id, `Bruno Empresa ${m}`]);
    await ds.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [ana.id, '2026-01-05T09:00:00Z']);
    await ds.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [bruno.id, '2026-02-05T09:00:00Z']);
    await ds.query(`UPDATE users SET created_at = $2 WHERE id = ANY($1::uuid[])`, [[admin.id, otherSuper.id], '2026-03-05T09:00:00Z']);
  });
  afterAll(() => t.close());

  const list = (query: Parameters<typeof adminList>[3] = {}, token = admin.token) => adminList(t, 'users', token, query);
  const names = (res: { body: Array<{ fullName: string }> }) => res.body.map((u) => u.fullName.replace(` ${m}`, ''));
  const act = <T = unknown>(id: string, action: string, body?: unknown, token = superAdmin.token) =>
    call<T>(t, 'POST', `/api/admin/users/${id}/${action}`, body, bearer(token));

  describe('list and show', () => {
    it('never lists super admins; answers records with an exact Content-Range, newest first', async () => {
      const res = await list({ filter: { q: m } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('users 0-2/3');
      expect(names(res)).toEqual(['Carla Admin', 'Bruno Empresa', 'Ana Cliente']);
      const [, company, client] = res.body;
      expect(client).toEqual({
        id: ana.id,
        email: ana.email,
        fullName: `Ana Cliente ${m}`,
        phone: '611000111',
        city: 'Sevilla',
        province: 'Sevilla',
        userType: 'client',
        roles: ['user'],
        status: 'active',
        suspendedAt: null,
        suspensionReason: null,
        createdAt: '2026-01-05T09:00:00.000Z',
        companyId: null,
      });
      expect(company).toMatchObject({ userType: 'company', roles: ['company'], companyId: expect.any(String) });
      const all = await list({ range: [0, 499] });
      expect(all.body.map((u: { id: string }) => u.id)).not.toContain(superAdmin.id);
      expect((await list({ filter: { id: [otherSuper.id, ana.id] } })).body.map((u: { id: string }) => u.id)).toEqual([ana.id]);
    });

    it('sorts by every declared field and pages with range', async () => {
      const sorted = (field: string, order: 'ASC' | 'DESC') => list({ filter: { q: m }, sort: [field, order] }).then(names);
      expect(await sorted('fullName', 'ASC')).toEqual(['Ana Cliente', 'Bruno Empresa', 'Carla Admin']);
      expect(await sorted('createdAt', 'ASC')).toEqual(['Ana Cliente', 'Bruno Empresa', 'Carla Admin']);
      expect(await sorted('userType', 'ASC')).toEqual(['Carla Admin', 'Ana Cliente', 'Bruno Empresa']);
      expect((await list({ filter: { q: m }, sort: ['email', 'DESC'] })).status).toBe(200);
      expect((await list({ filter: { q: m }, sort: ['status', 'ASC'] })).status).toBe(200);
      const page = await list({ filter: { q: m }, range: [2, 10] });
      expect(page.headers.get('content-range')).toBe('users 2-2/3');
      expect(names(page)).toEqual(['Ana Cliente']);
    });

    it('filters by q (name or email), userType, status and creation dates', async () => {
      expect(names(await list({ filter: { q: ana.email } }))).toEqual(['Ana Cliente']);
      expect(names(await list({ filter: { q: m, userType: 'company' } }))).toEqual(['Bruno Empresa']);
      expect(names(await list({ filter: { q: m, userType: ['admin', 'client'] } }))).toEqual(['Carla Admin', 'Ana Cliente']);
      expect(names(await list({ filter: { q: m, status: 'active' } }))).toHaveLength(3);
      expect(names(await list({ filter: { q: m, createdFrom: '2026-02-01', createdTo: '2026-02-28' } }))).toEqual(['Bruno Empresa']);
      const bad = await list({ filter: { userType: 'super_admin' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El filtro userType no es válido.');
    });

    it('shows one user; super admins and unknown ids are 404', async () => {
      const res = await call(t, 'GET', `/api/admin/users/${bruno.id}`, undefined, bearer(admin.token));
      expect(res.body).toMatchObject({ id: bruno.id, userType: 'company' });
      for (const id of [otherSuper.id, '00000000-0000-4000-8000-000000000000', 'x']) {
        const missing = await call(t, 'GET', `/api/admin/users/${id}`, undefined, bearer(admin.token));
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ code: 'USER_NOT_FOUND', message: 'Usuario no encontrado' });
      }
    });
  });

  describe('suspend and reactivate', () => {
    it('needs a reason, never touches a super admin or yourself', async () => {
      const blank = await act<ApiErrorBody>(ana.id, 'suspend', { reason: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('El motivo de la suspensión es obligatorio');
      expect((await act(otherSuper.id, 'suspend', { reason: 'No' })).status).toBe(404);
      const self = await act<ApiErrorBody>(superAdmin.id, 'suspend', { reason: 'Yo' });
      expect(self.status).toBe(403);
      expect(self.body.message).toBe('No puedes suspender tu propia cuenta.');
      const [row] = await ds.query(`SELECT status FROM users WHERE id = $1`, [otherSuper.id]);
      expect(row.status).toBe('active');
    });

    it("a suspension ends the user's API access at the next request, revokes their sessions and closes their sockets, with an audit entry", async () => {
      expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(ana.accessToken))).status).toBe(200);
      const socket = await connectSocket(t, ana.accessToken);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const res = await act(ana.id, 'suspend', { reason: 'Spam en los mensajes' });
      expect(await closed).toBe('io server disconnect');
      await expect(connectSocket(t, ana.accessToken)).rejects.toThrow();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ana.id,
        status: 'suspended',
        suspensionReason: 'Spam en los mensajes',
        suspendedAt: expect.any(String),
      });

      const me = await call<ApiErrorBody>(t, 'GET', '/api/auth/me', undefined, bearer(ana.accessToken));
      expect(me.status).toBe(403);
      expect(me.body.code).toBe('ACCOUNT_SUSPENDED');
      const [{ open }] = await ds.query(`SELECT count(*)::int AS open FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [
        ana.id,
      ]);
      expect(open).toBe(0);
      const refresh = await call<ApiErrorBody>(t, 'POST', '/api/auth/refresh', undefined, { cookie: ana.cookie });
      expect(refresh.status).toBe(401);
      expect(refresh.body.code).toBe('SESSION_EXPIRED');

      expect((await act(ana.id, 'suspend', { reason: 'Otra' })).body).toMatchObject({
        code: 'USER_STATE_CONFLICT',
        message: 'El usuario ya está suspendido.',
      });
      const [entry] = await ds.query(
        `SELECT actor_id, reason FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = 'user.suspend'`,
        [ana.id],
      );
      expect(entry).toEqual({ actor_id: superAdmin.id, reason: 'Spam en los mensajes' });
    });

    it('reactivate restores access (a new login works) and is audited; twice is a 409', async () => {
      const res = await act(ana.id, 'reactivate');
      expect(res.body).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null });
      expect((await call(t, 'POST', '/api/auth/login', { email: ana.email, password: ana.password })).status).toBe(200);
      expect((await act<ApiErrorBody>(ana.id, 'reactivate')).body.message).toBe('El usuario ya está activo.');
      const [{ count }] = await ds.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE entity_id = $1 AND action = 'user.reactivate' AND actor_id = $2`,
        [ana.id, superAdmin.id],
      );
      expect(count).toBe(1);
    });

    it('a super admin may suspend a plain admin', async () => {
      const res = await act(admin.id, 'suspend', { reason: 'Cuenta comprometida' });
      expect(res.body).toMatchObject({ status: 'suspended' });
      expect((await act(admin.id, 'reactivate')).body).toMatchObject({ status: 'active' });
    });
  });

  describe('access', () => {
    it('reads: 401 anonymous, 403 client and company', async () => {
      await expectAdminRoute(t, who, 'GET', '/api/admin/users');
      await expectAdminRoute(t, who, 'GET', `/api/admin/users/${bruno.id}`);
    });

    it('actions: also 403 for a plain admin, and nothing changes', async () => {
      await expectAdminRoute(t, who, 'POST', `/api/admin/users/${bruno.id}/suspend`, { superAdminOnly: true, body: { reason: 'x' } });
      await expectAdminRoute(t, who, 'POST', `/api/admin/users/${bruno.id}/reactivate`, { superAdminOnly: true });
      const [row] = await ds.query(`SELECT status FROM users WHERE id = $1`, [bruno.id]);
      expect(row.status).toBe('active');
    });
  });
});
