import type { ConversationPageDto, MessageDto, MessagesPageDto, ProposalDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { createProposal, createRequest, moveRequestBody } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 18 (part 7): a conversation about a request carries its title, route, date and accepted price. */
describe('messaging: the request context of a conversation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
  }, 60_000);
  afterAll(() => t.close());

  const send = (token: string, body: Record<string, unknown>) => call<MessageDto>(t, 'POST', '/api/messages', body, bearer(token));
  const thread = (token: string, userId: string, requestId?: string) =>
    call<MessagesPageDto>(
      t,
      'GET',
      `/api/conversations/${userId}/messages${requestId ? `?requestId=${requestId}` : ''}`,
      undefined,
      bearer(token),
    );
  const list = async (token: string) =>
    (await call<ConversationPageDto>(t, 'GET', '/api/conversations', undefined, bearer(token))).body.items;

  it('shows title, link, route, date and, once accepted, the price of that company only; general stays null', async () => {
    const client = await signedInClient(t, { fullName: 'Clara Contexto' });
    const hired = await createCompany(t, { companyName: `Mudanzas Contratadas ${marker()}` });
    const other = await createCompany(t, { companyName: `Mudanzas Otras ${marker()}` });
    const body = moveRequestBody();
    const created = await call<{ id: string; seoParam: string }>(t, 'POST', '/api/requests', body, bearer(client.accessToken));
    expect(created.status).toBe(201);
    const request = created.body;

    expect(
      (await send(client.accessToken, { companyId: hired.company.id, requestId: request.id, content: '¿Os viene bien?' })).status,
    ).toBe(201);
    expect((await send(client.accessToken, { companyId: other.company.id, requestId: request.id, content: '¿Y a vosotros?' })).status).toBe(
      201,
    );
    expect((await send(client.accessToken, { companyId: hired.company.id, content: 'Una duda general' })).status).toBe(201);

    const context = {
      id: request.id,
      title: 'Mudanza de piso de Madrid a Valencia',
      seoParam: request.seoParam,
      route: 'Madrid → Valencia',
      date: body.date,
      dateFlexibility: 'week',
    };

    // Before any acceptance: the context without a price, in the list and in the thread.
    const before = await list(client.accessToken);
    expect(before.find((c) => c.key === `${hired.account.id}:${request.id}`)?.request).toEqual({ ...context, acceptedPrice: null });
    expect((await thread(client.accessToken, hired.account.id, request.id)).body.request).toEqual({ ...context, acceptedPrice: null });

    // The client accepts the hired company's proposal (450,50 €); the other one also offered 300 €.
    const proposal = await createProposal(t, hired.token, request.id, { price: 450.5 });
    await createProposal(t, other.token, request.id, { price: 300 });
    const accepted = await call<ProposalDto>(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, bearer(client.accessToken));
    expect(accepted.status).toBe(200);

    const withPrice = { ...context, acceptedPrice: 450.5 };
    const clientList = await list(client.accessToken);
    expect(clientList.find((c) => c.key === `${hired.account.id}:${request.id}`)?.request).toEqual(withPrice);
    // The price is the one accepted from the company of the conversation, not from another.
    expect(clientList.find((c) => c.key === `${other.account.id}:${request.id}`)?.request).toEqual({ ...context, acceptedPrice: null });
    // The general conversation has no request.
    expect(clientList.find((c) => c.key === `${hired.account.id}:general`)?.request).toBeNull();
    expect((await thread(client.accessToken, hired.account.id)).body.request).toBeNull();

    // The company sees the same context, in the list and in the thread.
    const companyList = await list(hired.token);
    expect(companyList.find((c) => c.key === `${client.id}:${request.id}`)?.request).toEqual(withPrice);
    const companyThread = await thread(hired.token, client.id, request.id);
    expect(companyThread.status).toBe(200);
    expect(companyThread.body).toMatchObject({ requestId: request.id, request: withPrice });
    expect((await thread(other.token, client.id, request.id)).body.request).toEqual({ ...context, acceptedPrice: null });
  });

  it('after hiring, the client can still start a conversation about the job (hired, then completed)', async () => {
    const client = await signedInClient(t);
    const hired = await createCompany(t, { companyName: `Contratada Nueva Charla ${marker()}` });
    const created = await call<{ id: string }>(t, 'POST', '/api/requests', moveRequestBody(), bearer(client.accessToken));
    const proposal = await createProposal(t, hired.token, created.body.id, { price: 320 });
    expect((await call(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, bearer(client.accessToken))).status).toBe(200);
    // No conversation existed: «Enviar mensaje» on the accepted proposal starts one about the hired job.
    const first = await send(client.accessToken, {
      companyId: hired.company.id,
      requestId: created.body.id,
      content: '¿A qué hora llegáis?',
    });
    expect(first.status).toBe(201);
    expect((await thread(client.accessToken, hired.account.id, created.body.id)).body.request).toMatchObject({ acceptedPrice: 320 });
    expect((await call(t, 'POST', `/api/requests/${created.body.id}/complete`, undefined, bearer(client.accessToken))).status).toBe(200);
    const other = await createCompany(t, { companyName: `Otra Tras Completar ${marker()}` });
    expect((await send(client.accessToken, { companyId: other.company.id, requestId: created.body.id, content: 'gracias' })).status).toBe(
      201,
    );
  });

  it('a local request shows only its origin; a company without that conversation cannot read it (404)', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t, { companyName: `Portes Locales ${marker()}` });
    const stranger = await createCompany(t, { companyName: `Portes Ajenos ${marker()}` });
    const request = await createRequest(t, client.accessToken, { title: 'Porte de una lavadora' });
    expect((await send(client.accessToken, { companyId: company.company.id, requestId: request.id, content: 'Hola' })).status).toBe(201);

    const res = await thread(company.token, client.id, request.id);
    expect(res.body.request).toMatchObject({ id: request.id, title: 'Porte de una lavadora', route: 'Madrid', acceptedPrice: null });

    const denied = await thread(stranger.token, client.id, request.id);
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('Porte de una lavadora');
  });
});
