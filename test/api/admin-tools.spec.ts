import { DataSource } from 'typeorm';
import type { SampleRequestsDto } from '@rutalia/api-contract';
import { bearer, call, signedInClient, signedInCompany, type ApiErrorBody, type LoggedIn } from '../factories/auth-factories.js';
import { createAdmin, createSuperAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { startFakeAiServer, type FakeAiServer } from '../helpers/fake-ai-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const API_KEY = 'sk-test-clave-secreta';
const FAILED = { statusCode: 502, code: 'AI_GENERATION_FAILED', message: 'Error en la generación con IA' };

/** Three good items, one with an unknown service, one with a city outside the catalog, one incomplete. */
const MODEL_ITEMS = [
  {
    title: 'Mudanza de piso de 3 habitaciones',
    description: 'Necesito trasladar los muebles de un piso de 90 m2 en un tercero sin ascensor.',
    services: ['Mudanzas'],
    city: 'Madrid',
    province: 'Madrid',
  },
  {
    title: 'Transporte de palets a Valencia',
    description: 'Envío semanal de 8 palets de producto alimentario seco desde nuestro almacén.',
    services: ['Transporte Nacional', 'Distribución'],
    city: 'Valencia',
    province: 'Valencia',
  },
  {
    title: 'Almacenaje temporal de stock',
    description: 'Buscamos espacio para 40 palets durante tres meses con gestión de entradas y salidas.',
    services: ['almacenaje'],
    city: 'Sevilla',
    province: 'Sevilla',
  },
  {
    title: 'Servicio inventado',
    description: 'Este elemento usa un servicio que no existe en el catálogo de Rutalia.',
    services: ['Teletransporte'],
    city: 'Madrid',
    province: 'Madrid',
  },
  {
    title: 'Ciudad inventada',
    description: 'Este elemento usa una ciudad que no existe en el catálogo de Rutalia.',
    services: ['Transporte Nacional'],
    city: 'Springfield',
    province: 'Madrid',
  },
  { title: 'Sin descripción', services: ['Transporte Nacional'], city: 'Madrid', province: 'Madrid' },
];

describe('Backoffice sample-data tool (AI)', () => {
  let ai: FakeAiServer;
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  let client: LoggedIn;
  let company: LoggedIn;

  beforeAll(async () => {
    ai = await startFakeAiServer();
    // A variable (not a literal) so the test-only timeoutMs passes the config type.
    const aiConfig = { apiUrl: ai.url, apiKey: API_KEY, model: 'deepseek-chat', timeoutMs: 1_500 };
    t = await startTestApp({ ai: aiConfig });
    ds = t.app.get(DataSource);
    [superAdmin, admin, client, company] = await Promise.all([createSuperAdmin(t), createAdmin(t), signedInClient(t), signedInCompany(t)]);
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });
  beforeEach(() => {
    ai.requests.length = 0;
  });

  const generate = (token?: string) =>
    call<SampleRequestsDto>(t, 'POST', '/api/admin/tools/sample-requests', undefined, token ? bearer(token) : {});
  const requestCount = async () => Number((await ds.query(`SELECT count(*)::int AS n FROM requests`))[0].n);

  it('says the tool is enabled and which model it uses', async () => {
    const res = await call(t, 'GET', '/api/admin/tools', undefined, bearer(superAdmin.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sampleRequests: { enabled: true, model: 'deepseek-chat' } });
  });

  it('generates sample requests without saving them, calling the endpoint as the spec says', async () => {
    ai.answer({ kind: 'content', content: JSON.stringify(MODEL_ITEMS) });
    const before = await requestCount();
    const res = await generate(superAdmin.token);

    expect(res.status).toBe(200);
    expect(res.body.model).toBe('deepseek-chat');
    expect(Date.parse(res.body.generatedAt)).not.toBeNaN();
    // Invalid items are dropped; services and cities come back with the catalog's spelling.
    expect(res.body.items).toEqual([MODEL_ITEMS[0], MODEL_ITEMS[1], { ...MODEL_ITEMS[2], services: ['Almacenaje'] }]);
    expect(await requestCount()).toBe(before);

    expect(ai.requests).toHaveLength(1);
    const [sent] = ai.requests;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({ model: 'deepseek-chat', temperature: 0.7, max_tokens: 1000, messages: expect.any(Array) });
    const messages: unknown[] =
      typeof sent.body === 'object' && sent.body !== null && 'messages' in sent.body && Array.isArray(sent.body.messages)
        ? sent.body.messages
        : [];
    const prompt = messages.map((m) => (typeof m === 'object' && m !== null && 'content' in m ? String(m.content) : '')).join('\n');
    expect(prompt).toContain('exactamente 10 solicitudes');
    expect(prompt).toContain('Mudanzas');

    // Audited without the generated content.
    const [entry] = await ds.query(
      `SELECT actor_id, details FROM audit_logs WHERE action = 'tool.sample_requests' AND actor_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [superAdmin.id],
    );
    expect(entry).toEqual({ actor_id: superAdmin.id, details: { model: 'deepseek-chat', items: 3 } });
  });

  it('keeps at most 10 items', async () => {
    ai.answer({ kind: 'content', content: JSON.stringify(Array.from({ length: 14 }, () => MODEL_ITEMS[0])) });
    const res = await generate(superAdmin.token);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(10);
  });

  it('reads JSON wrapped in Markdown code fences and prose', async () => {
    ai.answer({
      kind: 'content',
      content: `Aquí tienes las solicitudes:\n\`\`\`json\n${JSON.stringify({ solicitudes: MODEL_ITEMS.slice(0, 2) }, null, 2)}\n\`\`\``,
    });
    const res = await generate(superAdmin.token);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(MODEL_ITEMS.slice(0, 2));
  });

  it.each([
    ['text that is not JSON', { kind: 'content' as const, content: 'Lo siento, no puedo ayudarte con eso.' }],
    ['JSON without a usable item', { kind: 'content' as const, content: JSON.stringify(MODEL_ITEMS.slice(3)) }],
    ['an upstream 500', { kind: 'status' as const, status: 500 }],
    ['an upstream 401 (wrong key)', { kind: 'status' as const, status: 401 }],
    ['an answer that is not a chat completion', { kind: 'status' as const, status: 200, body: '<html>proxy</html>' }],
  ])('answers 502 AI_GENERATION_FAILED on %s', async (_label, behaviour) => {
    ai.answer(behaviour);
    const before = await requestCount();
    const res = await generate(superAdmin.token);
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILED);
    expect(await requestCount()).toBe(before);
  });

  it('gives up with 502 when the endpoint does not answer in time', async () => {
    ai.answer({ kind: 'hang' });
    const started = Date.now();
    const res = await generate(superAdmin.token);
    expect(res.status).toBe(502);
    expect(res.body).toEqual(FAILED);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('is for super admins only: anonymous 401, client, company and plain admin 403', async () => {
    for (const [method, route] of [
      ['GET', '/api/admin/tools'],
      ['POST', '/api/admin/tools/sample-requests'],
    ]) {
      expect((await call(t, method, route)).status).toBe(401);
      for (const token of [client.accessToken, company.accessToken, admin.token]) {
        const res = await call<ApiErrorBody>(t, method, route, undefined, bearer(token));
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
    }
    expect(ai.requests).toHaveLength(0);
  });
});

describe('Backoffice sample-data tool without configuration', () => {
  let t: TestApp;
  let superAdmin: TestAdmin;
  beforeAll(async () => {
    t = await startTestApp({ ai: { model: 'deepseek-chat' } });
    superAdmin = await createSuperAdmin(t);
  });
  afterAll(() => t?.close());

  it('reports the tool disabled and refuses to generate', async () => {
    const tools = await call(t, 'GET', '/api/admin/tools', undefined, bearer(superAdmin.token));
    expect(tools.status).toBe(200);
    expect(tools.body).toEqual({ sampleRequests: { enabled: false, model: 'deepseek-chat' } });

    const res = await call(t, 'POST', '/api/admin/tools/sample-requests', undefined, bearer(superAdmin.token));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'AI_NOT_CONFIGURED', message: 'La herramienta de IA no está configurada.' });
  });
});
