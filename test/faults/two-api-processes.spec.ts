import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MessageDto, MessagesPageDto, SessionResponseDto } from '@rutalia/api-contract';
import { projectRoot } from '../../backend/src/config/paths.js';
import { REALTIME_TRANSPORTS } from '../../site/src/api/socket-transports.js';
import { bearer, call, signedInClient, signedInCompany, TEST_PASSWORD, uniqueEmail } from '../factories/auth-factories.js';
import { queuePrefixFor } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { closeAll, connectSocket, nextEvent, pause, type SocketClientOptions, type TestSocket } from '../helpers/sockets.js';
import type { TestApp } from '../helpers/test-app.js';
import { startNginx, type NginxProxy } from './support/nginx.js';
import { startRedis, type RedisServer } from './support/redis-server.js';
import { enrolTwoFactor } from '../factories/two-factor-factories.js';

/**
 * The production topology on one machine: two built API processes (RUN_WORKERS=false,
 * TRUST_PROXY=1) and a worker process sharing PostgreSQL and a Redis of their own, behind
 * Debian's nginx running deploy/nginx.conf. Sockets on different processes chat through the
 * proxy, a suspension made on one process closes the socket held by the other, the login limit
 * counts the real client address that nginx saw (whatever X-Forwarded-For the client sends), the
 * site's client opens a websocket first, and with one process killed the other takes everything.
 */

const ADMIN_INVITE_TOKEN = randomBytes(24).toString('base64url');
const LOGIN_LIMIT = 3;

/** Source addresses nginx tells apart (Linux routes all of 127.0.0.0/8 to loopback). */
const CLIENT_ADDRESSES = Array.from({ length: 30 }, (_, i) => `127.0.0.${i + 2}`);

/**
 * What the factories need of an app (`request`), against one process or the proxy. Straight to a
 * process, each factory call comes from its own X-Forwarded-For address; through nginx, from 127.0.0.1.
 */
const httpVia = (url: string) =>
  ({
    url,
    request: (method: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}${route}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  }) as unknown as TestApp;

/**
 * Chat needs no verified email (only publishing requests and sending proposals do), and these
 * accounts are made over plain HTTP, without the test app's database to read the link from.
 */
const UNVERIFIED = { verified: false };

/** One HTTP request through nginx from `localAddress`: status and JSON body. */
function requestFrom(localAddress: string, url: string, method: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      { method, localAddress, headers: payload ? { 'content-type': 'application/json', ...headers } : headers },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text.startsWith('{') ? JSON.parse(text) : text }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

