// The phases of bench/messaging-latency.mjs, in the order it runs them: start the app process(es),
// create and sign in the accounts, connect one socket per user, open each pair's conversation and
// then the measured phase (messages sent at a steady rate, with the machine and PostgreSQL sampled).
// Users: { index, pair, isCompany, id, token, socket, disconnects }; user 2k is the client of pair
// k and user 2k + 1 its company. `appOf(user)` is the app process that user talks to.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { api, AppProcess } from './app-process.mjs';
import { machine, machineDelta, schedstatOf } from './proc-stats.mjs';
import { f1, mb, pool, sleep, summary } from './stats.mjs';

/**
 * Starts `count` app processes of the monorepo at `root` on `port`, `port + 1`… with `env` (plus
 * their PORT), logging to `dataDir`/<name>N.log, one after the other. Each is pushed into `apps` as
 * soon as it is spawned, so the caller can stop it even if it never gets ready. `entry`: another
 * server than backend/dist/main.js (the bare baseline, bench/lib/bare-chat-server.mjs); `nodeArgs`:
 * extra Node options (e.g. --cpu-prof).
 */
export async function startApps(apps, { root, count, port, env, dataDir, name = 'app', entry, nodeArgs = [] }) {
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const app = new AppProcess(
      `${name}${i + 1}`,
      port + i,
      { ...env, PORT: String(port + i) },
      path.join(dataDir, `${name}${i + 1}.log`),
      root,
      nodeArgs,
      entry ? { entry } : {},
    );
    apps.push(app);
    await app.ready();
    console.log(
      `${app.name}: pid ${app.pid}, puerto ${app.port}, listo en ${(performance.now() - started).toFixed(0)} ms, RSS ${mb(app.memory().rss)}`,
    );
  }
}

