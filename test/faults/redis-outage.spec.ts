import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { MessageDto, MessagesPageDto } from '@rutalia/api-contract';
import { MAIL_REDRIVE_SCHEDULER_ID, MaintenanceJob, QueueName } from '../../backend/src/queue/queues.js';
import { bearer, call, login, mailsFor, signedInClient, waitForMail } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { queuePrefixFor } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { closeAll, connectSocket, eventsOf, nextEvent, pause, type TestSocket } from '../helpers/sockets.js';
import type { TestApp } from '../helpers/test-app.js';
import { clientOf } from './support/process-client.js';
import { startRedis, type RedisServer } from './support/redis-server.js';

/**
 * The built API (with its workers) on a Redis of its own, which is stopped for a few seconds
 * while a client writes to a company whose socket is connected. The process must keep serving
 * (un-awaited adapter publishes used to kill it ~1 s after the 201), /api/health must name Redis
 * with 503 + Retry-After and heal by itself, the message must be stored once, realtime must work
 * again, and the mail queued during the outage must be sent once the workers resume.
 */
/** The ids of the job schedulers the server keeps in this Redis (maintenance and mail queues), waiting up to 5 s for them. */
async function repeatingJobs(url: string): Promise<string[]> {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  const prefix = queuePrefixFor(process.env.TEST_DATABASE_URL);
  const queues = [QueueName.MAINTENANCE, QueueName.MAIL].map((name) => new Queue(name, { connection, prefix }));
  try {
    const deadline = Date.now() + 5000;
    for (;;) {
      const ids = (await Promise.all(queues.map((q) => q.getJobSchedulers()))).flat().map((s) => s.key ?? s.id ?? '');
      if (ids.length >= 2 || Date.now() > deadline) return ids;
      await pause(100);
    }
  } finally {
    await Promise.all(queues.map((q) => q.close()));
    connection.disconnect();
  }
}

