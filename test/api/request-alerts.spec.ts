import { DataSource } from 'typeorm';
import { QueueService } from '../../backend/src/queue/queue.service.js';
import { AlertsJob, jobIdFor, QueueName } from '../../backend/src/queue/queues.js';
import { RequestAlertsProcessor } from '../../backend/src/modules/alerts/request-alerts.processor.js';
import { bearer, call, mailsFor, relaxedRateLimits, signedInClient, type LoggedIn, type Registered } from '../factories/auth-factories.js';
import { drainQueue } from '../factories/billing-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { createRequest, setSubscriptionStatus } from '../factories/request-factories.js';
import { closeAll, connectSocket, eventsOf, pause, type TestSocket } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const PUBLIC_URL = 'https://rutalia.test';

/**
 * Alerts for new requests (issue 19, part 2), with the workers running: settings checked against
 * the catalog and the plan, the fan-out of a published request (one alert, one notification and
 * one mail per matching company, none for the others, idempotent), the digest at 8:00 Madrid
 * (test clock) and the unsubscribe link.
 */
describe('request alerts', () => {
  let t: TestApp;
  let ds: DataSource;
  let client: Registered & LoggedIn;
  const clock = new TestClock();
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL }, { clock });
    ds = t.app.get(DataSource);
  }, 60_000);
  beforeEach(async () => {
    clock.set(new Date());
    client = await signedInClient(t);
  });
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => t.close());

  const company = (plan: string, register: Record<string, unknown> = {}) =>
    createCompany(t, { subscriptionPlan: plan, companyName: `Alertas ${marker()}`, ...register });
  const putAlerts = (c: TestCompany, body: Record<string, unknown>) =>
    call<Record<string, unknown>>(
      t,
      'PUT',
      '/api/me/alerts',
      { enabled: true, categories: [], services: [], originProvinces: [], destinationProvinces: [], emailMode: 'instant', ...body },
      bearer(c.token),
    );
  const setAlerts = async (c: TestCompany, body: Record<string, unknown>) => {
    const res = await putAlerts(c, body);
    if (res.status !== 200) throw new Error(`PUT /me/alerts: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const alertsOf = (companyId: string) =>
    ds.query<Array<{ request_id: string; mail_kind: string | null; mailed_at: Date | null; digest_day: string | null }>>(
      `SELECT request_id, mail_kind, mailed_at, to_char(digest_day, 'YYYY-MM-DD') AS digest_day FROM request_alerts WHERE company_id = $1 ORDER BY created_at`,
      [companyId],
    );
  const mailsOf = (email: string, template: string) => mailsFor(t, email).filter((m) => m.file.includes(`-${template}-`));
  const settle = async () => {
    await drainQueue(t, QueueName.ALERTS);
    await drainQueue(t, QueueName.MAIL);
    await pause(300);
  };
  const open = async (token: string) => {
    const socket = await connectSocket(t, token);
    sockets.push(socket);
    return socket;
  };
  const move = (overrides: Record<string, unknown> = {}) =>
    createRequest(t, client.accessToken, {
      title: `Mudanza ${marker()}`,
      services: ['Mudanzas'],
      city: 'Madrid',
      province: 'Madrid',
      ...overrides,
    });

  it('checks the settings against the catalog, in Spanish, one error per field', async () => {
    const pro = await company('professional');
    const bad = await putAlerts(pro, {
      categories: ['mudanzas', 'teletransporte'],
      originProvinces: ['Atlántida'],
      destinationProvinces: ['valencia'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((bad.body as { errors: unknown[] }).errors).toEqual([
      { field: 'categories', message: '«teletransporte» no es una categoría del catálogo.' },
      { field: 'originProvinces', message: '«Atlántida» no es una provincia del catálogo.' },
    ]);
    expect((await putAlerts(pro, { radiusKm: 3 })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'El radio debe ser un número entero de 5 a 500 km.',
    });
    expect((await putAlerts(pro, { radiusKm: 501 })).status).toBe(400);
    expect((await putAlerts(pro, { radiusKm: 50, originProvinces: ['madrid'] })).body).toMatchObject({
      message: 'Elige provincias de origen o un radio alrededor de tu base, no ambos.',
    });
    expect((await putAlerts(pro, {})).body).toMatchObject({ message: expect.stringContaining('Indica al menos un criterio') });
    expect((await putAlerts(pro, { categories: ['mudanzas'], emailMode: 'a veces' })).status).toBe(400);

    const saved = await setAlerts(pro, {
      categories: ['Mudanzas', 'mudanzas'],
      services: ['guardamuebles'],
      originProvinces: ['Vizcaya'],
      emailMode: 'digest',
    });
    expect(saved).toMatchObject({
      available: true,
      planAlerts: 'instant',
      configured: true,
      categories: ['mudanzas'],
      services: ['Guardamuebles'],
      originProvinces: ['bizkaia'],
      radiusKm: null,
      emailMode: 'digest',
    });
    const read = await call(t, 'GET', '/api/me/alerts', undefined, bearer(pro.token));
    expect(read.body).toMatchObject({ categories: ['mudanzas'], originProvinces: ['bizkaia'], emailMode: 'digest' });
  });

  it('a plan without alerts sees what it is missing and cannot save them', async () => {
    const basic = await company('basic');
    const read = await call(t, 'GET', '/api/me/alerts', undefined, bearer(basic.token));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      available: false,
      planAlerts: 'none',
      allowedEmailModes: [],
      upgradeTo: { planName: 'professional' },
    });
    const put = await putAlerts(basic, { categories: ['mudanzas'] });
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ code: 'PLAN_FEATURE_UNAVAILABLE', message: expect.stringContaining('Tu plan no incluye alertas') });
    const asClient = await call(t, 'GET', '/api/me/alerts', undefined, bearer(client.accessToken));
    expect(asClient.status).toBe(403);
  });

  it('a published request alerts each matching company once (row, notification, mail) and nobody else, however often the job runs', async () => {
    const matching = await company('professional');
    await setAlerts(matching, { categories: ['mudanzas'], originProvinces: ['madrid'] });
    const byRadius = await company('premium', { city: 'Getafe', province: 'Madrid' });
    await setAlerts(byRadius, { services: ['Mudanzas de viviendas'], radiusKm: 50, emailMode: 'digest' });
    const otherProvince = await company('professional');
    await setAlerts(otherProvince, { categories: ['mudanzas'], originProvinces: ['barcelona'] });
    const otherCategory = await company('professional');
    await setAlerts(otherCategory, { categories: ['transporte-nacional'], originProvinces: ['madrid'] });
    const outOfRadius = await company('professional', { city: 'Zaragoza', province: 'Zaragoza' });
    await setAlerts(outOfRadius, { categories: ['mudanzas'], radiusKm: 100 });
    const otherDestination = await company('professional');
    await setAlerts(otherDestination, { categories: ['mudanzas'], destinationProvinces: ['sevilla'] });
    const lapsed = await company('professional');
    await setAlerts(lapsed, { categories: ['mudanzas'] });
    await setSubscriptionStatus(ds, lapsed.company.id, 'cancelled');
    await settle();
    const [socket, otherSocket] = [await open(matching.token), await open(otherProvince.token)];

    // Publishing only queues the fan-out (bench/alerts-fanout.mjs measures that it does not wait for it).
    const request = await move();
    await settle();

    expect(await alertsOf(matching.company.id)).toEqual([expect.objectContaining({ request_id: request.id, mail_kind: 'instant' })]);
    expect(await alertsOf(byRadius.company.id)).toEqual([
      expect.objectContaining({ request_id: request.id, mail_kind: null, mailed_at: null }),
    ]);
    for (const never of [otherProvince, otherCategory, outOfRadius, otherDestination, lapsed])
      expect(await alertsOf(never.company.id)).toEqual([]);

    const pushed = eventsOf(socket, 'notification').filter((n) => n.type === 'request-alert');
    expect(pushed).toEqual([
      expect.objectContaining({
        type: 'request-alert',
        title: 'Nueva solicitud para tu empresa',
        link: expect.stringMatching(new RegExp(`^/job/.*${request.id}$`)),
      }),
    ]);
    expect(eventsOf(otherSocket, 'notification')).toEqual([]);

    const mails = mailsOf(matching.account.email, 'request-alert');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(request.title);
    expect(mails[0].raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/rutalia\.test\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]+>$/m);
    expect(mails[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mailsOf(byRadius.account.email, 'request-alert')).toHaveLength(0);

    // The job again (a retry, a second worker): nothing more.
    await t.app.get(RequestAlertsProcessor).process({ name: AlertsJob.FAN_OUT, data: { requestId: request.id } });
    await t.app.get(RequestAlertsProcessor).process({ name: AlertsJob.FAN_OUT, data: { requestId: request.id } });
    await settle();
    expect(await alertsOf(matching.company.id)).toHaveLength(1);
    expect(mailsOf(matching.account.email, 'request-alert')).toHaveLength(1);
    expect(eventsOf(socket, 'notification').filter((n) => n.type === 'request-alert')).toHaveLength(1);

    const recent = await call<{ items: Array<{ requestId: string; mailKind: string }> }>(
      t,
      'GET',
      '/api/me/alerts/recent',
      undefined,
      bearer(matching.token),
    );
    expect(recent.body.items[0]).toMatchObject({ requestId: request.id, mailKind: 'instant', active: true });
  });

  it('a fan-out that never ran (Redis down when the request was published) is queued again by the sweep', async () => {
    const matching = await company('professional');
    await setAlerts(matching, { categories: ['mudanzas'], originProvinces: ['madrid'] });
    const pending = (id: string) =>
      ds
        .query<Array<{ alerts_pending: boolean }>>(`SELECT alerts_pending FROM requests WHERE id = $1`, [id])
        .then(([row]) => row.alerts_pending);

    // Published through the API: pending until its fan-out has run.
    const published = await move();
    await settle();
    expect(await pending(published.id)).toBe(false);

    // Published while the queue was unreachable: the row says pending and no job exists.
    const lost = await move();
    await settle();
    await ds.query(`UPDATE requests SET alerts_pending = true WHERE id = $1`, [lost.id]);
    await ds.query(`DELETE FROM request_alerts WHERE request_id = $1`, [lost.id]);
    const queue = t.app.get(QueueService).queue(QueueName.ALERTS);
    await (await queue.getJob(jobIdFor('alerts-fan-out', lost.id)))?.remove();
    const sweep = () => t.app.get(RequestAlertsProcessor).process({ name: AlertsJob.SWEEP, data: {} });

    // Not before the grace period (the publishing process may still be queueing it).
    expect(await sweep()).toEqual({ queued: 0 });
    clock.set(new Date(clock.now().getTime() + 3 * 60_000));
    expect(await sweep()).toEqual({ queued: 1 });
    await settle();
    expect(await alertsOf(matching.company.id)).toEqual([
      expect.objectContaining({ request_id: published.id }),
      expect.objectContaining({ request_id: lost.id, mail_kind: 'instant' }),
    ]);
    expect(await pending(lost.id)).toBe(false);
    expect(await sweep()).toEqual({ queued: 0 });
  });

  it('the digest at 8:00 Madrid sends one mail with the day’s alerts, once even when the job runs twice', async () => {
    const digest = await company('professional');
    await setAlerts(digest, { categories: ['mudanzas'], originProvinces: ['asturias'], emailMode: 'digest' });
    const first = await move({ city: 'Oviedo', province: 'Asturias' });
    const second = await move({ city: 'Gijón', province: 'Asturias' });
    await settle();
    expect((await alertsOf(digest.company.id)).map((a) => a.mail_kind)).toEqual([null, null]);
    expect(mailsOf(digest.account.email, 'request-alert')).toHaveLength(0);

    clock.set(new Date(Date.now() + 3 * 3600_000));
    const processor = t.app.get(RequestAlertsProcessor);
    await Promise.all([processor.process({ name: AlertsJob.DIGEST, data: {} }), processor.process({ name: AlertsJob.DIGEST, data: {} })]);
    await processor.process({ name: AlertsJob.DIGEST, data: {} });
    await settle();

    const mails = mailsOf(digest.account.email, 'request-alert-digest');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(first.title);
    expect(mails[0].text).toContain(second.title);
    expect(mails[0].text).toContain('2 solicitudes nuevas');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(clock.now());
    expect(await alertsOf(digest.company.id)).toEqual([
      expect.objectContaining({ mail_kind: 'digest', digest_day: day }),
      expect.objectContaining({ mail_kind: 'digest', digest_day: day }),
    ]);
  });

  it('the unsubscribe link turns the mails off (in-app alerts stay)', async () => {
    const pro = await company('professional');
    await setAlerts(pro, { categories: ['mudanzas'], originProvinces: ['cantabria'] });
    await move({ city: 'Santander', province: 'Cantabria' });
    await settle();
    const mail = mailsOf(pro.account.email, 'request-alert')[0];
    // The footer links to the site's page (which asks the API); the header is the one-click POST.
    const footer = mail.text.match(/No recibir más estos correos: (\S+)/)![1];
    expect(new URL(footer).pathname).toBe('/alertas/baja');
    const url = new URL(mail.raw.match(/^List-Unsubscribe:\s+<([^>]+)>$/m)![1]);
    expect(url.pathname).toBe('/api/alerts/unsubscribe');
    expect(new URL(footer).searchParams.get('token')).toBe(url.searchParams.get('token'));
    const oneClick = await fetch(`${t.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await call(t, 'GET', '/api/me/alerts', undefined, bearer(pro.token))).body).toMatchObject({ emailMode: 'none', enabled: true });
    expect((await call(t, 'POST', '/api/alerts/unsubscribe?token=nada')).status).toBe(404);

    await move({ city: 'Santander', province: 'Cantabria' });
    await settle();
    expect(await alertsOf(pro.company.id)).toHaveLength(2);
    expect(mailsOf(pro.account.email, 'request-alert')).toHaveLength(1);
  });
});
