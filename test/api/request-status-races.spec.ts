import type { AdminRequestDetailDto } from '@rutalia/api-contract';
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
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const ROUNDS = 10;

/**
 * Status changes racing each other (issue 15, failure 2): the owner's `PATCH {status:'active'}`
 * fired at the same moment as a moderator's cancel, or as the owner's own close. Whatever the
 * order the database picks, a moderated request ends cancelled and a closed one closed, never
 * back online; once there, any status change answers 409.
 */
describe('request status races', () => {
  let t: TestApp;
  let moderator: TestAdmin;
  let client: Registered & LoggedIn;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    [moderator, client] = await Promise.all([createAdmin(t, { superAdmin: true }), signedInClient(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const asClient = <T = unknown>(method: string, route: string, body?: unknown) =>
    call<T>(t, method, route, body, bearer(client.accessToken));
  const reactivate = <T = unknown>(id: string) => asClient<T>('PATCH', `/api/requests/${id}`, { status: 'active' });
  const newRequests = () =>
    Promise.all(Array.from({ length: ROUNDS }, (_, i) => createRequest(t, client.accessToken, { title: `Porte en carrera ${i + 1}` })));
  /** What the backoffice says, and whether an anonymous visitor still finds it. */
  const stateOf = async (id: string) => ({
    status: (await call<AdminRequestDetailDto>(t, 'GET', `/api/admin/requests/${id}`, undefined, bearer(moderator.token))).body.status,
    publicStatus: (await call(t, 'GET', `/api/requests/${id}`)).status,
  });

  it(`a moderator's cancel racing the owner's PATCH status active: all ${ROUNDS} end cancelled, hidden, and stay so (409)`, async () => {
    const requests = await newRequests();
    const answers = await Promise.all(
      requests.map(async (r) => {
        const [cancel, patch] = await Promise.all([
          call(t, 'POST', `/api/admin/requests/${r.id}/cancel`, { reason: 'Spam' }, bearer(moderator.token)),
          reactivate(r.id),
        ]);
        return [cancel.status, patch.status];
      }),
    );
    // The cancel always wins its own race; the PATCH either ran first (200) or met the cancel (409).
    for (const [cancel, patch] of answers) {
      expect(cancel).toBe(200);
      expect([200, 409]).toContain(patch);
    }
    const states = await Promise.all(requests.map((r) => stateOf(r.id)));
    expect(states).toEqual(requests.map(() => ({ status: 'cancelled', publicStatus: 404 })));

    for (const r of requests.slice(0, 3)) {
      const again = await reactivate<ApiErrorBody>(r.id);
      expect([again.status, again.body.code]).toEqual([409, 'REQUEST_MODERATED']);
      // Closing it would rewrite the moderator's status too.
      const close = await asClient<ApiErrorBody>('POST', `/api/requests/${r.id}/close`);
      expect([close.status, close.body.code]).toEqual([409, 'REQUEST_MODERATED']);
    }
  });

  it(`the owner's close racing its own PATCH status active: all ${ROUNDS} end closed, hidden, and stay so (409)`, async () => {
    const requests = await newRequests();
    const answers = await Promise.all(
      requests.map(async (r) => {
        const [close, patch] = await Promise.all([asClient('POST', `/api/requests/${r.id}/close`), reactivate(r.id)]);
        return [close.status, patch.status];
      }),
    );
    for (const [close, patch] of answers) {
      expect(close).toBe(200);
      expect([200, 409]).toContain(patch);
    }
    const states = await Promise.all(requests.map((r) => stateOf(r.id)));
    expect(states).toEqual(requests.map(() => ({ status: 'closed', publicStatus: 404 })));

    const again = await reactivate<ApiErrorBody>(requests[0].id);
    expect([again.status, again.body.code]).toEqual([409, 'REQUEST_CLOSED']);
    // The text may still be corrected, as before.
    expect((await asClient('PATCH', `/api/requests/${requests[0].id}`, { title: 'Porte corregido' })).status).toBe(200);
  });

  it('a moderator cannot cancel a request its owner closed, even when both race (409, stays closed)', async () => {
    const requests = await newRequests();
    const answers = await Promise.all(
      requests.map(async (r) => {
        const [close, cancel] = await Promise.all([
          asClient('POST', `/api/requests/${r.id}/close`),
          call(t, 'POST', `/api/admin/requests/${r.id}/cancel`, { reason: 'Spam' }, bearer(moderator.token)),
        ]);
        return { close: close.status, cancel: cancel.status, state: await stateOf(r.id) };
      }),
    );
    for (const a of answers) {
      // One of them wins; the loser answers 409 and changes nothing.
      if (a.cancel === 200) expect([a.close, a.state.status]).toEqual([409, 'cancelled']);
      else expect([a.cancel, a.close, a.state.status]).toEqual([409, 200, 'closed']);
      expect(a.state.publicStatus).toBe(404);
    }
  });
});
