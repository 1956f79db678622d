import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { insertCompany, insertUser } from '../factories/sql-factories.js';
import { deleteQueueKeys } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const COUNT = 60;

/**
 * The real server process (API + workers, system clock) with a fast billing scheduler: killed
 * with SIGKILL while a batch of trial ends is being invoiced, then restarted. Every
 * subscription ends with exactly one invoice, and the invoice numbers have no gaps and no
 * duplicates (a killed transaction gives its number back; a re-run job finds the work done).
 */
describe('billing worker crash', () => {
  let t: TestApp;
  let ds: DataSource;
  let server: ServerProcess | undefined;
  // Queues of their own: the jobs left behind by the killed process are found by the next one.
  const queuePrefix = `crash-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
    await deleteQueueKeys(queuePrefix);
    await t?.close();
  });

  const invoicedCount = async (ids: string[]) =>
    Number((await ds.query(`SELECT count(DISTINCT subscription_id) AS n FROM invoices WHERE subscription_id = ANY($1)`, [ids]))[0].n);

  it('kill -9 mid-batch, restart: one invoice per subscription, numbering without gaps', async () => {
    const [plan] = await ds.query(`SELECT id FROM subscription_plans WHERE plan_name = 'basic'`);
    const ids: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const userId = await insertUser(ds, { userType: 'company' });
      const companyId = await insertCompany(ds, userId);
      const [row] = await ds.query(
        `INSERT INTO company_subscriptions (company_id, plan_id, status, trial_ends_at, current_period_start, current_period_end)
         VALUES ($1, $2, 'trialing', now() - interval '1 minute', now() - interval '8 days', now() - interval '1 minute') RETURNING id`,
        [companyId, plan.id],
      );
      ids.push(row.id);
    }

    const env = { BILLING_SCHEDULER_INTERVAL_MS: '300', QUEUE_PREFIX: queuePrefix, RUN_WORKERS: 'true', LOG_LEVEL: 'error' };
    server = await startServerProcess(env);
    const deadline = Date.now() + 60_000;
    let before = 0;
    while (Date.now() < deadline) {
      before = await invoicedCount(ids);
      if (before > 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    server.process.kill('SIGKILL');
    await new Promise((r) => server!.process.once('exit', r));
    expect(before).toBeGreaterThan(0);
    const afterKill = await invoicedCount(ids);
    expect(afterKill).toBeLessThan(COUNT); // the batch was cut short

    const restarted = Date.now();
    server = await startServerProcess(env);
    const restartDeadline = Date.now() + 150_000;
    while ((await invoicedCount(ids)) < COUNT && Date.now() < restartDeadline) await new Promise((r) => setTimeout(r, 200));
    if (process.env.BILLING_CRASH_DEBUG)
      console.log(`antes del kill: ${before}, tras el kill: ${afterKill}, recuperado en ${Date.now() - restarted} ms`);
    // A little longer: a duplicate would show up now if it was going to.
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop();

    const perSubscription = await ds.query(
      `SELECT s.id, s.status, count(i.id)::int AS invoices FROM company_subscriptions s LEFT JOIN invoices i ON i.subscription_id = s.id
        WHERE s.id = ANY($1) GROUP BY s.id, s.status`,
      [ids],
    );
    expect(perSubscription).toHaveLength(COUNT);
    expect(perSubscription.filter((r: { invoices: number }) => r.invoices !== 1)).toEqual([]);
    expect(perSubscription.filter((r: { status: string }) => r.status !== 'active')).toEqual([]);

    // The years this batch issued in (other specs insert invoices of made-up years by SQL, without the counter).
    const years = await ds.query(`SELECT DISTINCT invoice_year AS y FROM invoices WHERE subscription_id = ANY($1)`, [ids]);
    for (const { y } of years) {
      const rows = await ds.query(`SELECT invoice_sequence AS n FROM invoices WHERE invoice_year = $1 ORDER BY invoice_sequence`, [y]);
      const sequences = rows.map((r: { n: number }) => r.n);
      expect(sequences).toEqual(sequences.map((_: number, i: number) => i + 1));
      const [counter] = await ds.query(`SELECT last_value FROM invoice_counters WHERE year = $1`, [y]);
      expect(counter.last_value).toBe(sequences.length);
    }
  }, 240_000);
});
