import { DataSource, type EntitySubscriberInterface, type QueryEvent } from 'typeorm';
import { MailService } from '../../backend/src/modules/mail/mail.service.js';
import { call, registerClient, relaxedRateLimits, uniqueEmail } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * «¿Olvidaste tu contraseña?» must not tell registered emails apart by its timing: both answers do
 * the same database work, and neither waits for the mail queue. Asserted by structure (the SQL run
 * while answering, and an answer that does not wait for a slow queue); the timings themselves are
 * measured by bench/forgot-password-timing.mjs.
 */
describe('forgot-password does the same work for registered and unknown emails', () => {
  let t: TestApp;
  let statements: string[] | undefined;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    // A TypeORM subscriber sees every statement the app sends (also inside transactions).
    const recorder: EntitySubscriberInterface = {
      beforeQuery: (event: QueryEvent) => void statements?.push(event.query.replace(/\s+/g, ' ').trim()),
    };
    t.app.get(DataSource).subscribers.push(recorder);
  });
  afterAll(() => t.close());

  async function sqlWhileAnswering(email: string): Promise<string[]> {
    statements = [];
    const res = await call(t, 'POST', '/api/auth/forgot-password', { email });
    expect(res.status).toBe(202);
    // Let the mail of a registered email go out before the next window opens.
    await new Promise((r) => setTimeout(r, 200));
    const seen = statements;
    statements = undefined;
    // The mail's own bookkeeping starts once the answer is out (next test), so it is not compared.
    return seen.filter((sql) => !sql.includes('mail_log'));
  }

  it('runs the same SQL statements for both', async () => {
    const account = await registerClient(t);
    const registered = await sqlWhileAnswering(account.email);
    const unknown = await sqlWhileAnswering(uniqueEmail('nadie'));
    expect(registered.length).toBeGreaterThan(0);
    expect(unknown).toEqual(registered);
  });

  it('answers without waiting for the mail queue', async () => {
    const account = await registerClient(t);
    const mail = t.app.get(MailService);
    const realSend: MailService['send'] = mail.send.bind(mail);
    const queued: string[] = [];
    // The real queue, made slow: what the request would wait for if it awaited it.
    const slowSend: MailService['send'] = async (template, to, data, dedupeKey) => {
      await new Promise((r) => setTimeout(r, 1500));
      await realSend(template, to, data, dedupeKey);
      queued.push(to);
    };
    mail.send = slowSend;
    try {
      const started = Date.now();
      const res = await call(t, 'POST', '/api/auth/forgot-password', { email: account.email });
      expect(res.status).toBe(202);
      expect(Date.now() - started).toBeLessThan(1000);
      // The mail is still queued, after the answer.
      await new Promise((r) => setTimeout(r, 2000));
      expect(queued).toEqual([account.email]);
    } finally {
      delete (mail as Partial<MailService>).send; // back to the prototype's method
    }
  });
});
