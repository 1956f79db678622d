import { DataSource } from 'typeorm';
import type { ClientDashboardDto, MyRequestsPageDto, ProposalDto, RequestPageDto, SearchResultDto } from '@rutalia/api-contract';
import { QueueService } from '../../backend/src/queue/queue.service.js';
import { HiringJob, QueueName } from '../../backend/src/queue/queues.js';
import {
  bearer,
  call,
  mailsFor,
  relaxedRateLimits,
  signedInClient,
  waitForMail,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { drainQueue } from '../factories/billing-factories.js';
import { createCompany } from '../factories/company-factories.js';
import {
  answerProposal,
  hiringJobs,
  ownerView,
  patchRequest,
  proposalRows,
  requestAction,
  requestRow,
  requestWithProposals,
  setValidUntil,
} from '../factories/lifecycle-factories.js';
import { createProposal, createRequest, madridDay, moveRequestBody } from '../factories/request-factories.js';
import { closeAll, connectSocket, eventsOf, nextEvent, pause, type TestSocket } from '../helpers/sockets.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const PUBLIC_URL = 'https://rutalia.test';
const DAY = 24 * 3600 * 1000;

/**
 * A request's life after hiring (issue 18, part 4), with the mail worker running and real
 * sockets: accept → hired (the other companies told), expiry of proposals, «¿Se hizo el
 * trabajo?», complete (review invitation), reopen (the company did not show up), close with
 * pending proposals. The jobs run at the test clock's time.
 */
describe('request lifecycle after hiring', () => {
  let t: TestApp;
  let ds: DataSource;
  let client: Registered & LoggedIn;
  const clock = new TestClock();
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL }, { clock });
    ds = t.app.get(DataSource);
    // The schedules run once at start-up: let that run end before the tests move anything.
    await drainQueue(t, QueueName.HIRING);
  }, 60_000);
  beforeEach(async () => {
    clock.set(new Date());
    client = await signedInClient(t, { fullName: 'Lucía Contrata Ruiz', phone: '611222333' });
  });
  afterEach(() => closeAll(...sockets.splice(0)));
  afterAll(() => t.close());

  const open = async (token: string) => {
    const socket = await connectSocket(t, token);
    sockets.push(socket);
    return socket;
  };
  const settle = () => pause(700);
  const mailsOf = (email: string, template: string) => mailsFor(t, email).filter((m) => m.file.includes(template));
  /** The newest of `count` mails of one template to `email` (clients also get «Nueva propuesta» mails). */
  const waitForTemplate = async (email: string, template: string, count = 1) => {
    const deadline = Date.now() + 15_000;
    while (mailsOf(email, template).length < count) {
      if (Date.now() > deadline) throw new Error(`No llegó el correo ${template} (${count}) para ${email}`);
      await pause(100);
    }
    return mailsOf(email, template).at(-1)!;
  };

  it('accepting hires: the request is hired, the other pending proposals are declined and each company is told once', async () => {
    const { request, companies, proposals } = await requestWithProposals(t, client.accessToken, 3);
    const [hiredCo, secondCo, thirdCo] = companies;
    const [hiredSocket, secondSocket] = [await open(hiredCo.token), await open(secondCo.token)];

    const accepted = await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', clientSharedData: { clientName: 'Lucía Contrata Ruiz' } });
    expect(await requestRow(ds, request.id)).toMatchObject({ status: 'hired', hired_at: clock.now() });
    expect((await proposalRows(ds, request.id)).map((p) => [p.status, p.closed_reason, p.client_shared_data === null])).toEqual([
      ['accepted', null, false],
      ['rejected', 'hired_other', true],
      ['rejected', 'hired_other', true],
    ]);

    // The owner sees whom she hired; nothing is due yet.
    expect(await ownerView(t, client.accessToken, request.id)).toMatchObject({
      status: 'hired',
      hiredAt: clock.now().toISOString(),
      completedAt: null,
      completionDue: false,
      reviewable: false,
      hiredProposal: {
        id: proposals[0].id,
        companyId: hiredCo.company.id,
        companyName: hiredCo.company.companyName,
        companySeoParam: `${hiredCo.company.slug}-${hiredCo.company.id}`,
        price: 400,
        vatIncluded: true,
        priceWithVat: 400,
      },
    });

    // Each declined company: one mail and one notification; the hired one as before.
    for (const co of [secondCo, thirdCo]) {
      const mail = await waitForMail(t, co.account.email);
      expect(mail.file).toContain('proposal-declined');
      expect(mail.text).toContain(`El cliente de «${request.title}» ha contratado a otra empresa`);
      expect(mail.text).toContain(`${PUBLIC_URL}/company/proposals`);
    }
    expect(await nextEvent(secondSocket, 'notification')).toMatchObject({ type: 'proposal-declined', link: '/company/proposals' });
    expect(await nextEvent(hiredSocket, 'notification')).toMatchObject({ type: 'proposal-accepted' });
    expect((await waitForMail(t, hiredCo.account.email)).file).toContain('proposal-accepted');

    // A second accept of another proposal: 409 with a clear message; the same one again: unchanged.
    const second = await answerProposal(t, client.accessToken, proposals[1].id, 'accept');
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      'REQUEST_HIRED',
      'Esta solicitud ya tiene una empresa contratada.',
    ]);
    const again = await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    expect(again.status).toBe(200);
    expect(again.body.clientSharedData).toEqual(accepted.body.clientSharedData);
    await settle();
    for (const co of companies) expect(mailsFor(t, co.account.email)).toHaveLength(1);
    expect(eventsOf(secondSocket, 'notification')).toHaveLength(1);
  });

  it('a hired request leaves the jobs list, search and its SEO page, and takes no more proposals', async () => {
    const { request, companies, proposals } = await requestWithProposals(t, client.accessToken, 2);
    const term = request.title.split(' ')[1];
    const listed = async () => (await call<RequestPageDto>(t, 'GET', `/api/requests?q=${term}`)).body.items.map((r) => r.id);
    const searched = async () => (await call<SearchResultDto>(t, 'GET', `/api/search?q=${term}`)).body.requests.map((r) => r.id);
    const seo = async () => (await fetch(`${t.url}/job/${request.seoParam}`, { redirect: 'manual' })).status;
    const stranger = await createCompany(t);
    expect([await listed(), await searched(), await seo()]).toEqual([[request.id], [request.id], 200]);

    await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    expect([await listed(), await searched(), await seo()]).toEqual([[], [], 404]);
    const opportunities = async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const res = await call<RequestPageDto>(t, 'GET', `/api/me/opportunities?page=${page}`, undefined, bearer(stranger.token));
        ids.push(...res.body.items.map((r) => r.id));
        if (page * res.body.pageSize >= res.body.total) return ids;
      }
    };
    expect(await opportunities()).not.toContain(request.id);

    // The detail: the owner and the companies that proposed (hired or declined), nobody else.
    expect((await call(t, 'GET', `/api/requests/${request.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/requests/${request.id}`, undefined, bearer(stranger.token))).status).toBe(404);
    for (const co of companies) expect((await call(t, 'GET', `/api/requests/${request.id}`, undefined, bearer(co.token))).status).toBe(200);

    const late = await call<ProposalDto & { code: string }>(
      t,
      'POST',
      `/api/requests/${request.id}/proposals`,
      { message: 'Llego tarde', price: 100 },
      bearer(stranger.token),
    );
    expect([late.status, late.body.code]).toEqual([409, 'REQUEST_NOT_OPEN']);

    // «Mis solicitudes»: the hired filter and counter.
    const mine = await call<MyRequestsPageDto>(t, 'GET', '/api/me/requests?status=hired', undefined, bearer(client.accessToken));
    expect(mine.body.items.map((r) => [r.id, r.hiredProposal?.id])).toEqual([[request.id, proposals[0].id]]);
    expect(mine.body.stats).toMatchObject({ total: 1, active: 0, hired: 1, completed: 0 });
  });

  it('the expiry job expires pending proposals past their validity once and tells the company; lapsed ones cannot be answered', async () => {
    const { request, companies, proposals } = await requestWithProposals(t, client.accessToken, 3);
    const [lapsed, lastDay, open3] = proposals;
    await setValidUntil(ds, lapsed.id, clock.now(), -1);
    await setValidUntil(ds, lastDay.id, clock.now(), 0);
    await setValidUntil(ds, open3.id, clock.now(), 10);
    const lapsedSocket = await open(companies[0].token);

    // Past its date, before any job ran: refused, and nothing changes.
    for (const action of ['accept', 'reject'] as const) {
      const res = await answerProposal(t, client.accessToken, lapsed.id, action);
      expect([res.status, res.body.code]).toEqual([409, 'PROPOSAL_EXPIRED']);
      expect(res.body.message).toMatch(/^Esta propuesta ha caducado/);
    }
    expect((await proposalRows(ds, request.id)).map((p) => p.status)).toEqual(['pending', 'pending', 'pending']);

    // Through the real worker (the job the schedule queues), then once more by hand: one change, one notice.
    await t.app.get(QueueService).queue(QueueName.HIRING).add(HiringJob.EXPIRE_PROPOSALS, {});
    await drainQueue(t, QueueName.HIRING);
    expect((await proposalRows(ds, request.id)).map((p) => p.status)).toEqual(['expired', 'pending', 'pending']);
    await hiringJobs(t).expireLapsedProposals();
    expect((await proposalRows(ds, request.id)).map((p) => p.status)).toEqual(['expired', 'pending', 'pending']);
    expect(await nextEvent(lapsedSocket, 'notification')).toMatchObject({
      type: 'proposal-expired',
      title: 'Propuesta caducada',
      link: `/company/proposal/${lapsed.id}`,
    });
    await settle();
    expect(eventsOf(lapsedSocket, 'notification')).toHaveLength(1);
    expect(mailsFor(t, companies[0].account.email)).toHaveLength(0); // realtime only: the company chose the date
    const seen = await call<ProposalDto>(t, 'GET', `/api/proposals/${lapsed.id}`, undefined, bearer(companies[0].token));
    expect(seen.body).toMatchObject({ status: 'expired', closedReason: null });

    for (const action of ['accept', 'reject'] as const) {
      const res = await answerProposal(t, client.accessToken, lapsed.id, action);
      expect([res.status, res.body.code]).toEqual([409, 'PROPOSAL_EXPIRED']);
    }
    // Valid through today: still accepted, and its siblings are declined as usual.
    expect((await answerProposal(t, client.accessToken, lastDay.id, 'accept')).status).toBe(200);
    expect((await proposalRows(ds, request.id)).map((p) => [p.status, p.closed_reason])).toEqual([
      ['expired', null],
      ['accepted', null],
      ['rejected', 'hired_other'],
    ]);
  });

  it('asks «¿Se hizo el trabajo?» once per hire after the service window (mail, notification, dashboard)', async () => {
    const dated = await createRequest(t, client.accessToken, moveRequestBody({ date: madridDay(20), dateFlexibility: 'week' }));
    const company = await createCompany(t, { companyName: 'Mudanzas Puntuales' });
    const p = await createProposal(t, company.token, dated.id);
    await answerProposal(t, client.accessToken, p.id, 'accept');
    const clientSocket = await open(client.accessToken);
    const start = clock.now().getTime();
    const dashboard = async () =>
      (await call<ClientDashboardDto>(t, 'GET', '/api/dashboard', undefined, bearer(client.accessToken))).body.awaitingCompletion.map(
        (r) => r.id,
      );

    // Within the week from the date (day 20 to 26): not yet.
    clock.set(new Date(start + 25 * DAY));
    await hiringJobs(t).askCompletion();
    expect((await requestRow(ds, dated.id)).completion_asked_at).toBeNull();
    expect((await ownerView(t, client.accessToken, dated.id)).completionDue).toBe(false);
    expect(await dashboard()).toEqual([]);

    // After it: due (the owner's flag and the dashboard say so before the job runs), then asked once.
    clock.set(new Date(start + 28 * DAY));
    expect((await ownerView(t, client.accessToken, dated.id)).completionDue).toBe(true);
    expect(await dashboard()).toEqual([dated.id]);
    await hiringJobs(t).askCompletion();
    const asked = (await requestRow(ds, dated.id)).completion_asked_at;
    expect(asked).toEqual(clock.now());
    const mail = await waitForTemplate(client.email, 'completion-check');
    expect(mail.text).toContain('¿Se hizo el trabajo?');
    expect(mail.text).toContain('Contrataste a Mudanzas Puntuales');
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard`);
    expect(await nextEvent(clientSocket, 'notification')).toMatchObject({ type: 'completion-check', link: '/dashboard' });

    clock.advanceDays(1);
    await hiringJobs(t).askCompletion();
    await t.app.get(QueueService).queue(QueueName.HIRING).add(HiringJob.ASK_COMPLETION, {});
    await drainQueue(t, QueueName.HIRING);
    await settle();
    expect(mailsOf(client.email, 'completion-check')).toHaveLength(1);
    expect(eventsOf(clientSocket, 'notification').filter((e) => e.type === 'completion-check')).toHaveLength(1);
    expect((await requestRow(ds, dated.id)).completion_asked_at).toEqual(asked);
    expect(await dashboard()).toEqual([dated.id]);
  });

  it('without a date the question comes 7 days after hiring; a reopened and hired again request is asked again', async () => {
    const { request, proposals } = await requestWithProposals(t, client.accessToken, 2); // old form: no date
    const start = clock.now().getTime();
    await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    clock.set(new Date(start + 6 * DAY));
    await hiringJobs(t).askCompletion();
    expect((await requestRow(ds, request.id)).completion_asked_at).toBeNull();
    clock.set(new Date(start + 8 * DAY));
    await hiringJobs(t).askCompletion();
    expect((await requestRow(ds, request.id)).completion_asked_at).not.toBeNull();
    await waitForTemplate(client.email, 'completion-check');

    // The company did not come: reopened (the question is forgotten), another company hired, asked again 7 days later.
    expect((await requestAction(t, client.accessToken, request.id, 'reopen')).status).toBe(200);
    expect(await requestRow(ds, request.id)).toMatchObject({ status: 'active', hired_at: null, completion_asked_at: null });
    const third = await createCompany(t);
    const p3 = await createProposal(t, third.token, request.id);
    expect((await answerProposal(t, client.accessToken, p3.id, 'accept')).status).toBe(200);
    clock.set(new Date(start + 16 * DAY));
    await hiringJobs(t).askCompletion();
    await waitForTemplate(client.email, 'completion-check', 2);
  });

  it('complete: hired → completed once, the client is invited to review the hired company; completed is final', async () => {
    const { request, companies, proposals } = await requestWithProposals(t, client.accessToken, 2);
    const [hiredCo] = companies;
    const clientSocket = await open(client.accessToken);
    await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    clock.advance(3 * DAY);

    const done = await requestAction(t, client.accessToken, request.id, 'complete');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      completedAt: clock.now().toISOString(),
      isOwner: true,
      completionDue: false,
      reviewable: true,
      hiredProposal: { id: proposals[0].id, companyId: hiredCo.company.id },
    });
    const seoParam = `${hiredCo.company.slug}-${hiredCo.company.id}`;
    const reviewLink = `/company/${seoParam}?review=${request.id}`;
    const mail = await waitForTemplate(client.email, 'review-invitation');
    expect(mail.text).toContain(`${PUBLIC_URL}${reviewLink}`);
    expect(mail.text).toContain(hiredCo.company.companyName);
    expect(await nextEvent(clientSocket, 'notification')).toMatchObject({ type: 'review-invitation', link: reviewLink });

    // Idempotent: same answer, no second invitation.
    clock.advance(DAY);
    const again = await requestAction(t, client.accessToken, request.id, 'complete');
    expect([again.status, again.body.completedAt]).toEqual([200, done.body.completedAt]);
    await settle();
    expect(mailsOf(client.email, 'review-invitation')).toHaveLength(1);

    // Final: no reopen, close, status or terms change; the text can still be corrected.
    for (const res of [
      await requestAction(t, client.accessToken, request.id, 'reopen'),
      await requestAction(t, client.accessToken, request.id, 'close'),
      await patchRequest(t, client.accessToken, request.id, { status: 'active' }),
      await patchRequest(t, client.accessToken, request.id, { services: ['Mudanzas', 'Guardamuebles'] }),
    ]) {
      expect([res.status, res.body.code]).toEqual([409, 'REQUEST_COMPLETED']);
    }
    expect((await patchRequest(t, client.accessToken, request.id, { title: 'Mudanza hecha y corregida' })).status).toBe(200);
    expect((await call(t, 'GET', `/api/requests/${request.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `/api/requests/${request.id}`, undefined, bearer(hiredCo.token))).status).toBe(200);

    // Reviewable until this client reviews the hire (reviews.request_id).
    await ds.query(`INSERT INTO reviews (company_id, user_id, rating, request_id, verified_at) VALUES ($1, $2, 5, $3, now())`, [
      hiredCo.company.id,
      client.id,
      request.id,
    ]);
    expect(await ownerView(t, client.accessToken, request.id)).toMatchObject({ reviewable: false, hiredProposal: { id: proposals[0].id } });
  });

  it('reopen: the company did not show up; the hire is undone without the client data, the company told, the request public again', async () => {
    const { request, companies, proposals } = await requestWithProposals(t, client.accessToken, 2);
    const [hiredCo] = companies;
    await answerProposal(t, client.accessToken, proposals[0].id, 'accept');
    const hiredSocket = await open(hiredCo.token);

    const reopened = await requestAction(t, client.accessToken, request.id, 'reopen');
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'active', hiredAt: null, hiredProposal: null, completionDue: false, reviewable: false });
    expect((await proposalRows(ds, request.id)).map((p) => [p.status, p.closed_reason, p.client_shared_data])).toEqual([
      ['rejected', 'no_show', null],
      ['rejected', 'hired_other', null],
    ]);
    const seen = await call<ProposalDto>(t, 'GET', `/api/proposals/${proposals[0].id}`, undefined, bearer(hiredCo.token));
    expect(seen.body).toMatchObject({ status: 'rejected', closedReason: 'no_show' });
    expect(seen.body.clientSharedData).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toContain('611222333');

    await waitForTemplate(hiredCo.account.email, 'hire-reopened');
    const mail = mailsOf(hiredCo.account.email, 'hire-reopened');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('no llegó a hacerse con tu empresa');
    expect(mail[0].text).toContain(`${PUBLIC_URL}/company/proposal/${proposals[0].id}`);
    expect(await nextEvent(hiredSocket, 'notification')).toMatchObject({
      type: 'hire-reopened',
      link: `/company/proposal/${proposals[0].id}`,
    });

    // Public and open again; a second reopen has nothing to undo.
    expect((await call(t, 'GET', `/api/requests/${request.id}`)).status).toBe(200);
    const other = await createCompany(t);
    expect(
      (await call(t, 'POST', `/api/requests/${request.id}/proposals`, { message: 'Vamos nosotros' }, bearer(other.token))).status,
    ).toBe(201);
    const twice = await requestAction(t, client.accessToken, request.id, 'reopen');
    expect([twice.status, twice.body.code]).toEqual([409, 'REQUEST_NOT_HIRED']);
  });

  it('closing, cancelling or completing an active request closes its pending proposals (request_closed) and tells each company', async () => {
    const closing = await requestWithProposals(t, client.accessToken, 2);
    const cancelling = await requestWithProposals(t, client.accessToken, 1);
    const completing = await requestWithProposals(t, client.accessToken, 1);
    const closingSocket = await open(closing.companies[0].token);
    await answerProposal(t, client.accessToken, closing.proposals[1].id, 'reject'); // answered before: stays as it was

    expect((await requestAction(t, client.accessToken, closing.request.id, 'close')).status).toBe(200);
    expect((await patchRequest(t, client.accessToken, cancelling.request.id, { status: 'cancelled' })).status).toBe(200);
    const completed = await patchRequest(t, client.accessToken, completing.request.id, { status: 'completed' });
    expect(completed.body).toMatchObject({
      status: 'completed',
      completedAt: clock.now().toISOString(),
      hiredProposal: null,
      reviewable: false,
    });

    expect((await proposalRows(ds, closing.request.id)).map((p) => [p.status, p.closed_reason])).toEqual([
      ['rejected', 'request_closed'],
      ['rejected', null],
    ]);
    for (const { request } of [cancelling, completing]) {
      expect((await proposalRows(ds, request.id)).map((p) => [p.status, p.closed_reason])).toEqual([['rejected', 'request_closed']]);
    }
    for (const co of [closing.companies[0], cancelling.companies[0], completing.companies[0]]) {
      const mail = await waitForMail(t, co.account.email);
      expect(mail.file).toContain('proposal-declined');
      expect(mail.text).toContain('sin contratar a ninguna empresa');
    }
    expect(await nextEvent(closingSocket, 'notification')).toMatchObject({ type: 'proposal-declined', title: 'Solicitud retirada' });

    // Idempotent close, and re-stating the status, tell nobody again.
    expect((await requestAction(t, client.accessToken, closing.request.id, 'close')).status).toBe(200);
    expect((await patchRequest(t, client.accessToken, cancelling.request.id, { status: 'cancelled' })).status).toBe(200);
    await settle();
    expect(mailsFor(t, closing.companies[0].account.email)).toHaveLength(1);
    expect(mailsFor(t, closing.companies[1].account.email)).toHaveLength(1); // its rejection
    expect(mailsFor(t, cancelling.companies[0].account.email)).toHaveLength(1);
  });
});
