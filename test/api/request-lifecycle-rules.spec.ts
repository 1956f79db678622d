import { DataSource } from 'typeorm';
import type { RequestDto } from '@rutalia/api-contract';
import { Clock } from '../../backend/src/common/clock/clock.js';
import { HiringLifecycleService } from '../../backend/src/modules/proposals/hiring-lifecycle.service.js';
import { HiringNotifications } from '../../backend/src/modules/proposals/hiring-notifications.js';
import { ProposalNotifications } from '../../backend/src/modules/proposals/proposal-notifications.js';
import { createAdmin, type TestAdmin } from '../factories/admin-factories.js';
import {
  bearer,
  call,
  relaxedRateLimits,
  signedInClient,
  type ApiErrorBody,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { createCompany, type TestCompany } from '../factories/company-factories.js';
import {
  answerProposal,
  patchRequest,
  proposalRows,
  requestAction,
  requestRow,
  requestWithProposals,
  setValidUntil,
} from '../factories/lifecycle-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const ROUNDS = 8;
const DAY = 24 * 3600 * 1000;

type State = 'active' | 'hired' | 'completed' | 'closed' | 'cancelled';
const STATES: State[] = ['active', 'hired', 'completed', 'closed', 'cancelled'];

/**
 * Who may do what to a request in each state (request-status.ts, docs/decisions.md issue 18),
 * and the races: two accepts, accept vs expiry, accept vs close, complete vs reopen. Whatever
 * order the database picks, exactly one of the racing changes wins and the data stays whole.
 */
describe('request lifecycle: who may do what in each state, and races', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Registered & LoggedIn;
  let otherClient: Registered & LoggedIn;
  let outsider: TestCompany;
  let admin: TestAdmin;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    [owner, otherClient, outsider, admin] = await Promise.all([
      signedInClient(t),
      signedInClient(t),
      createCompany(t),
      createAdmin(t, { superAdmin: true }),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  /** A request of the owner in `state`, with proposals of companies X and Y (in `hired` and `completed`, X is the hired one). */
  async function inState(state: State) {
    const { request, companies, proposals } = await requestWithProposals(t, owner.accessToken, 2);
    const expectOk = (res: { status: number }) => expect(res.status).toBe(200);
    if (state === 'hired' || state === 'completed') expectOk(await answerProposal(t, owner.accessToken, proposals[0].id, 'accept'));
    if (state === 'completed') expectOk(await requestAction(t, owner.accessToken, request.id, 'complete'));
    if (state === 'closed') expectOk(await requestAction(t, owner.accessToken, request.id, 'close'));
    if (state === 'cancelled') expectOk(await patchRequest(t, owner.accessToken, request.id, { status: 'cancelled' }));
    expect((await requestRow(ds, request.id)).status).toBe(state);
    return { request, x: companies[0], y: companies[1], px: proposals[0], py: proposals[1] };
  }

  type Scenario = Awaited<ReturnType<typeof inState>>;
  type Outcome = number | [number, string];
  /** What the owner asks, and the answer in each state (status, or [status, code]). */
  const OWNER: Array<[string, (s: Scenario) => Promise<{ status: number; body: unknown }>, Record<State, Outcome>]> = [
    [
      'PATCH the title',
      (s) => patchRequest(t, owner.accessToken, s.request.id, { title: 'Título corregido' }),
      { active: 200, hired: 200, completed: 200, closed: 200, cancelled: 200 },
    ],
    [
      'PATCH the services (the terms)',
      (s) => patchRequest(t, owner.accessToken, s.request.id, { services: ['Mudanzas', 'Guardamuebles'] }),
      { active: 200, hired: [409, 'REQUEST_TERMS_LOCKED'], completed: [409, 'REQUEST_COMPLETED'], closed: 200, cancelled: 200 },
    ],
    [
      'PATCH status active',
      (s) => patchRequest(t, owner.accessToken, s.request.id, { status: 'active' }),
      {
        active: 200,
        hired: [409, 'REQUEST_HIRED'],
        completed: [409, 'REQUEST_COMPLETED'],
        closed: [409, 'REQUEST_CLOSED'],
        cancelled: 200,
      },
    ],
    [
      'PATCH status cancelled',
      (s) => patchRequest(t, owner.accessToken, s.request.id, { status: 'cancelled' }),
      {
        active: 200,
        hired: [409, 'REQUEST_HIRED'],
        completed: [409, 'REQUEST_COMPLETED'],
        closed: [409, 'REQUEST_CLOSED'],
        cancelled: 200,
      },
    ],
    [
      'PATCH status hired (only accepting hires)',
      (s) => patchRequest(t, owner.accessToken, s.request.id, { status: 'hired' }),
      { active: 400, hired: 400, completed: 400, closed: 400, cancelled: 400 },
    ],
    [
      'close',
      (s) => requestAction(t, owner.accessToken, s.request.id, 'close'),
      { active: 200, hired: [409, 'REQUEST_HIRED'], completed: [409, 'REQUEST_COMPLETED'], closed: 200, cancelled: 200 },
    ],
    [
      'complete',
      (s) => requestAction(t, owner.accessToken, s.request.id, 'complete'),
      {
        active: [409, 'REQUEST_NOT_HIRED'],
        hired: 200,
        completed: 200,
        closed: [409, 'REQUEST_CLOSED'],
        cancelled: [409, 'REQUEST_NOT_HIRED'],
      },
    ],
    [
      'reopen',
      (s) => requestAction(t, owner.accessToken, s.request.id, 'reopen'),
      {
        active: [409, 'REQUEST_NOT_HIRED'],
        hired: 200,
        completed: [409, 'REQUEST_COMPLETED'],
        closed: [409, 'REQUEST_CLOSED'],
        cancelled: [409, 'REQUEST_NOT_HIRED'],
      },
    ],
    [
      "accept Y's proposal",
      (s) => answerProposal(t, owner.accessToken, s.py.id, 'accept'),
      {
        active: 200,
        hired: [409, 'REQUEST_HIRED'],
        completed: [409, 'REQUEST_NOT_OPEN'],
        closed: [409, 'REQUEST_NOT_OPEN'],
        cancelled: [409, 'REQUEST_NOT_OPEN'],
      },
    ],
    [
      // Y's proposal was closed with the request (hired_other / request_closed): rejecting it again answers it unchanged.
      "reject Y's proposal",
      (s) => answerProposal(t, owner.accessToken, s.py.id, 'reject'),
      { active: 200, hired: 200, completed: 200, closed: 200, cancelled: 200 },
    ],
    [
      'a new proposal (by another company)',
      (s) => call(t, 'POST', `/api/requests/${s.request.id}/proposals`, { message: 'Nosotros también', price: 99 }, bearer(outsider.token)),
      {
        active: 201,
        hired: [409, 'REQUEST_NOT_OPEN'],
        completed: [409, 'REQUEST_NOT_OPEN'],
        closed: [409, 'REQUEST_NOT_OPEN'],
        cancelled: [409, 'REQUEST_NOT_OPEN'],
      },
    ],
  ];
  const cases = OWNER.flatMap(([action, run, outcomes]) => STATES.map((state) => [action, state, outcomes[state], run] as const));

  it.each(cases)('the owner: %s on a %s request → %j', async (_action, state, outcome, run) => {
    const s = await inState(state);
    const res = await run(s);
    const [status, code] = Array.isArray(outcome) ? outcome : [outcome, undefined];
    expect(res.status).toBe(status);
    if (code) expect((res.body as ApiErrorBody).code).toBe(code);
  });

  it.each(STATES)('nobody but the owner changes a %s request or answers its proposals (403), whoever they are', async (state) => {
    const s = await inState(state);
    const tokens = { otherClient: otherClient.accessToken, proposingCompany: s.x.token, superAdmin: admin.token };
    for (const [who, token] of Object.entries(tokens)) {
      const answers = [
        await call(t, 'PATCH', `/api/requests/${s.request.id}`, { title: 'No es mía' }, bearer(token)),
        ...(await Promise.all((['close', 'complete', 'reopen'] as const).map((a) => requestAction(t, token, s.request.id, a)))),
        await answerProposal(t, token, s.py.id, 'accept'),
        await answerProposal(t, token, s.py.id, 'reject'),
      ];
      expect([who, answers.map((r) => r.status)]).toEqual([who, [403, 403, 403, 403, 403, 403]]);
    }
    for (const action of ['close', 'complete', 'reopen'] as const) {
      expect((await call(t, 'POST', `/api/requests/${s.request.id}/${action}`)).status).toBe(401);
    }
    expect((await requestRow(ds, s.request.id)).status).toBe(state);
  });

  // Who reads the detail: active is public; hired and completed also the companies that proposed; closed and cancelled only owner and admins.
  const READERS: Record<State, [number, number, number, number, number, number]> = {
    //           anon other  X    Y   outsider admin
    active: [200, 200, 200, 200, 200, 200],
    hired: [404, 404, 200, 200, 404, 200],
    completed: [404, 404, 200, 200, 404, 200],
    closed: [404, 404, 404, 404, 404, 200],
    cancelled: [404, 404, 404, 404, 404, 200],
  };
  it.each(STATES)('who reads a %s request', async (state) => {
    const s = await inState(state);
    const get = (token?: string) => call<RequestDto>(t, 'GET', `/api/requests/${s.request.id}`, undefined, token ? bearer(token) : {});
    const readers = [undefined, otherClient.accessToken, s.x.token, s.y.token, outsider.token, admin.token];
    expect(await Promise.all(readers.map(async (token) => (await get(token)).status))).toEqual(READERS[state]);
    const mine = await get(owner.accessToken);
    expect(mine.status).toBe(200);
    // Only the owner gets the lifecycle fields meant for her.
    expect(Object.keys(mine.body)).toEqual(expect.arrayContaining(['completionDue', 'hiredProposal', 'reviewable']));
    for (const token of readers.slice(2)) {
      const res = await get(token);
      if (res.status === 200) expect(res.body).not.toHaveProperty('hiredProposal');
    }
  });

  it("a moderator's cancel also reaches a hired request, and is final for its owner", async () => {
    const s = await inState('hired');
    expect((await call(t, 'POST', `/api/admin/requests/${s.request.id}/cancel`, { reason: 'Fraude' }, bearer(admin.token))).status).toBe(
      200,
    );
    for (const action of ['complete', 'reopen', 'close'] as const) {
      const res = await requestAction(t, owner.accessToken, s.request.id, action);
      expect([res.status, res.body.code]).toEqual([409, 'REQUEST_MODERATED']);
    }
  });

  describe('races', () => {
    it(`two accepts of different proposals at once: exactly one hires, the other is 409 (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { request, proposals } = await requestWithProposals(t, owner.accessToken, 2);
        const answers = await Promise.all(proposals.map((p) => answerProposal(t, owner.accessToken, p.id, 'accept')));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)!.body.code).toBe('REQUEST_HIRED');
        const winner = answers.findIndex((a) => a.status === 200);
        const rows = await proposalRows(ds, request.id);
        expect(rows.map((p) => p.status)).toEqual(proposals.map((_, i) => (i === winner ? 'accepted' : 'rejected')));
        expect(rows[1 - winner]).toMatchObject({ closed_reason: 'hired_other', client_shared_data: null });
        expect((await requestRow(ds, request.id)).status).toBe('hired');
      }
    });

    it(`an accept racing the expiry job (run at midnight): exactly one wins (${ROUNDS} rounds)`, async () => {
      // The proposals are valid through today: the accept (today) may take them, the expiry run (already tomorrow) expires them.
      const tomorrow: Clock = { now: () => new Date(Date.now() + DAY) };
      const expiry = new HiringLifecycleService(ds, t.app.get(ProposalNotifications), t.app.get(HiringNotifications), tomorrow);
      const scenarios = [];
      for (let round = 0; round < ROUNDS; round++) {
        const scenario = await requestWithProposals(t, owner.accessToken, 2);
        for (const p of scenario.proposals) await setValidUntil(ds, p.id, new Date(), 0);
        scenarios.push(scenario);
      }
      const [answers] = await Promise.all([
        Promise.all(scenarios.map((s) => answerProposal(t, owner.accessToken, s.proposals[0].id, 'accept'))),
        expiry.expireLapsedProposals(),
      ]);
      for (const [i, { request }] of scenarios.entries()) {
        const statuses = (await proposalRows(ds, request.id)).map((p) => p.status);
        const requestStatus = (await requestRow(ds, request.id)).status;
        if (answers[i].status === 200) {
          // The accept ran first: hired, the sibling declined, nothing left pending to expire.
          expect([requestStatus, statuses]).toEqual(['hired', ['accepted', 'rejected']]);
        } else {
          expect([answers[i].status, answers[i].body.code]).toEqual([409, 'PROPOSAL_EXPIRED']);
          expect([requestStatus, statuses]).toEqual(['active', ['expired', 'expired']]);
        }
      }
    });

    it(`an accept racing the owner's close: exactly one wins (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { request, proposals } = await requestWithProposals(t, owner.accessToken, 2);
        const [accept, close] = await Promise.all([
          answerProposal(t, owner.accessToken, proposals[0].id, 'accept'),
          requestAction(t, owner.accessToken, request.id, 'close'),
        ]);
        const statuses = (await proposalRows(ds, request.id)).map((p) => [p.status, p.closed_reason]);
        if (accept.status === 200) {
          expect([close.status, close.body.code, (await requestRow(ds, request.id)).status]).toEqual([409, 'REQUEST_HIRED', 'hired']);
          expect(statuses).toEqual([
            ['accepted', null],
            ['rejected', 'hired_other'],
          ]);
        } else {
          expect([accept.status, accept.body.code, close.status, (await requestRow(ds, request.id)).status]).toEqual([
            409,
            'REQUEST_NOT_OPEN',
            200,
            'closed',
          ]);
          expect(statuses).toEqual([
            ['rejected', 'request_closed'],
            ['rejected', 'request_closed'],
          ]);
        }
      }
    });

    it(`«trabajo hecho» racing «reabrir»: exactly one wins (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const s = await inState('hired');
        const [complete, reopen] = await Promise.all([
          requestAction(t, owner.accessToken, s.request.id, 'complete'),
          requestAction(t, owner.accessToken, s.request.id, 'reopen'),
        ]);
        const status = (await requestRow(ds, s.request.id)).status;
        const hired = (await proposalRows(ds, s.request.id))[0];
        if (complete.status === 200) {
          expect([reopen.status, reopen.body.code, status, hired.status]).toEqual([409, 'REQUEST_COMPLETED', 'completed', 'accepted']);
        } else {
          expect([complete.status, complete.body.code, reopen.status, status]).toEqual([409, 'REQUEST_NOT_HIRED', 200, 'active']);
          expect(hired).toMatchObject({ status: 'rejected', closed_reason: 'no_show', client_shared_data: null });
        }
      }
    });
  });
});
