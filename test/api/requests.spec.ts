import { DataSource } from 'typeorm';
import type { MyRequestsPageDto, RequestDto, RequestPageDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, makeAdmin, marker } from '../factories/company-factories.js';
import { createProposal, createRequest, requestBody, setRequestCreatedAt } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('requests API', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let other: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t, { fullName: 'Marta Dueña', phone: '611222333' });
    other = await signedInClient(t);
  }, 60_000);
  afterAll(() => t.close());

  describe('POST /api/requests', () => {
    it('creates an active request with the joined strings, sanitized description and no contact data', async () => {
      const res = await call<RequestDto>(
        t,
        'POST',
        '/api/requests',
        requestBody({
          title: '  Mudanza a Sevilla ',
          description: '<p>Hola<script>alert(1)</script> <img src=x onerror=y>mundo</p>',
          services: ['Mudanzas', 'Guardamuebles'],
          city: 'Sevilla',
          province: 'Sevilla',
        }),
        bearer(owner.accessToken),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'Mudanza a Sevilla',
        slug: 'mudanza-a-sevilla',
        description: '<p>Hola mundo</p>',
        services: ['Mudanzas', 'Guardamuebles'],
        serviceType: 'Mudanzas, Guardamuebles',
        location: 'Sevilla, Sevilla',
        status: 'active',
        proposalCount: 0,
        client: { displayName: 'Marta D.' },
      });
      expect(res.body.seoParam).toBe(`mudanza-a-sevilla-${res.body.id}`);
      const raw = JSON.stringify(res.body);
      expect(raw).not.toContain(owner.email);
      expect(raw).not.toContain('611222333');
      expect(raw).not.toContain('Dueña');
    });

    it('needs a signed-in client', async () => {
      expect((await call(t, 'POST', '/api/requests', requestBody())).status).toBe(401);
      const company = await createCompany(t);
      expect((await call(t, 'POST', '/api/requests', requestBody(), bearer(company.token))).status).toBe(403);
    });

    it.each([
      [{ title: '  ' }, 'El título es obligatorio'],
      [{ description: '' }, 'La descripción es obligatoria'],
      [{ description: '<script>x</script><p> </p>' }, 'La descripción es obligatoria'],
      [{ services: [] }, 'Debes seleccionar al menos un servicio'],
      [{ services: undefined }, 'Debes seleccionar al menos un servicio'],
      [{ city: '' }, 'Debes seleccionar una ciudad y provincia'],
      [{ province: undefined }, 'Debes seleccionar una ciudad y provincia'],
    ])('refuses %j with its message', async (override, message) => {
      const res = await call<ApiErrorBody>(t, 'POST', '/api/requests', requestBody(override), bearer(owner.accessToken));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('limits lengths and counts', async () => {
      expect((await call(t, 'POST', '/api/requests', requestBody({ title: 'x'.repeat(151) }), bearer(owner.accessToken))).status).toBe(400);
      expect((await call(t, 'POST', '/api/requests', requestBody({ services: ['x'.repeat(101)] }), bearer(owner.accessToken))).status).toBe(
        400,
      );
      const many = Array.from({ length: 16 }, (_, i) => `Servicio ${i}`);
      expect((await call(t, 'POST', '/api/requests', requestBody({ services: many }), bearer(owner.accessToken))).status).toBe(400);
    });
  });

  describe('GET /api/requests/:idOrSeoParam, PATCH and close', () => {
    it('shows active requests to anyone, by id or seoParam', async () => {
      const r = await createRequest(t, owner.accessToken);
      expect((await call(t, 'GET', `/api/requests/${r.id}`)).status).toBe(200);
      const bySeo = await call<RequestDto>(t, 'GET', `/api/requests/${r.seoParam}`);
      expect(bySeo.status).toBe(200);
      expect(bySeo.body.id).toBe(r.id);
      const missing = await call<ApiErrorBody>(t, 'GET', '/api/requests/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Trabajo no encontrado');
      expect((await call(t, 'GET', '/api/requests/no-es-un-id')).status).toBe(404);
    });

    it('lets only the owner edit, with 404 for unknown ids', async () => {
      const r = await createRequest(t, owner.accessToken);
      const res = await call(
        t,
        'PATCH',
        `/api/requests/${r.id}`,
        { title: 'Transporte de palés', services: ['Transporte'], city: 'Bilbao', province: 'Vizcaya', description: '<p>Nuevo</p>' },
        bearer(owner.accessToken),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Transporte de palés',
        slug: 'transporte-de-pales',
        serviceType: 'Transporte',
        location: 'Bilbao, Vizcaya',
        description: '<p>Nuevo</p>',
      });
      expect((await call(t, 'PATCH', `/api/requests/${r.id}`, { title: 'Mío' }, bearer(other.accessToken))).status).toBe(403);
      expect(
        (await call(t, 'PATCH', '/api/requests/00000000-0000-4000-8000-000000000000', { title: 'x' }, bearer(owner.accessToken))).status,
      ).toBe(404);
      expect((await call(t, 'PATCH', `/api/requests/${r.id}`, { status: 'closed' }, bearer(owner.accessToken))).status).toBe(400);
      expect(
        (await call<ApiErrorBody>(t, 'PATCH', `/api/requests/${r.id}`, { services: [] }, bearer(owner.accessToken))).body.message,
      ).toBe('Debes seleccionar al menos un servicio');
      expect((await call(t, 'PATCH', `/api/requests/${r.id}`, { title: 'x' })).status).toBe(401);
    });

    it('hides non-active requests from everyone but the owner and admins', async () => {
      const r = await createRequest(t, owner.accessToken);
      const done = await call<RequestDto>(t, 'PATCH', `/api/requests/${r.id}`, { status: 'completed' }, bearer(owner.accessToken));
      expect(done.body.status).toBe('completed');
      expect((await call(t, 'GET', `/api/requests/${r.id}`)).status).toBe(404);
      expect((await call(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(other.accessToken))).status).toBe(404);
      expect((await call(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(owner.accessToken))).status).toBe(200);
      const admin = await signedInClient(t);
      await makeAdmin(ds, admin.id);
      expect((await call(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(admin.accessToken))).status).toBe(200);
    });

    it('closes idempotently, owner only', async () => {
      const r = await createRequest(t, owner.accessToken);
      expect((await call(t, 'POST', `/api/requests/${r.id}/close`, undefined, bearer(other.accessToken))).status).toBe(403);
      const first = await call<RequestDto>(t, 'POST', `/api/requests/${r.id}/close`, undefined, bearer(owner.accessToken));
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('closed');
      const [{ closed_at }] = await ds.query(`SELECT closed_at FROM requests WHERE id = $1`, [r.id]);
      expect(closed_at).not.toBeNull();
      const second = await call(t, 'POST', `/api/requests/${r.id}/close`, undefined, bearer(owner.accessToken));
      expect(second.status).toBe(200);
      const [{ closed_at: again }] = await ds.query(`SELECT closed_at FROM requests WHERE id = $1`, [r.id]);
      expect(again).toEqual(closed_at);
      expect((await call(t, 'GET', `/api/requests/${r.id}`)).status).toBe(404);

      // Closing is final: no status change afterwards, though the text can still be corrected.
      const reopen = await call(t, 'PATCH', `/api/requests/${r.id}`, { status: 'active' }, bearer(owner.accessToken));
      expect(reopen.status).toBe(409);
      expect(reopen.body).toMatchObject({
        code: 'REQUEST_CLOSED',
        message: 'Una solicitud cerrada no se puede reabrir ni cambiar de estado.',
      });
      const retitled = await call(t, 'PATCH', `/api/requests/${r.id}`, { title: 'Mudanza corregida' }, bearer(owner.accessToken));
      expect(retitled.status).toBe(200);
      expect(retitled.body).toMatchObject({ status: 'closed', title: 'Mudanza corregida', isOwner: true });
    });

    it('tells a signed-in viewer whether the request is theirs, and nobody else whose it is', async () => {
      const r = await createRequest(t, owner.accessToken);
      expect((await call<RequestDto>(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(owner.accessToken))).body.isOwner).toBe(true);
      expect((await call<RequestDto>(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(other.accessToken))).body.isOwner).toBe(false);
      const anonymous = await call(t, 'GET', `/api/requests/${r.id}`);
      expect(anonymous.body).not.toHaveProperty('isOwner');
      expect(anonymous.body).not.toHaveProperty('clientId');
    });
  });

  describe('GET /api/requests (public list)', () => {
    const m = marker();
    const ids: Record<string, string> = {};
    const list = async (query: string) => (await call<RequestPageDto>(t, 'GET', `/api/requests?q=${m}&${query}`)).body;

    beforeAll(async () => {
      const make = async (key: string, overrides: Record<string, unknown>, daysAgo: number) => {
        const r = await createRequest(t, owner.accessToken, { title: `Trabajo ${key} ${m}`, ...overrides });
        ids[key] = r.id;
        await setRequestCreatedAt(ds, r.id, new Date(Date.now() - daysAgo * 86_400_000 - 60_000));
      };
      await make('a', { services: ['Logística E-commerce'], city: 'Madrid', province: 'Madrid' }, 0);
      await make('b', { services: ['Mudanzas'], city: 'Getafe', province: 'Madrid' }, 3);
      await make('c', { services: ['paqueteria y mensajeria'], city: 'Bilbao', province: 'Vizcaya' }, 10);
      await make('d', { services: ['Transporte de maquinaria'], city: 'Sevilla', province: 'Sevilla' }, 40);
      await make('e', { services: ['Mudanzas'], city: 'Barcelona', province: 'Barcelona' }, 50);
      await make('f', { services: ['Mudanzas'], city: 'Valencia', province: 'Valencia' }, 60);
      await make('g', { services: ['Mudanzas'], city: 'Ávila', province: 'Ávila' }, 70);
      await make('closed', { services: ['Mudanzas'] }, 1);
      await call(t, 'POST', `/api/requests/${ids.closed}/close`, undefined, bearer(owner.accessToken));
    }, 60_000);

    it('lists active requests only, newest first, 6 per page', async () => {
      const page1 = await list('');
      expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 6 });
      expect(page1.items.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ids[k]));
      const page2 = await list('page=2');
      expect(page2.items.map((r) => r.id)).toEqual([ids.g]);
      expect((await list('pageSize=100')).pageSize).toBe(24);
      expect(JSON.stringify(page1)).not.toContain(owner.email);
    });

    it('searches words without accents or case; % is a separator, not a wildcard', async () => {
      // Words, not substrings (issue 21): «a» alone is a Spanish stop word, so the letter b tells them apart.
      const res = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent(`TRABAJO B ${m}`)}`);
      expect(res.body.items.map((r) => r.id)).toEqual([ids.b]);
      const accent = await call<RequestPageDto>(
        t,
        'GET',
        `/api/requests?q=${encodeURIComponent('avila')}&location=${encodeURIComponent('Ávila')}`,
      );
      expect(accent.body.items.map((r) => r.id)).toContain(ids.g);
      const wildcard = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent('%')}`);
      expect(wildcard.body.total).toBe(0);
      const marked = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent(`%${m}%`)}`);
      expect(marked.body.total).toBe(7);
    });

    it('filters by category (its name and services); the old four values are aliases of categories', async () => {
      expect((await list('service=logistica-e-commerce')).items.map((r) => r.id)).toEqual([ids.a]);
      expect((await list(`service=${encodeURIComponent('logística')}`)).items.map((r) => r.id)).toEqual([ids.a]);
      // Stored in the tree's spelling ('Paquetería y mensajería', Transporte Nacional).
      expect((await list('service=transporte-nacional')).items.map((r) => r.id)).toEqual([ids.c]);
      expect((await list(`service=${encodeURIComponent('mensajería')}`)).items.map((r) => r.id)).toEqual([ids.c]);
      expect((await list('service=mudanza')).total).toBe(4);
      expect((await list('service=mudanzas')).total).toBe(4);
      expect((await list('service=transporte')).items.map((r) => r.id)).toEqual([ids.c, ids.d]);
      expect((await call(t, 'GET', '/api/requests?service=otra')).status).toBe(400);
    });

    it('filters by city or province', async () => {
      expect((await list('location=Madrid')).items.map((r) => r.id)).toEqual([ids.a, ids.b]);
      expect((await list('location=Bilbao')).items.map((r) => r.id)).toEqual([ids.c]);
      expect((await list('location=valencia')).items.map((r) => r.id)).toEqual([ids.f]);
    });

    it('filters by date', async () => {
      expect((await list('date=today')).items.map((r) => r.id)).toEqual([ids.a]);
      expect((await list('date=week')).items.map((r) => r.id)).toEqual([ids.a, ids.b]);
      expect((await list('date=month')).items.map((r) => r.id)).toEqual([ids.a, ids.b, ids.c]);
      expect((await call(t, 'GET', '/api/requests?date=year')).status).toBe(400);
    });

    it('sorts oldest first and by location', async () => {
      expect((await list('sort=oldest&pageSize=24')).items.map((r) => r.id)).toEqual(
        ['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((k) => ids[k]),
      );
      // province, then city: Ávila, Barcelona, Madrid (Getafe, Madrid), Sevilla, Valencia, Vizcaya
      expect((await list('sort=location&pageSize=24')).items.map((r) => r.id)).toEqual(
        ['g', 'e', 'b', 'a', 'd', 'f', 'c'].map((k) => ids[k]),
      );
    });
  });

  describe('GET /api/me/requests', () => {
    it('lists own requests with filters, sorts and stats', async () => {
      const client = await signedInClient(t);
      const company = await createCompany(t);
      const r1 = await createRequest(t, client.accessToken, { title: 'Traslado de piano' });
      const r2 = await createRequest(t, client.accessToken, { title: 'Transporte grande' });
      const r3 = await createRequest(t, client.accessToken, { title: 'Otro PIÁNO' });
      await setRequestCreatedAt(ds, r1.id, new Date(Date.now() - 3 * 86_400_000));
      await setRequestCreatedAt(ds, r2.id, new Date(Date.now() - 2 * 86_400_000));
      await createProposal(t, company.token, r2.id);
      await call(t, 'PATCH', `/api/requests/${r3.id}`, { status: 'completed' }, bearer(client.accessToken));
      for (let i = 0; i < 5; i++) await createRequest(t, client.accessToken, { title: `Relleno ${i}` });
      await createRequest(t, other.accessToken);

      const me = (query = '') => call<MyRequestsPageDto>(t, 'GET', `/api/me/requests?${query}`, undefined, bearer(client.accessToken));
      const all = await me();
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 8, page: 1, pageSize: 6, stats: { total: 8, active: 7, withProposals: 1, completed: 1 } });
      expect(all.body.items).toHaveLength(6);
      expect((await me('page=2')).body.items).toHaveLength(2);
      expect((await me('q=piano')).body.items.map((r) => r.id)).toEqual([r3.id, r1.id]);
      expect((await me('status=completed')).body.items.map((r) => r.id)).toEqual([r3.id]);
      expect((await me('proposals=with')).body.items.map((r) => r.id)).toEqual([r2.id]);
      expect((await me('proposals=without')).body.total).toBe(7);
      expect((await me('sort=most')).body.items[0].id).toBe(r2.id);
      expect((await me('sort=most')).body.items[0].proposalCount).toBe(1);
      expect((await me('sort=least&pageSize=50')).body.items.at(-1)?.id).toBeDefined();
      expect((await me('sort=oldest')).body.items[0].id).toBe(r1.id);
      expect((await call(t, 'GET', '/api/me/requests', undefined, bearer(company.token))).status).toBe(403);
      expect((await call(t, 'GET', '/api/me/requests')).status).toBe(401);
    });
  });
});