/** `node backend/dist/worker.js` with the APIs' settings (database and queues as startServerProcess sets them); ready once it says so. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const child = spawn(process.execPath, [path.join(projectRoot, 'backend', 'dist', 'worker.js')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      QUEUE_PREFIX: queuePrefixFor(databaseUrl),
      ...env,
      RUN_WORKERS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`El worker no arrancó en 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Workers de Rutalia en marcha')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`El worker terminó al arrancar (${code}):\n${output}`));
    });
  });
  return child;
}

describe('two API processes and a worker behind nginx', () => {
  let redis: RedisServer;
  let api1: ServerProcess;
  let api2: ServerProcess;
  let worker: ChildProcess;
  let nginx: NginxProxy;
  let dataDir: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-two-apis-'));
    const env = {
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_INVITE_TOKEN,
      // One hop: the client address is the last X-Forwarded-For entry, the one nginx appends.
      TRUST_PROXY: '1',
      RUN_WORKERS: 'false',
      BILLING_SCHEDULER_INTERVAL_MS: '0',
      RATE_LIMIT_LOGIN_IP: `${LOGIN_LIMIT}/1m`,
    };
    // Each is assigned as soon as it is up, so afterAll stops the others when one fails to start.
    const started = await Promise.allSettled([
      startServerProcess(env).then((server) => (api1 = server)),
      startServerProcess(env).then((server) => (api2 = server)),
      startWorker(env).then((child) => (worker = child)),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    nginx = await startNginx([api1.url, api2.url].map((url) => new URL(url).host));
  }, 60_000);

  afterEach(() => closeAll(...sockets.splice(0)));

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([api1, api2].filter((server) => server?.process.signalCode === null).map((server) => server.stop()));
    if (worker && worker.exitCode === null) {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGTERM');
      await exited;
    }
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const hostOf = (server: ServerProcess) => new URL(server.url).host;

  const openThroughNginx = async (token: string, options: SocketClientOptions = {}) => {
    const socket = await connectSocket(nginx.url, token, { options });
    sockets.push(socket);
    return socket;
  };

  /**
   * A source address nginx sends to each API process. /socket.io/ is hashed on the client
   * address: a long-polling handshake from each candidate shows (in the access log) where it lands.
   */
  async function addressPerProcess(): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const address of CLIENT_ADDRESSES) {
      const handshake = await requestFrom(address, `${nginx.url}/socket.io/?EIO=4&transport=polling`, 'GET');
      expect(handshake.status).toBe(200);
      const line = nginx.accessLog().findLast((l) => l.clientAddress === address && l.uri.startsWith('/socket.io/'));
      if (line && !found.has(line.upstream)) found.set(line.upstream, address);
      if (found.size === 2) break;
    }
    expect([...found.keys()].sort()).toEqual([hostOf(api1), hostOf(api2)].sort());
    return found;
  }

  /** The .eml files written for `email` after sign-up (no SMTP_URL: the worker writes them to DATA_DIR/mail). */
  const mailsTo = (email: string) => {
    const mailDir = path.join(dataDir, 'mail');
    if (!existsSync(mailDir)) return [];
    return readdirSync(mailDir).filter(
      (file) =>
        file.endsWith('.eml') &&
        !file.includes('-email-verification-') && // the sign-up's own mail
        readFileSync(path.join(mailDir, file), 'utf8').includes(`To: ${email}`),
    );
  };

  it('sockets on different processes chat through the proxy, both ways, and the worker mails the one who left', async () => {
    const health = await fetch(`${nginx.url}/api/health`);
    expect(health.status).toBe(200);

    const client = await signedInClient(httpVia(api1.url), UNVERIFIED);
    const company = await signedInCompany(httpVia(api2.url), UNVERIFIED);
    const addresses = await addressPerProcess();
    const clientSocket = await openThroughNginx(client.accessToken, { localAddress: addresses.get(hostOf(api1)) });
    const companySocket = await openThroughNginx(company.accessToken, { localAddress: addresses.get(hostOf(api2)) });
    await pause(200);

    // HTTP through nginx too (least_conn over both processes): the emit crosses over Redis.
    const asked = await call<MessageDto>(
      httpVia(nginx.url),
      'POST',
      '/api/messages',
      { receiverId: company.id, content: 'Hola, ¿hacéis portes?' },
      bearer(client.accessToken),
    );
    const answered = await call<MessageDto>(
      httpVia(nginx.url),
      'POST',
      '/api/messages',
      { receiverId: client.id, content: 'Sí, el martes.' },
      bearer(company.accessToken),
    );
    expect([asked.status, answered.status]).toEqual([201, 201]);
    expect(await nextEvent(companySocket, 'message:new', (m) => m.id === asked.body.id)).toEqual(asked.body);
    expect(await nextEvent(clientSocket, 'message:new', (m) => m.id === answered.body.id)).toEqual(answered.body);

    // Both were online (each process saw the other's socket through Redis): no e-mail. Then the
    // company leaves, and the worker (the only process with workers) mails it exactly once.
    companySocket.close();
    clientSocket.close();
    await pause(300);
    const offline = await call(
      httpVia(nginx.url),
      'POST',
      '/api/messages',
      { receiverId: company.id, content: '¿Sigue en pie?' },
      bearer(client.accessToken),
    );
    expect(offline.status).toBe(201);
    const deadline = Date.now() + 15_000;
    while (mailsTo(company.email).length === 0 && Date.now() < deadline) await pause(100);
    await pause(500);
    expect(mailsTo(company.email)).toHaveLength(1);

    // The proof that the two websockets were held by different processes: nginx logs each when it closes.
    await pause(200);
    const upgrades = nginx.accessLog().filter((l) => l.status === 101);
    expect(upgrades.find((l) => l.clientAddress === addresses.get(hostOf(api1)))?.upstream).toBe(hostOf(api1));
    expect(upgrades.find((l) => l.clientAddress === addresses.get(hostOf(api2)))?.upstream).toBe(hostOf(api2));
  });

  it('an admin suspends a user on process 1, and the socket the user holds on process 2 closes', async () => {
    const adminEmail = uniqueEmail('super-admin');
    const registered = await call(httpVia(api1.url), 'POST', '/api/auth/register', {
      userType: 'admin',
      email: adminEmail,
      password: TEST_PASSWORD,
      invitationToken: ADMIN_INVITE_TOKEN,
    });
    expect(registered.status).toBe(201);
    const adminLogin = await call<SessionResponseDto>(httpVia(api1.url), 'POST', '/api/auth/login', {
      email: adminEmail,
      password: TEST_PASSWORD,
    });
    // Two-factor is mandatory before any admin operation (issue 22).
    await enrolTwoFactor(httpVia(api1.url), adminLogin.body.accessToken);
    const user = await signedInClient(httpVia(api2.url), UNVERIFIED);
    const addresses = await addressPerProcess();
    const socket = await openThroughNginx(user.accessToken, { localAddress: addresses.get(hostOf(api2)) });
    const closed = new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('sigue abierto'), 5000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

    const suspended = await call(
      httpVia(api1.url),
      'POST',
      `/api/admin/users/${user.id}/suspend`,
      { reason: 'Mensajes abusivos' },
      bearer(adminLogin.body.accessToken),
    );
    expect(suspended.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await pause(200);
    expect(nginx.accessLog().find((l) => l.status === 101 && l.clientAddress === addresses.get(hostOf(api2)))?.upstream).toBe(hostOf(api2));
    // And it cannot come back through the proxy.
    await expect(connectSocket(nginx.url, user.accessToken, { options: { localAddress: addresses.get(hostOf(api1)) } })).rejects.toThrow(
      'UNAUTHENTICATED',
    );
  });

  it('login limits count the real client address through nginx, not one bucket for everyone nor the forged X-Forwarded-For', async () => {
    const attempt = (from: string, headers: Record<string, string> = {}) =>
      requestFrom(from, `${nginx.url}/api/auth/login`, 'POST', { email: uniqueEmail('limite'), password: 'incorrecta-1' }, headers).then(
        (r) => r.status,
      );
    const [first, second] = ['127.0.0.41', '127.0.0.42'];

    const firstStatuses: number[] = [];
    // Each attempt claims another address: the app takes the one nginx appended after it.
    for (let i = 0; i <= LOGIN_LIMIT; i++) firstStatuses.push(await attempt(first, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(firstStatuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
    // The attempts went to both processes, which count in the same Redis bucket.
    const answeredBy = new Set(
      nginx
        .accessLog()
        .filter((l) => l.clientAddress === first && l.uri === '/api/auth/login')
        .map((l) => l.upstream),
    );
    expect(answeredBy).toEqual(new Set([hostOf(api1), hostOf(api2)]));

    // Another visitor is not blocked by the first one, even claiming to be someone else.
    expect(await attempt(second)).toBe(401);
    expect(await attempt(second, { 'x-forwarded-for': first })).toBe(401);
  });

  it("the site's client opens a websocket first; the long-polling fallback stays on one process", async () => {
    const user = await signedInCompany(httpVia(api1.url), UNVERIFIED);
    const before = nginx.accessLog().length;
    const siteLike = await openThroughNginx(user.accessToken, { ...REALTIME_TRANSPORTS, localAddress: '127.0.0.43' });
    expect(siteLike.io.engine.transport.name).toBe('websocket');
    expect(
      nginx
        .accessLog()
        .slice(before)
        .filter((l) => l.clientAddress === '127.0.0.43' && l.uri.includes('transport=polling')),
    ).toEqual([]);

    // Long-polling only (websockets blocked somewhere on the way): every request of the session
    // must reach the process that holds it, or the second poll gets 400 «Session ID unknown».
    const polling = await openThroughNginx(user.accessToken, { transports: ['polling'] });
    const client = await signedInClient(httpVia(api2.url), UNVERIFIED);
    const sent = await call<MessageDto>(
      httpVia(api2.url),
      'POST',
      '/api/messages',
      { receiverId: user.id, content: 'por long-polling' },
      bearer(client.accessToken),
    );
    expect(sent.status).toBe(201);
    expect(await nextEvent(polling, 'message:new', (m) => m.id === sent.body.id)).toEqual(sent.body);
    const polls = nginx
      .accessLog()
      .slice(before)
      .filter((l) => l.clientAddress === '127.0.0.1' && l.uri.includes('transport=polling'));
    expect(polls.length).toBeGreaterThan(1);
    expect(polls.filter((l) => l.status !== 200)).toEqual([]);
    expect(new Set(polls.map((l) => l.upstream)).size).toBe(1);
  });

  // Last: it kills process 1.
  it('with one API process killed, nginx sends everything to the other: no error, no message lost or doubled', async () => {
    const client = await signedInClient(httpVia(api2.url), UNVERIFIED);
    const company = await signedInCompany(httpVia(api2.url), UNVERIFIED);
    const addresses = await addressPerProcess();
    const companySocket = await openThroughNginx(company.accessToken, { localAddress: addresses.get(hostOf(api2)) });

    const exited = new Promise((r) => api1.process.once('exit', r));
    api1.process.kill('SIGKILL');
    await exited;

    // A refused connection is retried on the other process (the request never reached one).
    const sent: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call<MessageDto>(
        httpVia(nginx.url),
        'POST',
        '/api/messages',
        { receiverId: company.id, content: `tras la caída ${i}` },
        bearer(client.accessToken),
      );
      expect(res.status).toBe(201);
      sent.push(res.body.id);
    }
    for (const id of sent) await nextEvent(companySocket, 'message:new', (m) => m.id === id);
    expect((await fetch(`${nginx.url}/api/health`)).status).toBe(200);
    // A client whose address hashed to the dead process connects to the survivor.
    const moved = await openThroughNginx(client.accessToken, { localAddress: addresses.get(hostOf(api1)) });
    expect(moved.connected).toBe(true);

    const history = await call<MessagesPageDto>(
      httpVia(nginx.url),
      'GET',
      `/api/conversations/${client.id}/messages`,
      undefined,
      bearer(company.accessToken),
    );
    expect(history.status).toBe(200);
    expect(history.body.items.map((m: { id: string }) => m.id).sort()).toEqual([...sent].sort());
  });
});
