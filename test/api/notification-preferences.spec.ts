import { DataSource } from 'typeorm';
import { MailProcessor } from '../../backend/src/modules/mail/mail.processor.js';
import { bearer, call, mailsFor, relaxedRateLimits, signedInClient, type ReceivedMail } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

interface Preference {
  kind: string;
  enabled: boolean;
  essential: boolean;
  pending?: boolean;
  configured?: boolean;
}

/** The header as written in the .eml, unfolded (long headers are folded over several lines). */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

const tokenIn = (listUnsubscribe: string) => new URL(listUnsubscribe.replace(/^<|>$/g, '')).searchParams.get('token')!;

/** Notification preferences (issue 22), with the mail worker running: mails land as .eml files. */
describe('notification preferences', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const getPrefs = (token: string) =>
    call<{ preferences: Preference[] }>(t, 'GET', '/api/me/notification-preferences', undefined, bearer(token));
  const putPrefs = (token: string, preferences: { kind: string; enabled: boolean }[]) =>
    call<{ preferences: Preference[]; message?: string; code?: string }>(
      t,
      'PUT',
      '/api/me/notification-preferences',
      { preferences },
      bearer(token),
    );
  const oneClick = (token: string) =>
    call<{ kind: string; enabled: boolean; message?: string }>(
      t,
      'POST',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
  /** Mails of one template for `to` (sign-up also mails the email verification). */
  const mailsOf = (to: string, template: string) => mailsFor(t, to).filter((mail) => mail.file.includes(`-${template}-`));
  async function mailOf(to: string, template: string): Promise<ReceivedMail> {
    for (let i = 0; i < 150; i++) {
      const [mail] = mailsOf(to, template);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`No llegó el correo ${template} para ${to}`);
  }
  /** Requests and proposals of unverified accounts wait as drafts (email verification, issue 22). */
  const verify = (...userIds: string[]) => ds.query(`UPDATE users SET email_verified_at = now() WHERE id = ANY($1)`, [userIds]);
  /** Waits until the worker has dealt with the mail (sent or suppressed). */
  async function settled(dedupeKey: string): Promise<{ status: string; gave_up: boolean; error: string | null }> {
    for (let i = 0; i < 150; i++) {
      const [row] = await ds.query(`SELECT status, gave_up_at IS NOT NULL AS gave_up, error FROM mail_log WHERE dedupe_key = $1`, [
        dedupeKey,
      ]);
      if (row && (row.status === 'sent' || row.gave_up)) return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`El correo ${dedupeKey} no se procesó`);
  }

  it('lists the switches of each account type, essential mails always on', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t);
    const forClient = (await getPrefs(client.accessToken)).body.preferences;
    expect(forClient.map((p) => [p.kind, p.enabled, p.essential])).toEqual([
      ['proposal_received', true, false],
      ['hiring_followup', true, false],
      ['new_message', true, false],
      ['newsletter', false, false],
      ['account_security', true, true],
    ]);
    const forCompany = (await getPrefs(company.token)).body.preferences;
    expect(forCompany.map((p) => p.kind)).toEqual([
      'proposal_updates',
      'new_message',
      'request_alerts',
      'newsletter',
      'account_security',
      'billing',
      'company_documents',
    ]);
    expect(forCompany.find((p) => p.kind === 'request_alerts')).toMatchObject({ enabled: false, configured: false });
  });

  it('refuses to turn off an essential mail, or a kind the account does not get, with a Spanish message; nothing changes', async () => {
    const client = await signedInClient(t);
    const essential = await putPrefs(client.accessToken, [
      { kind: 'new_message', enabled: false },
      { kind: 'account_security', enabled: false },
    ]);
    expect(essential.status).toBe(422);
    expect(essential.body.code).toBe('NOTIFICATION_ESSENTIAL');
    expect(essential.body.message).toMatch(/esencial.*no se puede desactivar/);
    expect((await getPrefs(client.accessToken)).body.preferences.find((p) => p.kind === 'new_message')?.enabled).toBe(true);

    const billing = await putPrefs(client.accessToken, [{ kind: 'billing', enabled: false }]);
    expect(billing.status).toBe(422);
    const alerts = await putPrefs(client.accessToken, [{ kind: 'request_alerts', enabled: false }]);
    expect(alerts.status).toBe(422);
    expect(alerts.body.message).toBe('Este tipo de aviso no está disponible para tu cuenta.');
    expect((await putPrefs(client.accessToken, [{ kind: 'todo', enabled: false }])).status).toBe(400);
    expect((await putPrefs(client.accessToken, [])).status).toBe(400);

    const company = await createCompany(t);
    const unconfigured = await putPrefs(company.token, [{ kind: 'request_alerts', enabled: true }]);
    expect(unconfigured.status).toBe(409);
    expect(unconfigured.body.message).toMatch(/configura tus alertas/);
  });

  it('a disabled kind suppresses exactly that mail: other kinds and essential mails still go out', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t, { companyName: `Mudanzas Preferencias ${marker()}` });
    await verify(client.id, company.account.id);
    const saved = await putPrefs(client.accessToken, [{ kind: 'proposal_received', enabled: false }]);
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.find((p) => p.kind === 'proposal_received')?.enabled).toBe(false);

    const request = await createRequest(t, client.accessToken);
    const proposal = await createProposal(t, company.token, request.id);
    const suppressed = await settled(`proposal-received:${proposal.id}`);
    expect(suppressed).toMatchObject({ status: 'failed', gave_up: true });
    expect(suppressed.error).toMatch(/desactivado/);
    expect(mailsOf(client.email, 'proposal-received')).toHaveLength(0);

    // The company's own kind is on: its mail goes, with the unsubscribe headers and footer.
    expect((await call(t, 'POST', `/api/proposals/${proposal.id}/reject`, undefined, bearer(client.accessToken))).status).toBe(200);
    const rejected = await mailOf(company.account.email, 'proposal-rejected');
    expect(rejected.file).toContain('proposal-rejected');
    expect(headerOf(rejected, 'List-Unsubscribe')).toMatch(/^<https:\/\/rutalia\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(headerOf(rejected, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rejected.text).toContain('Darse de baja');
    expect(rejected.text).toContain(`${PUBLIC_URL}/notificaciones/baja?token=`);

    // Essential: the password reset still reaches the client, and carries no unsubscribe.
    expect((await call(t, 'POST', '/api/auth/forgot-password', { email: client.email })).status).toBeLessThan(300);
    const reset = await mailOf(client.email, 'password-reset');
    expect(reset.file).toContain('password-reset');
    expect(headerOf(reset, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(reset, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(reset.text).not.toContain('Darse de baja');
  });

  it('the switch is read when the mail is sent, not when it was queued', async () => {
    const client = await signedInClient(t);
    const processor = t.app.get(MailProcessor);
    const deliver = (dedupeKey: string) =>
      processor.deliver({
        template: 'new-message',
        to: client.email,
        data: {
          senderName: 'Mudanzas Prueba',
          preview: 'Hola',
          requestTitle: null,
          messagesUrl: `${PUBLIC_URL}/messages`,
          recipientUserId: client.id,
        },
        dedupeKey,
      });
    await putPrefs(client.accessToken, [{ kind: 'new_message', enabled: false }]);
    expect(await deliver(`test-pref:${marker()}`)).toEqual({ status: 'suppressed' });
    await putPrefs(client.accessToken, [{ kind: 'new_message', enabled: true }]);
    expect((await deliver(`test-pref:${marker()}`)).status).toBe('sent');
    expect(headerOf(await mailOf(client.email, 'new-message'), 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('one-click unsubscribe works without a session; a forged or edited token gets 404; the footer link opens the confirmation page', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t);
    await verify(client.id, company.account.id);
    const proposal = await createProposal(t, company.token, (await createRequest(t, client.accessToken)).id);
    await call(t, 'POST', `/api/proposals/${proposal.id}/reject`, undefined, bearer(client.accessToken));
    const token = tokenIn(headerOf(await mailOf(company.account.email, 'proposal-rejected'), 'List-Unsubscribe')!);

    const [userId, kind, mac] = token.split('.');
    expect(kind).toBe('proposal_updates');
    const forged = [
      `${userId}.${kind}.${mac.slice(0, -2)}xx`,
      `${userId}.new_message.${mac}`,
      `${client.id}.${kind}.${mac}`,
      'desconocido',
    ];
    for (const bad of forged) {
      const res = await oneClick(bad);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('El enlace para darte de baja no es válido.');
    }

    // The footer's link is the site's page, which asks first: opening it changes nothing.
    const mail = await mailOf(company.account.email, 'proposal-rejected');
    expect(mail.text).toContain(`/notificaciones/baja?token=${encodeURIComponent(token)}`);
    expect((await t.request('GET', `/notificaciones/baja?token=${encodeURIComponent(token)}`, undefined, {})).status).toBe(200);
    expect((await getPrefs(company.token)).body.preferences.find((p) => p.kind === 'proposal_updates')?.enabled).toBe(true);

    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ kind: 'proposal_updates', enabled: false });
    expect((await oneClick(token)).status).toBe(200); // idempotent
    // The body form (the site page's button) works too.
    expect((await call(t, 'POST', '/api/notifications/unsubscribe', { token })).status).toBe(200);
    const after = (await getPrefs(company.token)).body.preferences;
    expect(after.find((p) => p.kind === 'proposal_updates')?.enabled).toBe(false);
    expect(after.find((p) => p.kind === 'new_message')?.enabled).toBe(true);
  });

  it('the newsletter switch is the newsletter subscription: on asks for confirmation by mail, off unsubscribes', async () => {
    const client = await signedInClient(t);
    const on = await putPrefs(client.accessToken, [{ kind: 'newsletter', enabled: true }]);
    expect(on.status).toBe(200);
    expect(on.body.preferences.find((p) => p.kind === 'newsletter')).toMatchObject({ enabled: true, pending: true });
    await mailOf(client.email, 'newsletter-confirm');
    const off = await putPrefs(client.accessToken, [{ kind: 'newsletter', enabled: false }]);
    expect(off.body.preferences.find((p) => p.kind === 'newsletter')).toMatchObject({ enabled: false, pending: false });
    const [row] = await ds.query(`SELECT status::text AS status FROM newsletter_subscriptions WHERE lower(email) = lower($1)`, [
      client.email,
    ]);
    expect(row.status).toBe('unsubscribed');
  });
});