/** Registers `count` users (client, company, client…) through the API of `apps[0]` and logs each one in. */
export async function setupAccounts(apps, { count, concurrency, password }) {
  const t0 = performance.now();
  const users = await pool(
    Array.from({ length: count }, (_, i) => i),
    concurrency,
    async (i) => {
      const pair = Math.floor(i / 2);
      const isCompany = i % 2 === 1;
      const email = `bench-${isCompany ? 'empresa' : 'cliente'}-${pair}@rutalia.test`;
      const body = isCompany
        ? {
            userType: 'company',
            email,
            password,
            companyName: `Transportes Banco ${pair}`,
            contactPerson: `Contacto ${pair}`,
            phone: '600111222',
            city: 'Madrid',
            province: 'Madrid',
          }
        : { userType: 'client', email, password, fullName: `Cliente Banco ${pair}` };
      const base = apps[0].base;
      const registered = await api(base, 'POST', '/api/auth/register', body);
      if (registered.status !== 201) throw new Error(`registro ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
      const login = await api(base, 'POST', '/api/auth/login', { email, password });
      if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
      return { index: i, pair, isCompany, id: login.body.user.id, token: login.body.accessToken };
    },
  );
  const setupMs = performance.now() - t0;
  console.log(`Cuentas: ${count} registradas y con sesión (POST /api/auth/register + /login) en ${(setupMs / 1000).toFixed(1)} s`);
  return { users, setupMs };
}

/**
 * Opens one Socket.IO connection per user (`io` from socket.io-client) to its app, `concurrency` at
 * a time, pushing each socket into `sockets` (for the caller to close). Every `message:new` is
 * matched by its clientMessageId against `tracked` (filled later by the measured phase): receptions
 * and echoes are recorded there, anything else is counted in `stray`.
 */
export async function connectSockets(io, users, { appOf, sockets, concurrency }) {
  /** clientMessageId → tracking record of a measured message. */
  const tracked = new Map();
  const stray = { unknown: 0, wrongSocket: 0 };
  const connectTimes = [];
  const connectErrors = [];
  const connectStart = performance.now();
  await pool(users, concurrency, async (user) => {
    const app = appOf(user);
    const started = performance.now();
    const socket = io(app.base, {
      path: '/socket.io',
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    sockets.push(socket);
    user.socket = socket;
    user.disconnects = 0;
    socket.on('disconnect', () => user.disconnects++);
    socket.on('message:new', (message) => {
      const at = performance.now();
      const record = tracked.get(message.clientMessageId);
      if (!record) {
        stray.unknown++;
        return;
      }
      if (message.receiverId === user.id) {
        record.received.push(at);
      } else if (message.senderId === user.id) {
        record.echoes.push(at);
      } else stray.wrongSocket++;
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      connectTimes.push(performance.now() - started);
    } catch (error) {
      connectErrors.push(error.message);
    }
  });
  const connectWallMs = performance.now() - connectStart;
  const connected = users.filter((u) => u.socket.connected).length;
  const connect = summary(connectTimes);
  console.log(
    `Sockets: ${connected}/${users.length} conectados en ${(connectWallMs / 1000).toFixed(2)} s (${concurrency} a la vez); ` +
      `por conexión p50 ${f1(connect.p50)} ms, p99 ${f1(connect.p99)} ms, máx ${f1(connect.max)} ms` +
      (connectErrors.length ? `; errores: ${[...new Set(connectErrors)].join(', ')}` : ''),
  );
  return { tracked, stray, connectErrors, connectWallMs, connected, connect };
}

/** Each client's first message to its company (opens the conversation, not measured); then a 1 s pause. Returns how many got 201. */
export async function sendOpeningMessages(users, { appOf, concurrency }) {
  const pairs = users.length / 2;
  const clients = users.filter((u) => !u.isCompany);
  const companyOf = new Map(users.filter((u) => u.isCompany).map((u) => [u.pair, u]));
  const openingStart = performance.now();
  const opening = await pool(clients, concurrency, async (client) => {
    const company = companyOf.get(client.pair);
    const res = await api(
      appOf(client).base,
      'POST',
      '/api/messages',
      { receiverId: company.id, content: `Hola, soy el cliente ${client.pair}. ¿Tenéis disponibilidad?` },
      client.token,
    );
    return res.status;
  });
  const openingOk = opening.filter((s) => s === 201).length;
  console.log(
    `Primer mensaje de cada pareja (cliente → empresa, abre la conversación): ${openingOk}/${pairs} con 201 en ${((performance.now() - openingStart) / 1000).toFixed(1)} s` +
      (openingOk < pairs
        ? `; estados: ${JSON.stringify(Object.fromEntries([...new Set(opening)].map((s) => [s, opening.filter((x) => x === s).length])))}`
        : ''),
  );
  await sleep(1000);
  return openingOk;
}

/**
 * Samplers of the measured phase: each second, how long the apps' main threads waited for a CPU and
 * the machine's PSI (`snapshots`, one taken at once); every 100 ms, what the server's PostgreSQL
 * connections (application_name `pgAppName`) are doing (pg_stat_activity, counted in `pgStates`). `stop()` takes a last snapshot.
 */
function startPhaseSamplers(ds, apps, pgAppName) {
  const snapshots = [];
  const snapshot = () => snapshots.push({ at: performance.now(), machine: machine(), sched: apps.map((a) => schedstatOf(a.pid)) });
  snapshot();
  const snapshotTimer = setInterval(snapshot, 1000);
  const pg = { states: new Map(), samples: 0 };
  let pgSampling = true;
  const pgSampler = (async () => {
    while (pgSampling) {
      const rows = await ds.query(
        `SELECT state, coalesce(wait_event_type || ':' || wait_event, 'CPU') AS wait, regexp_replace(left(query, 48), '\\s+', ' ', 'g') AS query FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1 AND state <> 'idle' AND pid <> pg_backend_pid()`,
        [pgAppName],
      );
      pg.samples++;
      for (const row of rows) {
        const key = `${row.state} ${row.wait} «${row.query}»`;
        pg.states.set(key, (pg.states.get(key) ?? 0) + 1);
      }
      await sleep(100);
    }
  })();
  const stop = async () => {
    clearInterval(snapshotTimer);
    snapshot();
    pgSampling = false;
    await pgSampler;
  };
  return { snapshots, pg, stop };
}

/**
 * Measured message `i`: pair i % pairs, company → client in even rounds and client → company in
 * odd ones, POSTed to the sender's app. Records it in `tracked` and counts its answer in `posts`.
 */
function sendMessage(i, { users, appOf, tracked, posts }) {
  const pairs = users.length / 2;
  const pair = i % pairs;
  const round = Math.floor(i / pairs);
  const client = users[pair * 2];
  const company = users[pair * 2 + 1];
  const [sender, receiver] = round % 2 === 0 ? [company, client] : [client, company];
  const clientMessageId = randomUUID();
  const record = { i, sender, receiver, sentAt: performance.now(), answeredAt: undefined, status: undefined, received: [], echoes: [] };
  tracked.set(clientMessageId, record);
  const request = fetch(`${appOf(sender).base}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sender.token}` },
    body: JSON.stringify({
      receiverId: receiver.id,
      content: `Mensaje ${i} de la prueba de carga: ¿os va bien el martes a las 9:00?`,
      clientMessageId,
    }),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      record.answeredAt = performance.now();
      record.status = res.status;
      posts.statuses.set(res.status, (posts.statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201) posts.times.push(record.answeredAt - record.sentAt);
    })
    .catch((error) => {
      record.status = 'error';
      const key = error.cause?.code ?? error.message;
      posts.errors.set(key, (posts.errors.get(key) ?? 0) + 1);
    })
    .finally(() => posts.inFlight.delete(request));
  posts.inFlight.add(request);
  if (posts.inFlight.size > posts.maxInFlight) posts.maxInFlight = posts.inFlight.size;
}

/**
 * Open loop: message i is due at phaseStart + i / rate s, whatever the answers of the earlier ones.
 * Returns how many ticks of the sender fell more than 100 ms behind.
 */
async function sendAtRate(total, rate, phaseStart, sendOne) {
  let sent = 0;
  let lateTicks = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - phaseStart) / 1000) * rate) + 1);
    if (due - sent > rate / 10) lateTicks++;
    while (sent < due) sendOne(sent++);
    await sleep(2);
  }
  return lateTicks;
}

/**
 * The measured phase: rate × seconds messages sent at a steady rate, then up to `drainMs` waiting for
 * deliveries still on their way. Returns the raw readings (before/after CPU, schedstat, memory,
 * event-loop delay, samplers) for collectResults() in bench/lib/messaging-report.mjs.
 */
export async function measuredPhase({ ds, apps, users, appOf, tracked, rate, seconds, drainMs, pgAppName = 'rutalia' }) {
  const total = Math.round(rate * seconds);
  const posts = { times: [], statuses: new Map(), errors: new Map(), inFlight: new Set(), maxInFlight: 0 };
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  await Promise.all(apps.map((a) => a.loopDelay({ reset: true })));
  const cpuBefore = apps.map((a) => a.cpuSeconds());
  const schedBefore = apps.map((a) => schedstatOf(a.pid));
  const benchSchedBefore = schedstatOf(process.pid);
  const peakBefore = apps.map((a) => a.peakRss);
  for (const a of apps) a.peakRss = 0;
  benchLoop.enable();
  const machineBefore = machine();
  const phaseStart = performance.now();
  const samplers = startPhaseSamplers(ds, apps, pgAppName);

  const lateTicks = await sendAtRate(total, rate, phaseStart, (i) => sendMessage(i, { users, appOf, tracked, posts }));
  const sendingMs = performance.now() - phaseStart;
  await Promise.all([...posts.inFlight]);
  const answeredMs = performance.now() - phaseStart;
  const accepted = [...tracked.values()].filter((r) => r.status === 201);
  const drainStart = performance.now();
  while (performance.now() - drainStart < drainMs && accepted.some((r) => r.received.length === 0 || r.echoes.length === 0))
    await sleep(50);
  benchLoop.disable();
  await samplers.stop();
  const cpuAfter = apps.map((a) => a.cpuSeconds());
  const schedAfter = apps.map((a) => schedstatOf(a.pid));
  const benchSchedAfter = schedstatOf(process.pid);
  const phaseMs = performance.now() - phaseStart;
  const machineDuring = machineDelta(machineBefore, machine(), phaseMs);
  const serverLoop = await Promise.all(apps.map((a) => a.loopDelay()));
  const peakDuring = apps.map((a) => a.peakRss);
  const rssEnd = apps.map((a) => a.memory());

  return {
    total,
    sendingMs,
    answeredMs,
    phaseStart,
    phaseMs,
    lateTicks,
    posts,
    accepted,
    benchLoop,
    benchSchedBefore,
    benchSchedAfter,
    cpuBefore,
    cpuAfter,
    schedBefore,
    schedAfter,
    machineDuring,
    serverLoop,
    peakBefore,
    peakDuring,
    rssEnd,
    snapshots: samplers.snapshots,
    pg: samplers.pg,
  };
}