describe('Redis outage', () => {
  let redis: RedisServer;
  let server: ServerProcess;
  let api: TestApp;
  const sockets: TestSocket[] = [];
  let serverOutput = '';

  beforeAll(async () => {
    redis = await startRedis();
    server = await startServerProcess({
      REDIS_URL: redis.url,
      RUN_WORKERS: 'true',
      LOG_LEVEL: process.env.FAULTS_DEBUG ? 'warn' : 'error',
    });
    api = { ...clientOf(server), config: { mailDir: path.join(server.dataDir!, 'mail') } } as TestApp;
    server.process.stderr!.on('data', (chunk) => (serverOutput += chunk));
    server.process.stdout!.on('data', (chunk) => (serverOutput += chunk));
  }, 60_000);

  afterAll(async () => {
    if (process.env.FAULTS_DEBUG)
      console.log(
        serverOutput
          .split('\n')
          .filter((line) => !line.includes('/api/health'))
          .join('\n'),
      );
    closeAll(...sockets);
    // A failed run may leave Redis stopped: the server's shutdown closes its queues through it.
    if (redis && !redis.running) await redis.start();
    const stopped = server?.stop();
    const killed = setTimeout(() => server?.process.kill('SIGKILL'), 10_000);
    await stopped;
    clearTimeout(killed);
    await redis?.stop();
  });

  const health = async () => {
    const res = await api.request('GET', '/api/health');
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };

  it('keeps serving, reports Redis down, heals by itself and loses nothing', async () => {
    const client = await signedInClient(api);
    const company = await createCompany(api, { companyName: `Caída Redis ${marker()}` });
    const companySocket = await connectSocket(server.url, company.token);
    sockets.push(companySocket);
    expect((await health()).status).toBe(200);

    await redis.stop();
    const content = `escrito con Redis caído ${marker()}`;
    const sent = await call<MessageDto>(
      api,
      'POST',
      '/api/messages',
      { companyId: company.company.id, content },
      bearer(client.accessToken),
    );
    expect(sent.status).toBe(201);

    // A request that queues a mail during the outage answers in bounded time; the job is not lost.
    const subscriber = `boletin-${marker()}@example.com`;
    const started = Date.now();
    expect((await call(api, 'POST', '/api/newsletter', { email: subscriber })).status).toBe(202);
    const subscribeMs = Date.now() - started;
    expect(subscribeMs).toBeLessThan(5000);

    // A rate-limited route (its counters live in Redis) still answers: the limiter fails open.
    expect((await call(api, 'POST', '/api/auth/login', { email: client.email, password: client.password })).status).toBe(200);

    await pause(3000);
    expect(server.process.exitCode).toBeNull();
    expect(server.process.signalCode).toBeNull();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('error');
    expect(down.body.redis).toMatchObject({ status: 'down' });
    expect(down.body.database).toMatchObject({ status: 'up' });
    expect(Number(down.retryAfter)).toBeGreaterThan(0);
    expect(JSON.stringify(down.body)).not.toContain(redis.url);

    await redis.start();
    const restarted = Date.now();
    let healed = await health();
    while (healed.status !== 200 && Date.now() - restarted < 15_000) {
      await pause(200);
      healed = await health();
    }
    expect(healed.body).toMatchObject({ status: 'ok', redis: { status: 'up' }, queue: { status: 'up' } });
    expect(healed.status).toBe(200);
    if (process.env.FAULTS_DEBUG)
      console.log(`alta en la newsletter durante la caída: ${subscribeMs} ms; salud en 200 a los ${Date.now() - restarted} ms`);

    // The repeating jobs (token purge, mail re-drive) were in the Redis that restarted empty: back again.
    const schedulers = await repeatingJobs(redis.url);
    expect(schedulers).toEqual(expect.arrayContaining([MaintenanceJob.PURGE_EXPIRED_TOKENS, MAIL_REDRIVE_SCHEDULER_ID]));

    // Nothing lost, nothing duplicated: the message is stored exactly once.
    const page = await call<MessagesPageDto>(api, 'GET', `/api/conversations/${client.id}/messages`, undefined, bearer(company.token));
    expect(page.status).toBe(200);
    expect(page.body.items.filter((m: { content: string }) => m.content === content)).toHaveLength(1);
    // This process's own sockets got it live during the outage, once.
    expect(eventsOf(companySocket, 'message:new').filter((m) => m.id === sent.body.id)).toHaveLength(1);

    // Realtime works again after recovery.
    const after = await call<MessageDto>(
      api,
      'POST',
      '/api/messages',
      { companyId: company.company.id, content: 'ya ha vuelto' },
      bearer(client.accessToken),
    );
    expect(after.status).toBe(201);
    expect(await nextEvent(companySocket, 'message:new', (m) => m.id === after.body.id)).toEqual(after.body);

    // Workers resumed: the mail queued during the outage goes out once, and one queued after it.
    expect((await waitForMail(api, subscriber)).file).toContain('newsletter-confirm');
    expect((await call(api, 'POST', '/api/auth/forgot-password', { email: client.email })).status).toBe(202);
    expect((await waitForMail(api, client.email)).file).toContain('password-reset');
    await pause(500);
    expect(mailsFor(api, subscriber)).toHaveLength(1);
    expect(mailsFor(api, client.email)).toHaveLength(1);

    // Survived because the rejections are handled where they start, not by runtime.ts's safety net.
    expect(serverOutput).not.toContain('Promesa rechazada sin gestionar');

    // The session still works end to end (a fresh sign-in after recovery).
    expect((await login(api, client.email, client.password)).accessToken).toBeTruthy();
  });

  it('stops on SIGTERM within the shutdown deadline while Redis is down', async () => {
    await redis.stop();
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    const started = Date.now();
    server.process.kill('SIGTERM');
    // Closing the queues waits on Redis for ever; runtime.ts gives the app 10 s, then exits.
    const code = await Promise.race([exited, pause(20_000).then(() => 'still running' as const)]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    await redis.start();
  }, 30_000);
});
