import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ConversationPageDto, MarkReadResultDto, MessageDto, MessagesPageDto, UnreadCountDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { createProposal, createRequest, endTrial } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MESSAGE_LIMIT = 8;

/** REST rules of the messaging API (issue 7); realtime delivery is in messaging-realtime.spec.ts. */
describe('messaging API', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, messageRateLimit: { limit: MESSAGE_LIMIT, windowMs: 60_000 } });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const send = <T = MessageDto>(token: string, body: Record<string, unknown>) => call<T>(t, 'POST', '/api/messages', body, bearer(token));
  const history = (token: string, userId: string, query = '') =>
    call<MessagesPageDto>(t, 'GET', `/api/conversations/${userId}/messages${query}`, undefined, bearer(token));
  const list = (token: string, query = '') => call<ConversationPageDto>(t, 'GET', `/api/conversations${query}`, undefined, bearer(token));
  const unread = async (token: string) =>
    (await call<UnreadCountDto>(t, 'GET', '/api/conversations/unread', undefined, bearer(token))).body.count;
  const markRead = (token: string, userId: string, body: Record<string, unknown> = {}) =>
    call<MarkReadResultDto>(t, 'POST', `/api/conversations/${userId}/read`, body, bearer(token));

  type Client = Awaited<ReturnType<typeof signedInClient>>;
  let client: Client;
  let company: TestCompany;
  beforeAll(async () => {
    client = await signedInClient(t, { fullName: 'Marta Mensajera' });
    company = await createCompany(t, { companyName: `Mudanzas Chat ${marker()}` });
  }, 60_000);

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/conversations')).status).toBe(401);
    expect((await call(t, 'POST', '/api/messages', { receiverId: randomUUID(), content: 'hola' })).status).toBe(401);
  });

  it("refuses a blank message with 'Por favor, escribe un mensaje', and one over 5000 characters naming the limit", async () => {
    for (const content of ['', '   \n\t ', undefined, null]) {
      const res = await send<ApiErrorBody>(client.accessToken, { companyId: company.company.id, content });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, escribe un mensaje');
    }
    const long = await send<ApiErrorBody>(client.accessToken, { companyId: company.company.id, content: 'a'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/5\.?000 caracteres/);
    // Exactly 5000 (after trimming the edges) is fine.
    const max = await send(client.accessToken, { companyId: company.company.id, content: `  ${'b'.repeat(5000)}  ` });
    expect(max.status).toBe(201);
    expect(max.body.content).toHaveLength(5000);
  });

  it('refuses messages to yourself, to nobody and to unknown users or companies', async () => {
    const self = await send<ApiErrorBody>(client.accessToken, { receiverId: client.id, content: 'hola yo' });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('CANNOT_MESSAGE_SELF');
    const ownCompany = await send(company.token, { companyId: company.company.id, content: 'hola yo' });
    expect(ownCompany.status).toBe(400);
    expect((await send(client.accessToken, { content: 'a nadie' })).status).toBe(400);
    const unknownUser = await send<ApiErrorBody>(client.accessToken, { receiverId: randomUUID(), content: 'hola' });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.body.code).toBe('RECEIVER_NOT_FOUND');
    const unknownCompany = await send(client.accessToken, { companyId: randomUUID(), content: 'hola' });
    expect(unknownCompany.status).toBe(404);
    expect((await send(client.accessToken, { receiverId: 'no-es-un-uuid', content: 'hola' })).status).toBe(400);
  });

  it("companyId sends to the company's user; the lists show names and companies, never an e-mail", async () => {
    const c = await signedInClient(t, { fullName: 'Lucía Lista' });
    const co = await createCompany(t, { companyName: `Transportes Lista ${marker()}` });
    const sent = await send(c.accessToken, { companyId: co.company.id, content: '  Hola, ¿hacéis portes a Toledo?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      senderId: c.id,
      receiverId: co.account.id,
      requestId: null,
      content: 'Hola, ¿hacéis portes a Toledo?',
      isRead: false,
      readAt: null,
    });
    expect(sent.body.id).toEqual(expect.any(String));
    expect(new Date(sent.body.createdAt).toString()).not.toBe('Invalid Date');

    const theirs = await list(co.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ total: 1, page: 1 });
    expect(theirs.body.items[0]).toMatchObject({
      key: `${c.id}:general`,
      otherUser: { id: c.id, kind: 'client', displayName: 'Lucía Lista', companyId: null },
      request: null,
      lastMessage: { id: sent.body.id, content: 'Hola, ¿hacéis portes a Toledo?', mine: false },
      unreadCount: 1,
    });
    const mine = await list(c.accessToken);
    expect(mine.body.items[0]).toMatchObject({
      otherUser: {
        id: co.account.id,
        kind: 'company',
        displayName: co.company.companyName,
        companyId: co.company.id,
        companySeoParam: `${co.company.slug}-${co.company.id}`,
      },
      lastMessage: { mine: true },
      unreadCount: 0,
    });
    for (const body of [theirs.body, mine.body, (await history(c.accessToken, co.account.id)).body]) {
      const json = JSON.stringify(body);
      expect(json).not.toContain('@');
      expect(json).not.toContain(c.email);
      expect(json).not.toContain(co.account.email);
    }
  });

  it('lists conversations by last message, one per request or general, with unread counts, paginated', async () => {
    const c = await signedInClient(t);
    const a = await createCompany(t, { companyName: `Empresa A ${marker()}` });
    const b = await createCompany(t, { companyName: `Empresa B ${marker()}` });
    const r = await createRequest(t, c.accessToken, { title: 'Traslado de piano' });
    expect((await send(c.accessToken, { companyId: a.company.id, content: 'primero a A' })).status).toBe(201);
    expect((await send(c.accessToken, { companyId: b.company.id, content: 'luego a B' })).status).toBe(201);
    expect((await send(c.accessToken, { companyId: a.company.id, requestId: r.id, content: 'sobre el piano' })).status).toBe(201);
    expect((await send(a.token, { receiverId: c.id, requestId: r.id, content: 'respuesta del piano' })).status).toBe(201);
    expect((await send(a.token, { receiverId: c.id, content: 'respuesta general' })).status).toBe(201);

    const all = await list(c.accessToken);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i) => [i.otherUser.id, i.request?.title ?? null, i.lastMessage.content, i.unreadCount])).toEqual([
      [a.account.id, null, 'respuesta general', 1],
      [a.account.id, 'Traslado de piano', 'respuesta del piano', 1],
      [b.account.id, null, 'luego a B', 0],
    ]);
    expect(await unread(c.accessToken)).toBe(2);
    const page2 = await list(c.accessToken, '?page=2&pageSize=2');
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].otherUser.id).toBe(b.account.id);
  });

  it('a third user cannot read a conversation between two others', async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Privada ${marker()}` });
    await send(c.accessToken, { companyId: co.company.id, content: 'secreto' });
    const intruder = await signedInClient(t);
    // The conversation is addressed by the other participant: the intruder only ever sees its own.
    const withClient = await history(intruder.accessToken, c.id);
    expect(withClient.status).toBe(404);
    const withCompany = await history(intruder.accessToken, co.account.id);
    expect(withCompany.status).toBe(200);
    expect(withCompany.body.items).toEqual([]);
    const otherCompany = await createCompany(t, { companyName: `Ajena ${marker()}` });
    expect((await history(otherCompany.token, c.id)).status).toBe(404);
    expect((await list(intruder.accessToken)).body.items).toEqual([]);
    // Nor mark it read.
    expect((await markRead(intruder.accessToken, co.account.id)).body.updated).toBe(0);
    const [{ is_read }] = await ds.query(`SELECT is_read FROM messages WHERE sender_id = $1`, [c.id]);
    expect(is_read).toBe(false);
  });

  it('history pages newest first with a cursor, each page oldest → newest, no duplicates', async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Paginada ${marker()}` });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push(
        (
          await send(
            i % 2 ? c.accessToken : co.token,
            i % 2 ? { companyId: co.company.id, content: `m${i}` } : { receiverId: c.id, content: `m${i}` },
          )
        ).body.id,
      );
    const first = await history(c.accessToken, co.account.id, '?limit=2');
    expect(first.body.items.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(first.body).toMatchObject({
      hasMore: true,
      nextBefore: ids[3],
      requestId: null,
      otherUser: { id: co.account.id, kind: 'company' },
    });
    const second = await history(c.accessToken, co.account.id, `?limit=2&before=${first.body.nextBefore}`);
    expect(second.body.items.map((m) => m.content)).toEqual(['m2', 'm3']);
    const third = await history(c.accessToken, co.account.id, `?limit=2&before=${second.body.nextBefore}`);
    expect(third.body.items.map((m) => m.content)).toEqual(['m1']);
    expect(third.body).toMatchObject({ hasMore: false, nextBefore: null });
    expect((await history(c.accessToken, co.account.id, `?before=${randomUUID()}`)).status).toBe(400);
    expect((await history(c.accessToken, co.account.id, '?limit=1000')).status).toBe(400);
  });

  it('marks a conversation read: is_read and read_at, the unread count drops, only messages sent to me', async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Lectora ${marker()}` });
    const r = await createRequest(t, c.accessToken);
    await send(c.accessToken, { companyId: co.company.id, content: 'uno' });
    await send(c.accessToken, { companyId: co.company.id, content: 'dos' });
    await send(c.accessToken, { companyId: co.company.id, requestId: r.id, content: 'de la solicitud' });
    await send(co.token, { receiverId: c.id, content: 'mía' });
    expect(await unread(co.token)).toBe(3);

    const read = await markRead(co.token, c.id);
    expect(read.status).toBe(200);
    expect(read.body.updated).toBe(2);
    expect(new Date(String(read.body.readAt)).toString()).not.toBe('Invalid Date');
    expect(await unread(co.token)).toBe(1); // the request's conversation is separate
    expect(await unread(c.accessToken)).toBe(1); // mine was not touched
    const msgs = (await history(co.token, c.id)).body.items;
    expect(msgs.filter((m) => m.senderId === c.id).every((m) => m.isRead && m.readAt)).toBe(true);
    expect(msgs.find((m) => m.senderId === co.account.id)?.isRead).toBe(false);

    expect((await markRead(co.token, c.id, { requestId: r.id })).body.updated).toBe(1);
    expect(await unread(co.token)).toBe(0);
    expect((await markRead(co.token, c.id)).body).toEqual({ updated: 0, readAt: null });
  });

  it('clientMessageId makes a retried send store the message once', async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Idempotente ${marker()}` });
    const clientMessageId = randomUUID();
    const body = { companyId: co.company.id, content: 'reintento', clientMessageId };
    const first = await send(c.accessToken, body);
    const retry = await send(c.accessToken, body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(first.body.clientMessageId).toBe(clientMessageId);
    const concurrent = randomUUID();
    const both = await Promise.all([1, 2, 3].map(() => send(c.accessToken, { ...body, clientMessageId: concurrent })));
    expect(new Set(both.map((r) => r.body.id)).size).toBe(1);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM messages WHERE sender_id = $1`, [c.id]);
    expect(n).toBe(2);
    // Another sender may use the same id.
    expect((await send(co.token, { receiverId: c.id, content: 'otro', clientMessageId })).body.id).not.toBe(first.body.id);
  });

  it(`limits each sender to ${MESSAGE_LIMIT} messages a minute: 429 with a Spanish message`, async () => {
    const c = await signedInClient(t);
    const co = await createCompany(t, { companyName: `Limitada ${marker()}` });
    const firstId = randomUUID();
    const first = await send(c.accessToken, { companyId: co.company.id, content: 'n0', clientMessageId: firstId });
    expect(first.status).toBe(201);
    for (let i = 1; i < MESSAGE_LIMIT; i++)
      expect((await send(c.accessToken, { companyId: co.company.id, content: `n${i}` })).status).toBe(201);
    const over = await send<ApiErrorBody>(c.accessToken, { companyId: co.company.id, content: 'uno más' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('TOO_MANY_REQUESTS');
    expect(over.body.message).toBe('Estás enviando demasiados mensajes. Espera un momento e inténtalo de nuevo.');
    // A retry of a message already stored is answered before the limit is counted: same message, no 429.
    const retry = await send(c.accessToken, { companyId: co.company.id, content: 'n0', clientMessageId: firstId });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    // Others are not affected.
    expect((await send(co.token, { receiverId: c.id, content: 'la empresa sí' })).status).toBe(201);
  });

  describe('who may start a conversation', () => {
    it('a client: with a company that has access, about its own active request only', async () => {
      const c = await signedInClient(t);
      const other = await signedInClient(t);
      const co = await createCompany(t, { companyName: `Reglas ${marker()}` });
      const own = await createRequest(t, c.accessToken, { title: 'Mi solicitud' });
      const foreign = await createRequest(t, other.accessToken, { title: 'Ajena' });
      expect((await send(c.accessToken, { companyId: co.company.id, requestId: own.id, content: 'sobre la mía' })).status).toBe(201);
      const notMine = await send(c.accessToken, { companyId: co.company.id, requestId: foreign.id, content: 'sobre otra' });
      expect(notMine.status).toBe(403);
      expect((await send(c.accessToken, { companyId: co.company.id, requestId: randomUUID(), content: 'x' })).status).toBe(404);
      // Client ↔ client is not a conversation of the marketplace.
      const peer = await send<ApiErrorBody>(c.accessToken, { receiverId: other.id, content: 'hola vecino' });
      expect(peer.status).toBe(403);
      expect(peer.body.message).toBe('Los mensajes son entre clientes y empresas.');
      // A company without subscription access cannot be contacted...
      const lapsed = await createCompany(t, { companyName: `Sin plan ${marker()}` });
      await endTrial(ds, lapsed.company.id);
      const refused = await send<ApiErrorBody>(c.accessToken, { companyId: lapsed.company.id, content: 'hola' });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('COMPANY_UNAVAILABLE');
      // ...and the closed request keeps its conversation but starts no new one.
      expect((await call(t, 'POST', `/api/requests/${own.id}/close`, undefined, bearer(c.accessToken))).status).toBe(200);
      expect((await send(c.accessToken, { companyId: co.company.id, requestId: own.id, content: 'sigue' })).status).toBe(201);
      const co2 = await createCompany(t, { companyName: `Tarde ${marker()}` });
      expect((await send(c.accessToken, { companyId: co2.company.id, requestId: own.id, content: 'nueva' })).status).toBe(409);
    });

    it('a company: only with a client who accepted its proposal, or who wrote to it first', async () => {
      const c = await signedInClient(t);
      const co = await createCompany(t, { companyName: `Proponente ${marker()}` });
      const r = await createRequest(t, c.accessToken, { title: 'Mudanza aceptada' });
      const p = await createProposal(t, co.token, r.id);
      const early = await send<ApiErrorBody>(co.token, { receiverId: c.id, requestId: r.id, content: 'antes de aceptar' });
      expect(early.status).toBe(403);
      expect(early.body.message).toBe('Solo puedes escribir a un cliente que haya aceptado tu propuesta o que te haya escrito antes.');
      expect((await call(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(c.accessToken))).status).toBe(200);
      expect((await send(co.token, { receiverId: c.id, requestId: r.id, content: 'gracias por aceptar' })).status).toBe(201);
      expect((await send(co.token, { receiverId: c.id, content: 'general también' })).status).toBe(201);

      // A client who wrote first can be answered in that conversation, even after the trial ends.
      const c2 = await signedInClient(t);
      expect((await send(co.token, { receiverId: c2.id, content: 'spam' })).status).toBe(403);
      expect((await send(c2.accessToken, { companyId: co.company.id, content: 'pregunta' })).status).toBe(201);
      await endTrial(ds, co.company.id);
      expect((await send(co.token, { receiverId: c2.id, content: 'respuesta' })).status).toBe(201);
    });
  });
});
