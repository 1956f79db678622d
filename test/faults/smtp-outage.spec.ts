import pg from 'pg';
import { call, registerClient, uniqueEmail } from '../factories/auth-factories.js';
import { startIsolatedServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import { pause } from '../helpers/sockets.js';
import type { TestApp } from '../helpers/test-app.js';
import { clientOf } from './support/process-client.js';
import { startSmtp, type SmtpServer } from './support/smtp-server.js';

/**
 * The built API (with its workers) sending through a real SMTP server that refuses every
 * connection (421) for longer than the old retry window (5 attempts, ~30 s), then accepts again:
 * the "30-minute outage" with the mail backoff and the re-drive shortened through the
 * environment. Every mail must arrive exactly once, mail_log must end `sent`, and the API and
 * its health must stay fine throughout.
 */
const OUTAGE_MS = 32_000;

describe('SMTP caído durante más que la ventana de reintentos', () => {
  let smtp: SmtpServer;
  let server: IsolatedServerProcess;
  let api: TestApp;
  let db: pg.Client;
  let serverOutput = '';

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startIsolatedServerProcess('rutalia_smtp', {
      SMTP_URL: smtp.url,
      RUN_WORKERS: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FORGOT_IP: '10000/1m',
      // Hours of backoff and a re-drive every 15 minutes, compressed to seconds.
      MAIL_RETRY_ATTEMPTS: '3',
      MAIL_RETRY_BASE_DELAY_MS: '200',
      MAIL_RETRY_MAX_DELAY_MS: '1000',
      MAIL_REDRIVE_INTERVAL_MS: '1000',
    });
    server.process.stdout!.on('data', (chunk) => (serverOutput += chunk));
    server.process.stderr!.on('data', (chunk) => (serverOutput += chunk));
    api = clientOf(server);
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) console.log(serverOutput);
    await db?.end();
    await server?.stop();
    await smtp?.stop();
  });

  const health = async () => {
    const res = await api.request('GET', '/api/health');
    return { status: res.status, body: await res.json() };
  };
  const mailLog = async (recipients: string[]) =>
    (
      await db.query(
        `SELECT to_email, status, attempts FROM mail_log WHERE to_email = ANY($1) AND template <> 'email-verification' ORDER BY to_email`,
        [recipients],
      )
    ).rows;

  it('delivers every mail exactly once after the outage, with health fine throughout', async () => {
    // Their sign-up mails (the verification links, issue 22) are not what this test follows: once
    // delivered, the count starts from zero.
    const clients = await Promise.all([0, 1, 2].map(() => registerClient(api, { verified: false })));
    const signUpsSent = Date.now();
    while (clients.some((c) => smtp.mailsTo(c.email.toLowerCase()).length === 0) && Date.now() - signUpsSent < 15_000) await pause(100);
    expect(smtp.accepted).toHaveLength(clients.length);
    smtp.accepted.length = 0;
    smtp.refuse();

    // Password resets and newsletter confirmations, queued while SMTP refuses.
    const newsletter = [uniqueEmail('boletin'), uniqueEmail('boletin')];
    for (const client of clients) expect((await call(api, 'POST', '/api/auth/forgot-password', { email: client.email })).status).toBe(202);
    for (const email of newsletter) expect((await call(api, 'POST', '/api/newsletter', { email })).status).toBe(202);
    const recipients = [...clients.map((c) => c.email.toLowerCase()), ...newsletter];

    const outageEnds = Date.now() + OUTAGE_MS;
    while (Date.now() < outageEnds) {
      const during = await health();
      expect(during.status).toBe(200);
      expect(during.body.status).toBe('ok');
      await pause(Math.min(4000, Math.max(0, outageEnds - Date.now())));
    }
    expect(smtp.refusals).toBeGreaterThanOrEqual(recipients.length * 2);
    expect(smtp.accepted).toHaveLength(0);
    const failedDuringOutage = await mailLog(recipients);
    expect(failedDuringOutage).toHaveLength(recipients.length);
    expect(failedDuringOutage.every((row) => row.status === 'failed' && row.attempts >= 3)).toBe(true);

    smtp.accept();
    const recovered = Date.now();
    let rows = await mailLog(recipients);
    while (rows.some((row) => row.status !== 'sent') && Date.now() - recovered < 20_000) {
      await pause(250);
      rows = await mailLog(recipients);
    }
    const recoveryMs = Date.now() - recovered;
    // A few more re-drive rounds: nothing is sent a second time.
    await pause(3000);

    expect(rows.map((row) => row.status)).toEqual(recipients.map(() => 'sent'));
    for (const to of recipients) expect(smtp.mailsTo(to)).toHaveLength(1);
    const messageIds = smtp.accepted.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(smtp.accepted).toHaveLength(recipients.length);
    expect((await health()).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    if (process.env.FAULTS_DEBUG) console.log(`recuperado en ${recoveryMs} ms; ${smtp.refusals} rechazos`);
  }, 90_000);
});
