import { DataSource } from 'typeorm';
import type { MarkReadResultDto, MessageDto, MessagesPageDto } from '@rutalia/api-contract';
import { bearer, call, mailsFor, relaxedRateLimits, signedInClient, waitForMail } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { closeAll, connectSocket, eventsOf, nextEvent, pause, type TestSocket } from '../helpers/sockets.js';
import { TestClock } from '../helpers/test-clock.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

/**
 * Socket.IO at /socket.io against the real app (in-memory adapter without REDIS_URL, the Redis
 * adapter with it), with the mail worker running so offline e-mails land in config.mailDir.
 */
describe('messaging realtime', () => {
  let t: TestApp;
  let ds: DataSource;
  const clock = new TestClock();
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL }, { clock });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => t.close());

  const open = async (token: string) => {
    const socket = await connectSocket(t, token);
    sockets.push(socket);
    return socket;
  };
  const send = (token: string, body: Record<string, unknown>) => call<MessageDto>(t, 'POST', '/api/messages', body, bearer(token));
  const settle = () => pause(400);

  type Client = Awaited<ReturnType<typeof signedInClient>>;
  let client: Client;
  let company: TestCompany;
  let outsider: Client;
  beforeAll(async () => {
    client = await signedInClient(t, { fullName: 'Sofía Socket' });
    company = await createCompany(t, { companyName: `Mudanzas Tiempo Real ${marker()}` });
    outsider = await signedInClient(t, { fullName: 'Tercero Curioso' });
  }, 60_000);

  it('refuses a connection without a valid token (connect_error UNAUTHENTICATED)', async () => {
    await expect(connectSocket(t, undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connectSocket(t, 'no-es-un-token')).rejects.toThrow('UNAUTHENTICATED');
    const tampered = client.accessToken.slice(0, -3) + (client.accessToken.endsWith('aaa') ? 'bbb' : 'aaa');
    await expect(connectSocket(t, tampered)).rejects.toThrow('UNAUTHENTICATED');
    const suspended = await signedInClient(t);
    await ds.query(`UPDATE users SET status = 'suspended', suspension_reason = 'Fraude', suspended_at = now() WHERE id = $1`, [
      suspended.id,
    ]);
    await expect(connectSocket(t, suspended.accessToken)).rejects.toThrow('UNAUTHENTICATED');
  });

  it("delivers message:new to the receiver's socket and the sender's other tabs; a third user gets nothing", async () => {
    const tab1 = await open(client.accessToken);
    const tab2 = await open(client.accessToken);
    const companySocket = await open(company.token);
    const third = await open(outsider.accessToken);

    const sent = await send(client.accessToken, { companyId: company.company.id, content: '¿Tenéis fecha libre el viernes?' });
    expect(sent.status).toBe(201);
    const received = await nextEvent(companySocket, 'message:new', (m) => m.id === sent.body.id);
    expect(received).toEqual(sent.body);
    expect(await nextEvent(tab2, 'message:new', (m) => m.id === sent.body.id)).toEqual(sent.body);
    expect(await nextEvent(tab1, 'message:new', (m) => m.id === sent.body.id)).toEqual(sent.body);

    const reply = await send(company.token, { receiverId: client.id, content: 'Sí, el viernes por la mañana.' });
    expect((await nextEvent(tab1, 'message:new', (m) => m.id === reply.body.id)).content).toBe('Sí, el viernes por la mañana.');
    await settle();
    expect(eventsOf(tab2, 'message:new')).toHaveLength(2);
    expect(eventsOf(companySocket, 'message:new')).toHaveLength(2);
    expect(third.received).toEqual([]);
  });

  it('emits message:read to the other party when the conversation is marked read', async () => {
    const c = await signedInClient(t);
    const clientSocket = await open(c.accessToken);
    const companySocket = await open(company.token);
    await send(c.accessToken, { companyId: company.company.id, content: 'mensaje para leer' });
    const read = await call<MarkReadResultDto>(t, 'POST', `/api/conversations/${c.id}/read`, {}, bearer(company.token));
    expect(read.body.updated).toBe(1);
    const receipt = await nextEvent(clientSocket, 'message:read');
    expect(receipt).toEqual({ byUserId: company.account.id, withUserId: c.id, requestId: null, readAt: read.body.readAt });
    // The reader's own tabs learn it too (badge).
    expect(await nextEvent(companySocket, 'message:read')).toEqual(receipt);
    const [{ is_read }] = await ds.query(`SELECT is_read FROM messages WHERE sender_id = $1`, [c.id]);
    expect(is_read).toBe(true);
  });

  it('relays typing only between conversation partners (or who may start one)', async () => {
    const c = await signedInClient(t);
    const stranger = await signedInClient(t);
    const clientSocket = await open(c.accessToken);
    const companySocket = await open(company.token);
    const strangerSocket = await open(stranger.accessToken);
    const r = await createRequest(t, c.accessToken);

    // A client may start a conversation with the company: the company sees it typing.
    clientSocket.emit('typing', { toUserId: company.account.id, requestId: r.id });
    expect(await nextEvent(companySocket, 'typing')).toEqual({ fromUserId: c.id, requestId: r.id });

    // The company has no conversation with this client and may not start one: nothing relayed.
    companySocket.emit('typing', { toUserId: c.id });
    // Client ↔ client: nothing. Garbage: nothing.
    strangerSocket.emit('typing', { toUserId: c.id });
    strangerSocket.emit('typing', { toUserId: 'x' });
    strangerSocket.emit('typing', undefined as never);
    await settle();
    expect(eventsOf(clientSocket, 'typing')).toEqual([]);

    // Once the client wrote, they are partners: the company's typing reaches the client.
    await send(c.accessToken, { companyId: company.company.id, content: 'hola' });
    companySocket.emit('typing', { toUserId: c.id });
    expect(await nextEvent(clientSocket, 'typing')).toEqual({ fromUserId: company.account.id, requestId: null });
    await settle();
    expect(eventsOf(strangerSocket, 'typing')).toEqual([]);
    expect(eventsOf(strangerSocket, 'message:new')).toEqual([]);
  });

  it('after a reconnect, the REST history returns what was sent meanwhile, with no duplicates', async () => {
    const c = await signedInClient(t);
    const first = await open(c.accessToken);
    const before = await send(c.accessToken, { companyId: company.company.id, content: 'antes de cortar' });
    await nextEvent(first, 'message:new', (m) => m.id === before.body.id);
    first.close();
    await settle();

    const missed: string[] = [];
    for (const content of ['mientras 1', 'mientras 2', 'mientras 3'])
      missed.push((await send(company.token, { receiverId: c.id, content })).body.id);

    const again = await open(c.accessToken);
    // What the site does on every `connect`: re-fetch and merge by id.
    const page = await call<MessagesPageDto>(
      t,
      'GET',
      `/api/conversations/${company.account.id}/messages`,
      undefined,
      bearer(c.accessToken),
    );
    const seen = new Map<string, unknown>();
    for (const m of [...eventsOf(first, 'message:new'), ...page.body.items]) seen.set(m.id, m);
    expect([...seen.keys()]).toEqual([before.body.id, ...missed]);
    expect(page.body.items.map((m) => m.id)).toEqual([before.body.id, ...missed]);
    const after = await send(company.token, { receiverId: c.id, content: 'ya conectado' });
    expect((await nextEvent(again, 'message:new')).id).toBe(after.body.id);
  });

  it('e-mails an offline receiver once per conversation and hour, never while connected', async () => {
    const c = await signedInClient(t, { fullName: 'Diego Desconectado' });
    const co = await createCompany(t, { companyName: `Aviso Correo ${marker()}` });
    const long = `Hola Diego, ${'x'.repeat(150)}`;
    // The client writes first (so the company may answer); the company is offline.
    await send(c.accessToken, { companyId: co.company.id, content: long });
    const mail = await waitForMail(t, co.account.email);
    expect(mail.file).toContain('new-message');
    expect(mail.text).toContain('Diego Desconectado');
    expect(mail.text).toContain(long.slice(0, 100));
    expect(mail.text).not.toContain(long.slice(0, 101));
    expect(mail.text).toContain(`${PUBLIC_URL}/messages`);
    expect(mail.raw).not.toContain(c.email);

    await send(c.accessToken, { companyId: co.company.id, content: 'segundo mensaje en la misma hora' });
    await settle();
    await pause(600);
    expect(mailsFor(t, co.account.email)).toHaveLength(1);

    // Another conversation (about a request) gets its own e-mail.
    const r = await createRequest(t, c.accessToken, { title: 'Porte de nevera' });
    await send(c.accessToken, { companyId: co.company.id, requestId: r.id, content: 'sobre la nevera' });
    const second = await waitForMail(t, co.account.email, { count: 2 });
    expect(second.text).toContain('Porte de nevera');

    // Connected: no e-mail.
    const companySocket = await open(co.token);
    clock.advance(3600_000);
    await send(c.accessToken, { companyId: co.company.id, content: 'estando conectada' });
    await nextEvent(companySocket, 'message:new');
    await pause(800);
    expect(mailsFor(t, co.account.email)).toHaveLength(2);

    // Offline again and an hour later: a new e-mail for the general conversation.
    companySocket.close();
    await settle();
    clock.advance(3600_000);
    await send(c.accessToken, { companyId: co.company.id, content: 'una hora después' });
    const third = await waitForMail(t, co.account.email, { count: 3 });
    expect(third.text).toContain('una hora después');
    // The company's answer to the offline client: the company is shown by its company name.
    await send(co.token, { receiverId: c.id, content: 'respuesta' });
    const toClient = await waitForMail(t, c.email);
    expect(toClient.text).toContain(co.company.companyName);
    expect(toClient.text).toContain(`${PUBLIC_URL}/messages?company=${co.company.id}`);
  });

  it('sends a notification event to the client on a new proposal and to the company on accept/reject', async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Notifica ${marker()}` });
    const clientSocket = await open(c.accessToken);
    const companySocket = await open(co.token);
    const r = await createRequest(t, c.accessToken, { title: 'Mudanza con aviso' });
    const p = await createProposal(t, co.token, r.id);
    const received = await nextEvent(clientSocket, 'notification');
    expect(received).toMatchObject({ type: 'proposal-received', title: 'Nueva propuesta', link: `/jobs/${r.id}/proposals` });
    expect(received.body).toContain(co.company.companyName);
    expect(received.body).toContain('Mudanza con aviso');

    expect((await call(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(c.accessToken))).status).toBe(200);
    expect(await nextEvent(companySocket, 'notification')).toMatchObject({ type: 'proposal-accepted', link: `/company/proposal/${p.id}` });

    const co2 = await createCompany(t, { companyName: `Rechazada ${marker()}` });
    const co2Socket = await open(co2.token);
    // Another request: the first one is hired now and takes no more proposals (issue 18).
    const p2 = await createProposal(t, co2.token, (await createRequest(t, c.accessToken)).id);
    expect((await call(t, 'POST', `/api/proposals/${p2.id}/reject`, undefined, bearer(c.accessToken))).status).toBe(200);
    expect(await nextEvent(co2Socket, 'notification')).toMatchObject({ type: 'proposal-rejected', link: '/company/proposals' });
    await settle();
    expect(eventsOf(companySocket, 'notification')).toHaveLength(1);
  });
});
