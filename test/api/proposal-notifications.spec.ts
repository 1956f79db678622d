import { DataSource } from 'typeorm';
import type { ProposalDto } from '@rutalia/api-contract';
import { MailService } from '../../backend/src/modules/mail/mail.service.js';
import { bearer, call, mailsFor, relaxedRateLimits, signedInClient, waitForMail } from '../factories/auth-factories.js';
import { createCompany, marker, setCompanyColumns, type TestCompany } from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

/** E-mails about proposals, with the mail worker running: they land as .eml files in config.mailDir. */
describe('proposal notifications', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const settle = () => new Promise((r) => setTimeout(r, 700));
  const accept = (token: string, id: string) => call<ProposalDto>(t, 'POST', `/api/proposals/${id}/accept`, undefined, bearer(token));
  const reject = (token: string, id: string) => call(t, 'POST', `/api/proposals/${id}/reject`, undefined, bearer(token));
  const logRows = (key: string) => ds.query(`SELECT template, to_email, status FROM mail_log WHERE dedupe_key = $1`, [key]);

  let client: Awaited<ReturnType<typeof signedInClient>>;
  let company: TestCompany;
  beforeAll(async () => {
    client = await signedInClient(t, { fullName: 'Rocío Notificada', phone: '633444555' });
    company = await createCompany(t, { companyName: `Mudanzas Aviso ${marker()}` });
  }, 60_000);

  it('a new proposal mails the client once: company name, request title, price and link', async () => {
    const r = await createRequest(t, client.accessToken, { title: 'Traslado de oficina con ascensor' });
    const p = await createProposal(t, company.token, r.id, { price: 1234.5 });
    const mail = await waitForMail(t, client.email);
    expect(mail.file).toContain('proposal-received');
    expect(mail.text).toContain(company.company.companyName);
    expect(mail.text).toContain('Traslado de oficina con ascensor');
    expect(mail.text).toMatch(/1\.234,50\s€/);
    expect(mail.text).toContain(`${PUBLIC_URL}/jobs/${r.id}/proposals`);
    await settle();
    expect(mailsFor(t, client.email)).toHaveLength(1);
    expect(await logRows(`proposal-received:${p.id}`)).toEqual([{ template: 'proposal-received', to_email: client.email, status: 'sent' }]);
  });

  it("accepting mails the company the client's name and phone, never the client's e-mail; twice is still one mail", async () => {
    const c = await createCompany(t, { companyName: `Transportes Acepta ${marker()}` });
    const r = await createRequest(t, client.accessToken, { title: 'Mudanza de estudio' });
    const p = await createProposal(t, c.token, r.id);
    expect((await accept(client.accessToken, p.id)).status).toBe(200);
    const mail = await waitForMail(t, c.account.email);
    expect(mail.file).toContain('proposal-accepted');
    expect(mail.text).toContain('Mudanza de estudio');
    expect(mail.text).toContain('Rocío Notificada');
    expect(mail.text).toContain('633444555');
    expect(mail.text).toContain(`${PUBLIC_URL}/company/proposal/${p.id}`);
    expect(mail.raw).not.toContain(client.email);
    expect(mail.text).not.toContain(client.email);

    expect((await accept(client.accessToken, p.id)).status).toBe(200);
    await settle();
    expect(mailsFor(t, c.account.email)).toHaveLength(1);
    expect(await logRows(`proposal-accepted:${p.id}`)).toHaveLength(1);
  });

  it("uses the company profile's e-mail, or the account's when the profile has none", async () => {
    const c = await createCompany(t);
    const profileEmail = `avisos-${marker()}@example.com`;
    await setCompanyColumns(ds, c.company.id, { email: profileEmail });
    const r = await createRequest(t, client.accessToken);
    const p = await createProposal(t, c.token, r.id);
    await accept(client.accessToken, p.id);
    expect((await waitForMail(t, profileEmail)).file).toContain('proposal-accepted');
    expect(mailsFor(t, c.account.email)).toHaveLength(0);

    const noEmail = await createCompany(t);
    await setCompanyColumns(ds, noEmail.company.id, { email: null });
    // Another request: the first one is hired now and takes no more proposals (issue 18).
    const p2 = await createProposal(t, noEmail.token, (await createRequest(t, client.accessToken)).id);
    await reject(client.accessToken, p2.id);
    expect((await waitForMail(t, noEmail.account.email)).file).toContain('proposal-rejected');
  });

  it('rejecting mails the company a link to its proposals; repeating it or a refused accept mails nobody', async () => {
    const c = await createCompany(t, { companyName: `Logística Rechazo ${marker()}` });
    const r = await createRequest(t, client.accessToken, { title: 'Transporte de palés' });
    const p = await createProposal(t, c.token, r.id);
    expect((await reject(client.accessToken, p.id)).status).toBe(200);
    const mail = await waitForMail(t, c.account.email);
    expect(mail.file).toContain('proposal-rejected');
    expect(mail.text).toContain('Transporte de palés');
    expect(mail.text).toContain(`${PUBLIC_URL}/company/proposals`);
    expect((await reject(client.accessToken, p.id)).status).toBe(200);
    expect((await accept(client.accessToken, p.id)).status).toBe(409);
    await settle();
    expect(mailsFor(t, c.account.email)).toHaveLength(1);
    expect(await logRows(`proposal-accepted:${p.id}`)).toEqual([]);
  });

  it('a refused proposal (duplicate) mails nobody again', async () => {
    const other = await signedInClient(t);
    const r = await createRequest(t, other.accessToken);
    await createProposal(t, company.token, r.id);
    expect((await call(t, 'POST', `/api/requests/${r.id}/proposals`, { message: 'Otra' }, bearer(company.token))).status).toBe(409);
    await waitForMail(t, other.email);
    await settle();
    expect(mailsFor(t, other.email)).toHaveLength(1);
  });

  it('a mail queue failure does not fail the request (logged, not thrown)', async () => {
    // Accounts first: signing up mails the verification link the factory follows.
    const r = await createRequest(t, client.accessToken);
    const c = await createCompany(t);
    const mail = t.app.get(MailService);
    const original = mail.send;
    mail.send = async () => {
      throw new Error('cola caída');
    };
    try {
      const created = await call<ProposalDto>(
        t,
        'POST',
        `/api/requests/${r.id}/proposals`,
        { message: 'Hola', price: 10 },
        bearer(c.token),
      );
      expect(created.status).toBe(201);
      const accepted = await accept(client.accessToken, created.body.id);
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe('accepted');
    } finally {
      mail.send = original;
    }
  });
});
