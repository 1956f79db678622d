import {
  bearer,
  call,
  login,
  mailsFor,
  refreshCookieFrom,
  relaxedRateLimits,
  resetLinkFrom,
  signedInClient,
  waitForMail,
  type LoggedIn,
} from '../factories/auth-factories.js';
import type { MessageDto, SessionResponseDto } from '@rutalia/api-contract';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { closeAll, connectSocket, eventsOf, nextEvent, pause, type TestSocket } from '../helpers/sockets.js';
import { startTestApp, startTestAppPair, type TestApp } from '../helpers/test-app.js';

/**
 * A socket lives no longer than the session that opened it (issue 15, failure 3): it is closed
 * when its access token expires (after a `session:expired` notice), when its session signs out,
 * and (every socket of the user) when the password is reset. Closed means offline: a message
 * sent afterwards reaches no socket and e-mails the receiver.
 */

const disconnectReasons = new WeakMap<TestSocket, Promise<string>>();

/** Connects and records from then on why the socket disconnects (see `disconnectOf`). */
async function openTracked(t: TestApp, token: string): Promise<TestSocket> {
  const socket = await connectSocket(t, token);
  disconnectReasons.set(socket, new Promise((resolve) => socket.once('disconnect', resolve)));
  return socket;
}

/** Resolves with the disconnect reason, or rejects if the socket stays connected. */
function disconnectOf(socket: TestSocket, timeoutMs = 5000): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`socket: still connected after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([disconnectReasons.get(socket)!, timeout]).finally(() => clearTimeout(timer));
}

const newMessageMails = (t: TestApp, email: string) => mailsFor(t, email).filter((m) => m.file.includes('new-message'));

async function waitForNewMessageMail(t: TestApp, email: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (newMessageMails(t, email).length === 0) {
    if (Date.now() > deadline) throw new Error(`No llegó el aviso de mensaje para ${email}`);
    await pause(100);
  }
}

/** Another session of the same account (a second device). */
const secondSession = (t: TestApp, company: TestCompany) => login(t, company.account.email, company.account.password);

const logout = (t: TestApp, session: LoggedIn) => call(t, 'POST', '/api/auth/logout', undefined, { cookie: session.cookie });

async function resetPassword(t: TestApp, resetOn: TestApp, email: string): Promise<void> {
  expect((await call(resetOn, 'POST', '/api/auth/forgot-password', { email })).status).toBe(202);
  const { token } = resetLinkFrom((await waitForMail(t, email)).text);
  expect((await call(resetOn, 'POST', '/api/auth/reset-password', { token, password: 'otra-contraseña-9' })).status).toBe(200);
}

describe('sockets end with the session', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits });
  }, 60_000);
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => t.close());

  const open = async (token: string) => {
    const socket = await openTracked(t, token);
    sockets.push(socket);
    return socket;
  };
  const writeTo = async (company: TestCompany, content: string) => {
    const client = await signedInClient(t);
    const sent = await call<MessageDto>(t, 'POST', '/api/messages', { companyId: company.company.id, content }, bearer(client.accessToken));
    expect(sent.status).toBe(201);
    return sent.body;
  };

  it('a password reset closes every socket of the user; a message sent afterwards e-mails them', async () => {
    const company = await createCompany(t, { companyName: `Reset Sockets ${marker()}` });
    const other = await secondSession(t, company);
    const first = await open(company.token);
    const second = await open(other.accessToken);

    await resetPassword(t, t, company.account.email);
    expect(await disconnectOf(first)).toBe('io server disconnect');
    expect(await disconnectOf(second)).toBe('io server disconnect');
    // The access tokens have not expired yet, but their sessions have: no way back in.
    await expect(connectSocket(t, company.token)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connectSocket(t, other.accessToken)).rejects.toThrow('UNAUTHENTICATED');

    await writeTo(company, 'después del restablecimiento');
    await waitForNewMessageMail(t, company.account.email);
    expect(eventsOf(first, 'message:new')).toEqual([]);
    expect(eventsOf(second, 'message:new')).toEqual([]);
  });

  it("signing out of one session closes only that session's sockets; signing out of every session, all of them", async () => {
    const company = await createCompany(t, { companyName: `Logout Sockets ${marker()}` });
    const other = await secondSession(t, company);
    const mine = await open(company.token);
    const mineToo = await open(company.token);
    const otherDevice = await open(other.accessToken);

    expect((await logout(t, company.account)).status).toBe(204);
    expect(await disconnectOf(mine)).toBe('io server disconnect');
    expect(await disconnectOf(mineToo)).toBe('io server disconnect');
    await expect(connectSocket(t, company.token)).rejects.toThrow('UNAUTHENTICATED');
    // The other session still receives its messages (and counts as online: no e-mail).
    const live = await writeTo(company, 'sigues conectada en el otro dispositivo');
    expect((await nextEvent(otherDevice, 'message:new', (m) => m.id === live.id)).id).toBe(live.id);
    expect(otherDevice.connected).toBe(true);

    expect((await logout(t, other)).status).toBe(204);
    expect(await disconnectOf(otherDevice)).toBe('io server disconnect');
    await writeTo(company, 'ya sin sesiones');
    await waitForNewMessageMail(t, company.account.email);
    expect(newMessageMails(t, company.account.email)).toHaveLength(1);
    expect(eventsOf(otherDevice, 'message:new')).toHaveLength(1);
  });

  it("a stolen refresh token replayed ends its session: that session's sockets close, the others stay", async () => {
    const company = await createCompany(t, { companyName: `Robo Sockets ${marker()}` });
    const other = await secondSession(t, company);
    const refreshed = await call<SessionResponseDto>(t, 'POST', '/api/auth/refresh', undefined, { cookie: company.account.cookie });
    expect(refreshed.status).toBe(200);
    const stolenSession = await open(refreshed.body.accessToken);
    const otherDevice = await open(other.accessToken);

    // The rotated cookie again: the whole family is revoked.
    expect((await call(t, 'POST', '/api/auth/refresh', undefined, { cookie: company.account.cookie })).status).toBe(401);
    expect(await disconnectOf(stolenSession)).toBe('io server disconnect');
    await expect(connectSocket(t, refreshed.body.accessToken)).rejects.toThrow('UNAUTHENTICATED');
    await pause(200);
    expect(otherDevice.connected).toBe(true);
  });
});

describe('a socket whose access token expires', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, accessTokenTtlSeconds: 2 });
  }, 60_000);
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => t.close());

  it('gets session:expired and is closed; it receives nothing more, and a fresh token reconnects it', async () => {
    const company = await createCompany(t, { companyName: `Caducidad Sockets ${marker()}` });
    const socket = await openTracked(t, company.token);
    sockets.push(socket);
    const startedAt = Date.now();

    expect(await disconnectOf(socket, 4000)).toBe('io server disconnect');
    expect(Date.now() - startedAt).toBeLessThan(2500);
    expect(socket.received.map((r) => r.event)).toEqual(['session:expired']);

    // Offline now: the message reaches no socket and e-mails the company.
    const client = await signedInClient(t);
    expect(
      (await call(t, 'POST', '/api/messages', { companyId: company.company.id, content: 'token caducado' }, bearer(client.accessToken)))
        .status,
    ).toBe(201);
    await waitForNewMessageMail(t, company.account.email);
    expect(eventsOf(socket, 'message:new')).toEqual([]);

    // What the site does on that notice: refresh (the session is still alive) and reconnect.
    const refreshed = await call<SessionResponseDto>(t, 'POST', '/api/auth/refresh', undefined, { cookie: company.account.cookie });
    expect(refreshed.status).toBe(200);
    const again = await connectSocket(t, refreshed.body.accessToken);
    sockets.push(again);
    const client2 = await signedInClient(t);
    const sent = await call<MessageDto>(
      t,
      'POST',
      '/api/messages',
      { companyId: company.company.id, content: 'de nuevo conectada' },
      bearer(client2.accessToken),
    );
    expect((await nextEvent(again, 'message:new', (m) => m.id === sent.body.id)).content).toBe('de nuevo conectada');
    expect(refreshCookieFrom(refreshed.headers).cookie).not.toBe(company.account.cookie);
  });
});

/** Two API processes sharing Redis: the session ends on one, the socket sits on the other. */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('sockets end with the session on every API process (Redis adapter)', () => {
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

  it('a reset or a sign-out on app A closes the sockets on app B; the user is then offline', async () => {
    const company = await createCompany(a, { companyName: `Redis Sesiones ${marker()}` });
    const other = await secondSession(a, company);
    const onB = await openTracked(b, company.token);
    const otherOnB = await openTracked(b, other.accessToken);
    sockets.push(onB, otherOnB);

    expect((await logout(a, company.account)).status).toBe(204);
    expect(await disconnectOf(onB)).toBe('io server disconnect');
    expect(otherOnB.connected).toBe(true);

    await resetPassword(a, a, company.account.email);
    expect(await disconnectOf(otherOnB)).toBe('io server disconnect');
    await expect(connectSocket(b, other.accessToken)).rejects.toThrow('UNAUTHENTICATED');

    const client = await signedInClient(a);
    expect(
      (await call(b, 'POST', '/api/messages', { companyId: company.company.id, content: 'nadie a la escucha' }, bearer(client.accessToken)))
        .status,
    ).toBe(201);
    await waitForNewMessageMail(a, company.account.email);
    expect(eventsOf(otherOnB, 'message:new')).toEqual([]);
  });
});
