import type { ConversationPageDto, MessageDto, MessagesPageDto, ProposalDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { createProposal, createRequest, moveRequestBody } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 18 (parts 3 and 7): a conversation about a request carries its title, route, date, the
 * accepted price and the proposal the company of the conversation sent on it.
 */
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

    // Before any proposal: the context without a price or a proposal, in the list and in the thread.
    const noProposal = { ...context, acceptedPrice: null, proposal: null };
    const before = await list(client.accessToken);
    expect(before.find((c) => c.key === `${hired.account.id}:${request.id}`)?.request).toEqual(noProposal);
    expect((await thread(client.accessToken, hired.account.id, request.id)).body.request).toEqual(noProposal);

    // The client accepts the hired company's proposal (450,50 €); the other one also offered 300 €.
    const proposal = await createProposal(t, hired.token, request.id, { price: 450.5, vatIncluded: true });
    const otherProposal = await createProposal(t, other.token, request.id, { price: 300, vatIncluded: false });
    const accepted = await call<ProposalDto>(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, bearer(client.accessToken));
    expect(accepted.status).toBe(200);

    const hiredProposal = {
      id: proposal.id,
      price: 450.5,
      vatIncluded: true,
      priceWithVat: 450.5,
      status: 'accepted',
      validUntil: proposal.validUntil,
    };
    const withPrice = { ...context, acceptedPrice: 450.5, proposal: hiredProposal };
    const clientList = await list(client.accessToken);
    expect(clientList.find((c) => c.key === `${hired.account.id}:${request.id}`)?.request).toEqual(withPrice);
    // The price is the one accepted from the company of the conversation, not from another; the
    // other company's conversation shows its own proposal, declined by the hire.
    const otherContext = {
      ...context,
      acceptedPrice: null,
      proposal: {
        id: otherProposal.id,
        price: 300,
        vatIncluded: false,
        priceWithVat: 363,
        status: 'rejected',
        validUntil: otherProposal.validUntil,
      },
    };
    expect(clientList.find((c) => c.key === `${other.account.id}:${request.id}`)?.request).toEqual(otherContext);
    // The general conversation has no request.
    expect(clientList.find((c) => c.key === `${hired.account.id}:general`)?.request).toBeNull();
    expect((await thread(client.accessToken, hired.account.id)).body.request).toBeNull();

    // The company sees the same context, in the list and in the thread.
    const companyList = await list(hired.token);
    expect(companyList.find((c) => c.key === `${client.id}:${request.id}`)?.request).toEqual(withPrice);
    const companyThread = await thread(hired.token, client.id, request.id);
    expect(companyThread.status).toBe(200);
    expect(companyThread.body).toMatchObject({ requestId: request.id, request: withPrice });
    expect((await thread(other.token, client.id, request.id)).body.request).toEqual(otherContext);
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
    expect(res.body.request).toMatchObject({
      id: request.id,
      title: 'Porte de una lavadora',
      route: 'Madrid',
      acceptedPrice: null,
      proposal: null,
    });

    const denied = await thread(stranger.token, client.id, request.id);
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('Porte de una lavadora');
  });

  it('ties a question to the proposal: pending before deciding, each company sees only its own, none without one', async () => {
    const client = await signedInClient(t, { fullName: 'Pablo Pregunta' });
    const asked = await createCompany(t, { companyName: `Mudanzas Preguntadas ${marker()}` });
    const rival = await createCompany(t, { companyName: `Mudanzas Rivales ${marker()}` });
    const silent = await createCompany(t, { companyName: `Mudanzas Sin Propuesta ${marker()}` });
    const request = await createRequest(t, client.accessToken, { title: 'Traslado de un piano' });
    const proposal = await createProposal(t, asked.token, request.id, { price: 450, vatIncluded: false });
    const rivalProposal = await createProposal(t, rival.token, request.id, { price: 600, vatIncluded: true });
    const askedProposal = {
      id: proposal.id,
      price: 450,
      vatIncluded: false,
      priceWithVat: 544.5,
      status: 'pending',
      validUntil: proposal.validUntil,
    };
    expect(proposal.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // «Preguntar a la empresa»: the client opens the empty conversation by the company's id and
    // already sees the proposal it is about, before writing anything.
    const opened = await call<MessagesPageDto>(
      t,
      'GET',
      `/api/conversations/company/${asked.company.id}/messages?requestId=${request.id}`,
      undefined,
      bearer(client.accessToken),
    );
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ otherUser: { id: asked.account.id, kind: 'company' }, requestId: request.id, items: [] });
    expect(opened.body.request).toMatchObject({ id: request.id, acceptedPrice: null, proposal: askedProposal });

    // The question is asked; the context (list and thread, both sides) carries the pending proposal.
    expect(
      (await send(client.accessToken, { companyId: asked.company.id, requestId: request.id, content: '¿Incluye el embalaje?' })).status,
    ).toBe(201);
    expect(
      (await send(client.accessToken, { companyId: silent.company.id, requestId: request.id, content: '¿Podéis hacerlo?' })).status,
    ).toBe(201);
    expect((await send(client.accessToken, { companyId: asked.company.id, content: 'Otra cosa' })).status).toBe(201);
    const clientList = await list(client.accessToken);
    expect(clientList.find((c) => c.key === `${asked.account.id}:${request.id}`)?.request?.proposal).toEqual(askedProposal);
    expect((await thread(client.accessToken, asked.account.id, request.id)).body.request?.proposal).toEqual(askedProposal);
    expect((await list(asked.token)).find((c) => c.key === `${client.id}:${request.id}`)?.request?.proposal).toEqual(askedProposal);
    expect((await thread(asked.token, client.id, request.id)).body.request?.proposal).toEqual(askedProposal);
    // A company that sent nothing: its conversation has the request, no proposal (never the others').
    expect(clientList.find((c) => c.key === `${silent.account.id}:${request.id}`)?.request).toMatchObject({
      id: request.id,
      proposal: null,
    });
    expect((await thread(silent.token, client.id, request.id)).body.request).toMatchObject({ acceptedPrice: null, proposal: null });
    // The general conversation has no request, so no proposal.
    expect(clientList.find((c) => c.key === `${asked.account.id}:general`)?.request).toBeNull();

    // The rival's conversation (started from its proposal card) shows the rival's proposal only.
    const rivalOpened = await call<MessagesPageDto>(
      t,
      'GET',
      `/api/conversations/company/${rival.company.id}/messages?requestId=${request.id}`,
      undefined,
      bearer(client.accessToken),
    );
    expect(rivalOpened.body.request?.proposal).toEqual({
      id: rivalProposal.id,
      price: 600,
      vatIncluded: true,
      priceWithVat: 600,
      status: 'pending',
      validUntil: rivalProposal.validUntil,
    });

    // After accepting: accepted, with the accepted price kept for older clients.
    expect((await call(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, bearer(client.accessToken))).status).toBe(200);
    const afterAccept = (await list(client.accessToken)).find((c) => c.key === `${asked.account.id}:${request.id}`)?.request;
    expect(afterAccept).toMatchObject({ acceptedPrice: 450, proposal: { ...askedProposal, status: 'accepted' } });
    expect((await thread(asked.token, client.id, request.id)).body.request).toMatchObject({
      acceptedPrice: 450,
      proposal: { ...askedProposal, status: 'accepted' },
    });
  });

  it('the conversation by company id: only who may start it or takes part in it; unknown company 404', async () => {
    const client = await signedInClient(t);
    const stranger = await signedInClient(t);
    const company = await createCompany(t, { companyName: `Empresa Por Id ${marker()}` });
    const otherCompany = await createCompany(t, { companyName: `Otra Empresa Por Id ${marker()}` });
    const request = await createRequest(t, client.accessToken, { title: 'Porte de un sofá' });
    await createProposal(t, company.token, request.id, { price: 120 });
    const byCompany = (token: string, companyId: string, requestId?: string) =>
      call<MessagesPageDto>(
        t,
        'GET',
        `/api/conversations/company/${companyId}/messages${requestId ? `?requestId=${requestId}` : ''}`,
        undefined,
        bearer(token),
      );

    // Another client cannot open a conversation about someone else's request (nor see its proposal).
    const denied = await byCompany(stranger.accessToken, company.company.id, request.id);
    expect(denied.status).toBe(404);
    expect(JSON.stringify(denied.body)).not.toContain('Porte de un sofá');
    // A company cannot address another company, nor itself.
    expect((await byCompany(otherCompany.token, company.company.id, request.id)).status).toBe(404);
    expect((await byCompany(company.token, company.company.id)).status).toBe(404);
    // Unknown or malformed company.
    expect((await byCompany(client.accessToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await byCompany(client.accessToken, 'no-es-un-id')).status).toBe(404);
    // The general conversation with the company opens empty for a client, without a request.
    const general = await byCompany(client.accessToken, company.company.id);
    expect(general.status).toBe(200);
    expect(general.body).toMatchObject({ requestId: null, request: null, items: [] });
  });
});
