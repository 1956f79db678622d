import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { relaxedRateLimits } from '../factories/auth-factories.js';
import { bystanderChecksums, changedTables, databaseNow, uncoveredTables } from '../helpers/fuzz-bystanders.js';
import {
  cornerRequests,
  operationLabel,
  operationsOf,
  requestArbitrary,
  type FuzzContext,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from '../helpers/fuzz-openapi.js';
import { buildFuzzWorld, type FuzzActor } from '../helpers/fuzz-world.js';
import { problemOf, type Answer } from '../helpers/fuzz-answers.js';
import { startIsolatedTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Bad input on every operation of the app's OpenAPI document, as an anonymous visitor, a client,
 * a company and a super admin: malformed, oversized, wrongly typed and hostile values. Every answer
 * must be below 500, every 4xx a JSON `{ statusCode, code, message }` with a Spanish message, and
 * no bystander's row may change.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Cases per operation for an actor that gets past the guards (FUZZ_RUNS for a deeper local run), and for one that is turned away. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const GUARDED_RUNS = 3;
// FUZZ_MESSAGES=1 also prints every distinct 4xx answer with its count (to review the wording).

describe('bad input on every API operation', () => {
  let t: TestApp;
  let ds: DataSource;
  let operations: Operation[];
  let actors: FuzzActor[];
  let context: Omit<FuzzContext, 'ids'>;
  let since: Date;
  let sent = 0;
  /** How many answers of each status, for the summary. */
  const statuses = new Map<number, number>();
  const messages = new Map<string, number>();
  const started = Date.now();

  beforeAll(async () => {
    // Its own database: the bystander checksums read whole tables, which the spec files running
    // alongside keep changing.
    t = await startIsolatedTestApp('rutalia_fuzz', { rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    const doc = (await (await t.request('GET', '/api/docs-json')).json()) as OpenApiDocument;
    operations = operationsOf(doc);
    const catalog = await (await t.request('GET', '/api/catalog')).json();
    context = {
      services: catalog.directoryServices.slice(0, 12),
      cities: catalog.cities.slice(0, 8).map((c: { name: string }) => c.name),
      provinces: catalog.provinces.slice(0, 8).map((p: { name: string }) => p.name),
    };
    actors = await buildFuzzWorld(t);
    since = await databaseNow(ds);
  });

  afterAll(async () => {
    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(
      `bad-input: ${operations?.length ?? 0} operaciones × ${actors?.length ?? 0} actores, ${sent} casos enviados en ${Math.round((Date.now() - started) / 1000)} s (${byStatus})`,
    );
    if (process.env.FUZZ_MESSAGES)
      console.log(
        [...messages.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([m, n]) => `${n}\t${m}`)
          .join('\n'),
      );
    await t?.close();
  });

  let ip = 0;
  async function send(request: FuzzRequest): Promise<Answer> {
    ip += 1;
    sent += 1;
    const headers = { 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`, ...request.headers };
    const res = await fetch(`${t.url}${request.url}`, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(20_000),
    });
    const answer = { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (process.env.FUZZ_MESSAGES && answer.status >= 400) {
      const key = `${answer.status} ${answer.text.replace(/"errors":.*$/, '').slice(0, 200)}`;
      messages.set(key, (messages.get(key) ?? 0) + 1);
    }
    return answer;
  }

  /** Runs the property for one operation and actor; answers the first problem found, if any. */
  async function fuzz(op: Operation, actor: FuzzActor, index: number): Promise<string | undefined> {
    const adminOnly = op.path.startsWith('/api/admin');
    const turnedAway = (op.authenticated && actor.name === 'anónimo') || (adminOnly && !actor.superAdmin);
    let problem: string | undefined;
    const ctx = { ...context, ids: actor.ids };
    const arbitrary = requestArbitrary(op, ctx, actor.headers);
    // Cases every operation gets before the random ones (not for actors the guards turn away).
    const examples = turnedAway ? [] : cornerRequests(op, ctx, actor.headers).map((request): [FuzzRequest] => [request]);
    try {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (request) => {
          const answer = await send(request);
          const found = problemOf(answer);
          if (found) problem = `${found}: ${request.describe} → ${answer.status} ${answer.text.slice(0, 300)}`;
          return !found;
        }),
        { seed: SEED + index, numRuns: (turnedAway ? GUARDED_RUNS : RUNS) + examples.length, examples, endOnFailure: true },
      );
    } catch (error) {
      return problem ?? `${operationLabel(op)}: ${(error as Error).message.slice(0, 500)}`;
    }
    return undefined;
  }

  it('reads the operations from the OpenAPI document and checks every table', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    expect(await uncoveredTables(ds)).toEqual([]);
  });

  it("notices a change to a bystander's row (the checksums are not blind)", async () => {
    const client = actors[1];
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    try {
      const before = await bystanderChecksums(runner, client.scope, since);
      await runner.query(
        `UPDATE requests SET title = title || '!' WHERE id = (SELECT id FROM requests WHERE client_id <> ALL($1) AND created_at < $2 LIMIT 1)`,
        [client.scope.users, since],
      );
      expect(changedTables(before, await bystanderChecksums(runner, client.scope, since))).toEqual(['requests']);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it.each(['anónimo', 'cliente', 'empresa', 'superadministrador'])(
    'answers bad input without 5xx, in Spanish, and leaves bystanders alone (%s)',
    async (name) => {
      const actor = actors.find((a) => a.name === name)!;
      const problems: string[] = [];
      let before = await bystanderChecksums(ds, actor.scope, since);
      for (const [index, op] of operations.entries()) {
        const problem = await fuzz(op, actor, index);
        if (problem) problems.push(`[${actor.name}] ${operationLabel(op)}: ${problem}`);
        const after = await bystanderChecksums(ds, actor.scope, since);
        const changed = changedTables(before, after);
        if (changed.length) problems.push(`[${actor.name}] ${operationLabel(op)}: cambió datos ajenos en ${changed.join(', ')}`);
        before = after;
      }
      if (problems.length) console.log(problems.join('\n'));
      expect(problems).toEqual([]);
    },
  );

  it('stored the uploads it accepted under names of its own, never the ones sent (../../etc/passwd…)', async () => {
    const rows: Array<{ path: string | null }> = await ds.query(
      `SELECT url AS path FROM company_images UNION ALL SELECT thumbnail_url FROM company_images UNION ALL SELECT storage_key FROM company_images UNION ALL SELECT logo FROM companies WHERE logo IS NOT NULL`,
    );
    // The company's uploads of a real PNG are accepted now and then; without them this would check nothing.
    expect(rows.length).toBeGreaterThan(0);
    const unsafe = rows
      .map((r) => r.path ?? '')
      .filter((path) => path.includes('..') || /passwd|win\.ini|\.php|\.htaccess|script|[\p{Cc}\\]/iu.test(path));
    expect(unsafe).toEqual([]);
  });
});
