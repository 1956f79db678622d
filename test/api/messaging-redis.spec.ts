import type { MarkReadResultDto, MessageDto } from '@rutalia/api-contract';
import { bearer, call, mailsFor, relaxedRateLimits, signedInClient, waitForMail } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { closeAll, connectSocket, eventsOf, nextEvent, pause, type TestSocket } from '../helpers/sockets.js';
import { startTestAppPair, type TestApp } from '../helpers/test-app.js';

/**
 * Two API processes (two apps on different ports, the same database, Redis and queue prefix):
 * the @socket.io/redis-adapter carries emits and `fetchSockets()` between them.
 * Needs REDIS_URL; without it there is only the in-memory adapter of one process.
 */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;
if (!process.env.REDIS_URL) {
  console.info('messaging-redis.spec.ts omitido: necesita REDIS_URL (el adaptador Redis de Socket.IO solo existe con Redis).');
}

describeWithRedis(`messaging across API processes (Redis adapter)${process.env.REDIS_URL ? '' : ' — omitido: necesita REDIS_URL'}`, () => {
  let a: TestApp;
  let b: TestApp;
  let pair: Awaited<ReturnType<typeof startTestAppPair>>;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    pair = await startTestAppPair({ rateLimits: relaxedRateLimits });
    ({ a, b } = pair);
  }, 60_000);
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => pair?.close());

  const open = async (t: TestApp, token: string) => {
    const socket = await connectSocket(t, token);
    sockets.push(socket);
    return socket;
  };

  it('a message POSTed to app A reaches sockets connected to app B (both participants), and no e-mail goes out', async () => {
    expect(a.url).not.toBe(b.url);
    const client = await signedInClient(a);
    const company = await createCompany(a, { companyName: `Redis Mudanzas ${marker()}` });
    const companyOnB = await open(b, company.token);
    const clientOnB = await open(b, client.accessToken);
    await pause(200);

    const sent = await call<MessageDto>(
      a,
      'POST',
      '/api/messages',
      { companyId: company.company.id, content: 'hola desde A' },
      bearer(client.accessToken),
    );
    expect(sent.status).toBe(201);
    expect(await nextEvent(companyOnB, 'message:new', (m) => m.id === sent.body.id)).toEqual(sent.body);
    expect(await nextEvent(clientOnB, 'message:new', (m) => m.id === sent.body.id)).toEqual(sent.body);

    // App A saw the company's socket on B through fetchSockets(): it was online, so no e-mail.
    await pause(1500);
    expect(mailsFor(a, company.account.email)).toHaveLength(0);

    // Offline everywhere: the e-mail is queued.
    companyOnB.close();
    await pause(300);
    const client2 = await signedInClient(a);
    await call(b, 'POST', '/api/messages', { companyId: company.company.id, content: 'nadie conectado' }, bearer(client2.accessToken));
    expect((await waitForMail(a, company.account.email)).file).toContain('new-message');
  });

  it('typing and read receipts cross processes too', async () => {
    const client = await signedInClient(a);
    const company = await createCompany(a, { companyName: `Redis Lectura ${marker()}` });
    const clientOnA = await open(a, client.accessToken);
    const companyOnB = await open(b, company.token);
    await pause(200);
    clientOnA.emit('typing', { toUserId: company.account.id });
    expect(await nextEvent(companyOnB, 'typing')).toEqual({ fromUserId: client.id, requestId: null });
    await call(a, 'POST', '/api/messages', { companyId: company.company.id, content: 'léeme' }, bearer(client.accessToken));
    const read = await call<MarkReadResultDto>(b, 'POST', `/api/conversations/${client.id}/read`, {}, bearer(company.token));
    expect(read.body.updated).toBe(1);
    expect(await nextEvent(clientOnA, 'message:read')).toMatchObject({ byUserId: company.account.id, withUserId: client.id });
    expect(eventsOf(clientOnA, 'message:new')).toHaveLength(1);
  });
});
