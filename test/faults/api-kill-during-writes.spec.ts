import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bearer, call, companyBody, login, signedInClient, TEST_PASSWORD } from '../factories/auth-factories.js';
import { createCompany } from '../factories/company-factories.js';
import { createRequest, requestBody } from '../factories/request-factories.js';
import { deleteQueueKeys } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import type { TestApp } from '../helpers/test-app.js';
import { createDatabase, dropDatabase } from '../helpers/test-database.mjs';
import { clientOf } from './support/process-client.js';

/** What a client saw of one write: a 2xx, a refusal, or no answer at all (the process died). */
type Outcome = 'ok' | 'refused' | 'no-answer';

/**
 * The API process SIGKILLed while 25 clients keep writing (requests published, proposals sent,
 * company accounts registered), then started again on the same database: every acknowledged
 * write is there exactly once, nothing is duplicated or half-written, and the app serves again.
 */
describe('API matada con SIGKILL durante escrituras', () => {
  const run = randomUUID().slice(0, 8);
  const queuePrefix = `rt-fault-kill-${run}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-fault-kill-'));
  let databaseUrl: string;
  let server: ServerProcess | undefined;
  let db: pg.Client;

  const start = () =>
    startServerProcess({ DATABASE_URL: databaseUrl, QUEUE_PREFIX: queuePrefix, DATA_DIR: dataDir, REDIS_URL: process.env.REDIS_URL ?? '' });

  beforeAll(async () => {
    databaseUrl = await createDatabase(process.env.TEST_SERVER_URL!, 'rutalia_kill');
    server = await start();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await dropDatabase(process.env.TEST_SERVER_URL!, databaseUrl);
    await deleteQueueKeys(queuePrefix);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write exactly once and nothing half-written', async () => {
    const api = clientOf(server!);
    const clients = await Promise.all(Array.from({ length: 10 }, () => signedInClient(api)));
    const companies = await Promise.all(Array.from({ length: 10 }, () => createCompany(api, { services: ['Mudanzas'] })));
    const targets = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createRequest(api, clients[i % clients.length].accessToken, { title: `Destino ${run} ${i}` })),
    );

    const outcomes = new Map<string, Outcome>();
    let dead = false;
    /** One simulated user writing again and again until the process dies under it. */
    const writer = async (next: (n: number) => { key: string; send: () => Promise<{ status: number }> } | undefined) => {
      for (let n = 0; !dead; n++) {
        const write = next(n);
        if (!write) return;
        try {
          const res = await write.send();
          outcomes.set(write.key, res.status >= 200 && res.status < 300 ? 'ok' : 'refused');
        } catch {
          outcomes.set(write.key, 'no-answer');
          return;
        }
      }
    };
    const publishers = clients.map((client, w) =>
      writer((n) => {
        const key = `K-${run}-p${w}-${n}`;
        return { key, send: () => call(api, 'POST', '/api/requests', requestBody({ title: key }), bearer(client.accessToken)) };
      }),
    );
    const proposers = companies.map((company, w) =>
      writer((n) => {
        const target = targets[(w + n) % targets.length];
        if (n >= targets.length) return undefined; // one proposal per request and company
        const key = `K-${run}-c${w}-${n}`;
        return {
          key,
          send: () =>
            call(api, 'POST', `/api/requests/${target.id}/proposals`, { message: `<p>${key}</p>`, price: 100 + n }, bearer(company.token)),
        };
      }),
    );
    const registrants = Array.from({ length: 5 }, (_, w) =>
      writer((n) => {
        const key = `k-${run}-r${w}-${n}@example.com`;
        return { key, send: () => call(api, 'POST', '/api/auth/register', companyBody({ email: key, companyName: `Registro ${key}` })) };
      }),
    );

    // Let the writes reach a steady flow, then kill the process with all of them in flight.
    const started = Date.now();
    while ([...outcomes.values()].filter((o) => o === 'ok').length < 40 && Date.now() - started < 10_000) await sleep(20);
    server!.process.kill('SIGKILL');
    dead = true;
    await Promise.all([...publishers, ...proposers, ...registrants]);
    await new Promise((r) => (server!.process.exitCode !== null || server!.process.signalCode ? r(null) : server!.process.once('exit', r)));

    const count = (kind: Outcome) => [...outcomes.values()].filter((o) => o === kind).length;
    expect(count('refused')).toBe(0);
    expect(count('ok')).toBeGreaterThanOrEqual(40);
    expect(count('no-answer')).toBeGreaterThan(0); // the kill did hit writes in flight

    // The killed process left no session behind (an open transaction would hold its row locks,
    // the migrations' advisory lock would block the next start).
    expect(await sessionsLeftAfter(db, 3000)).toEqual([]);

    const restartedAt = Date.now();
    server = await start();
    const restartMs = Date.now() - restartedAt;
    expect(restartMs).toBeLessThan(15_000);

    // Published requests: acknowledged ones once, unanswered ones at most once, all with their slug.
    const published = await rowsByKey(
      db,
      `SELECT title AS key, count(*)::int AS n, bool_and(slug <> '' AND search_text <> '') AS whole FROM requests WHERE title LIKE $1 GROUP BY title`,
      `K-${run}-p%`,
    );
    // Proposals, by the marker in their message.
    const proposals = await rowsByKey(
      db,
      `SELECT substring(message from 'K-[^<]+') AS key, count(*)::int AS n, true AS whole FROM proposals WHERE message LIKE $1 GROUP BY 1`,
      `%K-${run}-c%`,
    );
    // Company accounts: the user, its company and its trial, or nothing.
    const accounts = await rowsByKey(
      db,
      `SELECT u.email AS key, count(*)::int AS n,
              bool_and(EXISTS (SELECT 1 FROM companies c JOIN company_subscriptions s ON s.company_id = c.id WHERE c.user_id = u.id)) AS whole
         FROM users u WHERE u.email LIKE $1 GROUP BY u.email`,
      `k-${run}-r%`,
    );
    const stored = new Map([...published, ...proposals, ...accounts]);
    const problems: string[] = [];
    for (const [key, outcome] of outcomes) {
      const row = stored.get(key);
      if (outcome === 'ok' && !row) problems.push(`${key}: confirmada y perdida`);
      if (row && row.n !== 1) problems.push(`${key}: ${row.n} copias`);
      if (row && !row.whole) problems.push(`${key}: a medias`);
    }
    for (const key of stored.keys()) if (!outcomes.has(key)) problems.push(`${key}: no enviada`);
    expect(problems).toEqual([]);

    // Every request's proposal counter matches its proposals (the trigger runs in the INSERT's transaction).
    const drift = await db.query(
      `SELECT r.title FROM requests r WHERE r.title LIKE $1 AND r.proposal_count <> (SELECT count(*) FROM proposals p WHERE p.request_id = r.id)`,
      [`Destino ${run}%`],
    );
    expect(drift.rows).toEqual([]);
    // The restarted app serves reads and writes: an account registered before the kill signs in.
    const again: TestApp = clientOf(server);
    const registered = [...outcomes].find(([key, outcome]) => outcome === 'ok' && key.includes('@'));
    if (registered) await login(again, registered[0], TEST_PASSWORD);
    expect(
      (await call(again, 'POST', '/api/requests', requestBody({ title: `Tras el reinicio ${run}` }), bearer(clients[0].accessToken)))
        .status,
    ).toBe(201);
    expect((await call(again, 'GET', `/api/requests/${targets[0].id}`)).status).toBe(200);
    console.log(
      `SIGKILL: ${count('ok')} escrituras confirmadas, ${count('no-answer')} sin respuesta (${[...outcomes].filter(([k, o]) => o === 'no-answer' && stored.has(k)).length} guardadas); reinicio en ${restartMs} ms`,
    );
  });
});

/** Other sessions on this database (the dead process's backends exit once they see its sockets closed). */
async function sessionsLeftAfter(db: pg.Client, timeoutMs: number): Promise<Array<{ state: string; query: string }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query(
      `SELECT state, left(query, 120) AS query FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if (rows.length === 0 || Date.now() > deadline) return rows;
    await sleep(100);
  }
}

async function rowsByKey(db: pg.Client, sql: string, pattern: string): Promise<Map<string, { n: number; whole: boolean }>> {
  const { rows } = await db.query<{ key: string; n: number; whole: boolean }>(sql, [pattern]);
  return new Map(rows.map((row) => [row.key, { n: row.n, whole: row.whole }]));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
