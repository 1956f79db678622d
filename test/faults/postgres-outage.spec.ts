import { randomUUID } from 'node:crypto';
import type { MyRequestsPageDto, RequestDto } from '@rutalia/api-contract';
import { bearer, call, signedInClient, TEST_PASSWORD } from '../factories/auth-factories.js';
import { createCompany } from '../factories/company-factories.js';
import { createRequest, requestBody } from '../factories/request-factories.js';
import { deleteQueueKeys } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { connectSocket } from '../helpers/sockets.js';
import type { TestApp } from '../helpers/test-app.js';
import { clientOf } from './support/process-client.js';
import { startPostgres, type PostgresServer } from './support/postgres-server.js';

/**
 * The API's own PostgreSQL stopped (fast shutdown) and started again under a running API
 * process: every endpoint answers a Spanish 503 with Retry-After (never a 500 nor a hang), the
 * process survives, health names the database, and everything works again by itself.
 */
describe('PostgreSQL caído y vuelto a arrancar', () => {
  const queuePrefix = `rt-fault-pg-${randomUUID().slice(0, 8)}`;
  let postgres: PostgresServer;
  let server: ServerProcess;
  let api: TestApp;

  beforeAll(async () => {
    postgres = await startPostgres();
    // Queues on Redis when the run has one, else on this same PostgreSQL (the embedded default).
    server = await startServerProcess({ DATABASE_URL: postgres.url, QUEUE_PREFIX: queuePrefix, REDIS_URL: process.env.REDIS_URL ?? '' });
    api = clientOf(server);
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.destroy();
    await deleteQueueKeys(queuePrefix);
  });

  it('answers 503 in Spanish while it is down, survives, and recovers by itself', async () => {
    const client = await signedInClient(api);
    const request = await createRequest(api, client.accessToken, { title: `Mudanza de prueba ${randomUUID().slice(0, 8)}` });
    const company = await createCompany(api, {}, { description: '<p>Mudanzas en toda España.</p>' });

    await postgres.stop();

    const answers = {
      companies: await timed(() => call(api, 'GET', '/api/companies')),
      login: await timed(() => call(api, 'POST', '/api/auth/login', { email: client.email, password: TEST_PASSWORD })),
      request: await timed(() => call(api, 'GET', `/api/requests/${request.id}`, undefined, bearer(client.accessToken))),
      publish: await timed(() =>
        call(api, 'POST', '/api/requests', requestBody({ title: 'No debe guardarse' }), bearer(client.accessToken)),
      ),
    };
    const unavailable = {
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/no está disponible/) },
      retryAfter: expect.stringMatching(/^[1-9]\d*$/),
      fast: true,
    };
    expect(answers).toEqual({ companies: unavailable, login: unavailable, request: unavailable, publish: unavailable });

    const page = await timedPage(() => api.request('GET', `/company/${company.company.seoParam}`));
    expect(page).toEqual({
      status: 503,
      contentType: expect.stringMatching(/^text\/html/),
      retryAfter: expect.stringMatching(/^[1-9]\d*$/),
      spanish: true,
      fast: true,
    });

    // The socket handshake re-reads the account: refused as unavailable (not as a bad token, which would
    // make the site renew it), without taking the process down.
    await expect(connectSocket(server.url, client.accessToken)).rejects.toThrow('SERVICE_UNAVAILABLE');

    const health = await api.request('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(Number(health.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await health.json()).database.status).toBe('down');

    // Idle pool clients and queue pollers see the server go away meanwhile: none may crash us.
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.process.exitCode).toBeNull();

    await postgres.start();
    const recoveredAfter = await waitForHealthy(api, 15_000);
    expect(recoveredAfter).toBeLessThan(15_000);
    console.log(`PostgreSQL de vuelta: /api/health en 200 a los ${recoveredAfter} ms`);

    const companies = await call(api, 'GET', '/api/companies');
    expect(companies.status).toBe(200);
    expect((await call(api, 'POST', '/api/auth/login', { email: client.email, password: TEST_PASSWORD })).status).toBe(200);
    const again = await call<RequestDto>(api, 'GET', `/api/requests/${request.id}`, undefined, bearer(client.accessToken));
    expect(again.status).toBe(200);
    expect(again.body.title).toBe(request.title);
    expect((await api.request('GET', `/company/${company.company.seoParam}`)).status).toBe(200);
    (await connectSocket(server.url, client.accessToken)).close();
    // The write refused during the outage left nothing behind.
    const mine = await call<MyRequestsPageDto>(api, 'GET', '/api/me/requests', undefined, bearer(client.accessToken));
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect(server.process.exitCode).toBeNull();
  });
});

/** Polls /api/health until it answers 200; returns how long that took. */
async function waitForHealthy(api: TestApp, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await api.request('GET', '/api/health').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  return Number.POSITIVE_INFINITY;
}

/** An API answer reduced to what an outage test checks; `fast` when it came within 3 s (no hang). */
async function timed(send: () => Promise<{ status: number; body: unknown; headers: Headers }>) {
  const started = Date.now();
  const res = await send();
  return { status: res.status, body: res.body, retryAfter: res.headers.get('retry-after'), fast: Date.now() - started < 3000 };
}

async function timedPage(send: () => Promise<Response>) {
  const started = Date.now();
  const res = await send();
  const html = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
    spanish: /lang="es"[\s\S]*no está disponible/.test(html),
    fast: Date.now() - started < 3000,
  };
}
