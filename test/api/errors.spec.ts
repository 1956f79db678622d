import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('an unknown API route is a Spanish 404 in the error shape', async () => {
    const res = await t.request('GET', '/api/no-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' });
  });

  it('an unknown API route with another method is also a Spanish 404', async () => {
    const res = await t.request('POST', '/api/no-existe', { a: 1 });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('El recurso solicitado no existe.');
  });

  it('malformed JSON is a 400 with a Spanish message, not a 500', async () => {
    const res = await t.request('POST', '/api/no-existe', '{"roto":', { 'content-type': 'application/json' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = await res.json();
    expect(body.message).toMatch(/JSON|no existe/);
  });

  it('a body over the limit is a 413', async () => {
    const res = await t.request('POST', '/api/health', JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the OpenAPI document and its UI', async () => {
    const doc = await t.request('GET', '/api/docs-json');
    expect(doc.status).toBe(200);
    const json = await doc.json();
    expect(json.paths['/api/health']).toBeDefined();
    expect(json.paths['/api/catalog']).toBeDefined();
    const ui = await t.request('GET', '/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('tags every response with a request id in the logs context (x-request-id is accepted)', async () => {
    const res = await t.request('GET', '/api/health', undefined, { 'x-request-id': 'prueba-123' });
    expect(res.status).toBe(200);
  });
});
