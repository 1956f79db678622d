import type { ProposalDto, RequestDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { hashToken } from '../../backend/src/modules/auth/tokens.js';
import { QueueName } from '../../backend/src/queue/queues.js';
import {
  bearer,
  call,
  followVerificationLink,
  login,
  mailsFor,
  relaxedRateLimits,
  signedInClient,
  signedInCompany,
  TEST_PASSWORD,
  uniqueEmail,
  verificationTokenFor,
} from '../factories/auth-factories.js';
import { drainQueue } from '../factories/billing-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { pause } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

/**
 * Issue 22, email verification, with the workers running (mails as .eml): drafts until verified,
 * published with the usual side effects on verification; single-use, expiring, hashed links; the
 * resend limit; the email change.
 */
describe('email verification', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const verify = (token: string) =>
    call<{ message: string; code?: string; published: { requests: number; proposals: number } }>(t, 'POST', '/api/auth/verify-email', {
      token,
    });
  const status = (token: string) =>
    call<{ email: string; verified: boolean; pendingEmail: string | null }>(
      t,
      'GET',
      '/api/auth/email-verification',
      undefined,
      bearer(token),
    );
  const settle = async () => {
    await drainQueue(t, QueueName.ALERTS);
    await drainQueue(t, QueueName.MAIL);
    await pause(300);
  };
  const publicTitles = async (q: string) =>
    (await call<{ items: RequestDto[] }>(t, 'GET', `/api/requests?q=${encodeURIComponent(q)}`)).body.items.map((r) => r.title);

  it('sign-up mails a 48 h link, stored only as its SHA-256; the account starts unverified', async () => {
    const client = await signedInClient(t, { verified: false });
    expect((await status(client.accessToken)).body).toMatchObject({ email: client.email, verified: false, pendingEmail: null });
    const token = await verificationTokenFor(t, client.email);
    const [row] = await ds.query(
      `SELECT token_hash, email, extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM email_verification_tokens WHERE user_id = $1`,
      [client.id],
    );
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_hash).not.toContain(token);
    expect(row.email).toBe(client.email);
    expect(Math.round(Number(row.hours))).toBe(48);
  });

  it("an unverified client's request waits as a draft, invisible to all but its author, and is published on verification", async () => {
    const client = await signedInClient(t, { verified: false });
    const title = `Mudanza borrador ${marker()}`;
    const draft = await createRequest(t, client.accessToken, { title });
    expect(draft.status).toBe('draft');
    const company = await createCompany(t);
    // Not public, not to companies (detail, list, opportunities), but the author sees it.
    expect(await publicTitles(title)).toEqual([]);
    expect((await call(t, 'GET', `/api/requests/${draft.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/requests/${draft.id}`, undefined, bearer(company.token))).status).toBe(404);
    const opportunities = await call<{ items: RequestDto[] }>(t, 'GET', '/api/me/opportunities', undefined, bearer(company.token));
    expect(opportunities.body.items?.map((r) => r.id) ?? []).not.toContain(draft.id);
    expect(
      (await call(t, 'POST', `/api/requests/${draft.id}/proposals`, { message: '<p>Hola</p>', price: 100 }, bearer(company.token))).status,
    ).toBe(409);
    const mine = await call<{ items: RequestDto[] }>(t, 'GET', '/api/me/requests', undefined, bearer(client.accessToken));
    expect(mine.body.items.find((r) => r.id === draft.id)?.status).toBe('draft');
    const [{ alerts_pending }] = await ds.query(`SELECT alerts_pending FROM requests WHERE id = $1`, [draft.id]);
    expect(alerts_pending).toBe(false);

    const res = await verify(await verificationTokenFor(t, client.email));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Tu email está verificado.', published: { requests: 1, proposals: 0 } });
    expect(await publicTitles(title)).toEqual([title]);
    expect((await call<RequestDto>(t, 'GET', `/api/requests/${draft.id}`, undefined, bearer(company.token))).body.status).toBe('active');
    // Published like any request: its fan-out ran (alerts_pending cleared) and companies can propose.
    await settle();
    const [after] = await ds.query(`SELECT alerts_pending FROM requests WHERE id = $1`, [draft.id]);
    expect(after.alerts_pending).toBe(false);
    await createProposal(t, company.token, draft.id);
  });

  it("an unverified company's proposal is a draft the client cannot see, not counted nor mailed, and is sent on verification", async () => {
    const client = await signedInClient(t);
    const request = await createRequest(t, client.accessToken, { title: `Porte ${marker()}` });
    const company = await signedInCompany(t, { verified: false, companyName: `Borrador ${marker()}` });
    const proposal = await createProposal(t, company.accessToken, request.id);
    expect(proposal.status).toBe('draft');
    const forClient = await call<{ items: ProposalDto[] }>(
      t,
      'GET',
      `/api/requests/${request.id}/proposals`,
      undefined,
      bearer(client.accessToken),
    );
    expect(forClient.body.items).toEqual([]);
    expect((await call(t, 'GET', `/api/proposals/${proposal.id}`, undefined, bearer(client.accessToken))).status).toBe(404);
    expect((await call(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, bearer(client.accessToken))).status).toBe(404);
    expect((await call<RequestDto>(t, 'GET', `/api/requests/${request.id}`)).body.proposalCount).toBe(0);
    const mine = await call<{ items: ProposalDto[] }>(t, 'GET', '/api/me/proposals', undefined, bearer(company.accessToken));
    expect(mine.body.items.map((p) => [p.id, p.status])).toEqual([[proposal.id, 'draft']]);
    await settle();
    expect(mailsFor(t, client.email).filter((m) => m.file.includes('-proposal-received-'))).toHaveLength(0);

    const res = await verify(await verificationTokenFor(t, company.email));
    expect(res.body.published).toEqual({ requests: 0, proposals: 1 });
    const sent = await call<{ items: ProposalDto[] }>(
      t,
      'GET',
      `/api/requests/${request.id}/proposals`,
      undefined,
      bearer(client.accessToken),
    );
    expect(sent.body.items.map((p) => [p.id, p.status])).toEqual([[proposal.id, 'pending']]);
    expect((await call<RequestDto>(t, 'GET', `/api/requests/${request.id}`)).body.proposalCount).toBe(1);
    await settle();
    expect(mailsFor(t, client.email).filter((m) => m.file.includes('-proposal-received-'))).toHaveLength(1);
  });

  it('a link works once; an expired or unknown one says so in Spanish', async () => {
    const client = await signedInClient(t, { verified: false });
    const token = await verificationTokenFor(t, client.email);
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'VERIFICATION_TOKEN_USED', message: expect.stringContaining('ya se ha usado') });
    expect((await verify('no-existe')).body).toMatchObject({ code: 'INVALID_VERIFICATION_TOKEN' });
    expect((await verify('')).status).toBe(400);

    const late = await signedInClient(t, { verified: false });
    const lateToken = await verificationTokenFor(t, late.email);
    await ds.query(`UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [late.id]);
    const expired = await verify(lateToken);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'VERIFICATION_TOKEN_EXPIRED', message: expect.stringContaining('caducado') });
    expect((await status(late.accessToken)).body.verified).toBe(false);
  });

  it('resend: a new link (the old one stops working), at most 3 per hour per address, then 429 in Spanish', async () => {
    const client = await signedInClient(t, { verified: false });
    const first = await verificationTokenFor(t, client.email);
    const resend = () => call<{ message: string }>(t, 'POST', '/api/auth/email-verification/resend', undefined, bearer(client.accessToken));
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(202);
    const over = await resend();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Espera una hora') });
    expect((await verify(first)).status).toBe(400);
    expect((await verify(await verificationTokenFor(t, client.email))).status).toBe(200);
    expect((await resend()).status).toBe(409);
  });

  it('email change: the old address stays until the new one is confirmed, and is told both times', async () => {
    const client = await signedInClient(t);
    const newEmail = uniqueEmail('nuevo');
    const change = (body: Record<string, unknown>) => call(t, 'POST', '/api/auth/email-change', body, bearer(client.accessToken));
    expect((await change({ newEmail, password: 'incorrecta-123' })).body).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await change({ newEmail: 'no-es-email', password: TEST_PASSWORD })).status).toBe(400);
    expect((await change({ newEmail: client.email, password: TEST_PASSWORD })).body).toMatchObject({ code: 'SAME_EMAIL' });
    const other = await signedInClient(t);
    expect((await change({ newEmail: other.email, password: TEST_PASSWORD })).status).toBe(409);

    expect((await change({ newEmail, password: TEST_PASSWORD })).status).toBe(202);
    expect((await status(client.accessToken)).body).toMatchObject({ email: client.email, verified: true, pendingEmail: newEmail });
    // The old address still signs in; the new one does not yet.
    await login(t, client.email, TEST_PASSWORD);
    expect((await call(t, 'POST', '/api/auth/login', { email: newEmail, password: TEST_PASSWORD })).status).toBe(401);

    const res = await verify(await verificationTokenFor(t, newEmail));
    expect(res.body).toMatchObject({ changed: true, email: newEmail });
    await login(t, newEmail, TEST_PASSWORD);
    expect((await call(t, 'POST', '/api/auth/login', { email: client.email, password: TEST_PASSWORD })).status).toBe(401);
    await settle();
    const notices = mailsFor(t, client.email).filter((m) => m.file.includes('-email-change-notice-'));
    expect(notices).toHaveLength(2);
    expect(notices.map((m) => m.text).join('\n')).toContain(`${newEmail.slice(0, 2)}***@example.com`);
  });

  it('an unverified account that changes its email is verified (and publishes) by the new address', async () => {
    const client = await signedInClient(t, { verified: false });
    await createRequest(t, client.accessToken, { title: `Cambio ${marker()}` });
    const newEmail = uniqueEmail('otro');
    expect(
      (await call(t, 'POST', '/api/auth/email-change', { newEmail, password: TEST_PASSWORD }, bearer(client.accessToken))).status,
    ).toBe(202);
    const res = await followVerificationLink(t, newEmail);
    expect(res.body).toMatchObject({ changed: true, published: { requests: 1, proposals: 0 } });
  });
});
