import type { ProposalDto, RequestDto, ReviewDto } from '@rutalia/api-contract';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, signedInClient, type LoggedIn, type Registered } from './auth-factories.js';
import { createCompany, marker, type TestCompany } from './company-factories.js';
import { createProposal, createRequest } from './request-factories.js';

/**
 * A small marketplace for the backoffice specs of requests, proposals and reviews: one client
 * (with a phone, to check it never leaks) with a request, two companies proposing on it (one
 * accepted, so client data was shared) and two reviews of the first company. `tag` is unique to
 * the run and sits in every title and comment, so searches find only this fixture.
 */
export interface Market {
  tag: string;
  client: Registered & LoggedIn;
  reviewer: Registered & LoggedIn;
  companyA: TestCompany;
  companyB: TestCompany;
  request: RequestDto;
  otherRequest: RequestDto;
  accepted: ProposalDto;
  pending: ProposalDto;
  reviews: { good: ReviewDto; abusive: ReviewDto };
}

export async function createMarket(t: TestApp): Promise<Market> {
  const tag = marker();
  const client = await signedInClient(t, { fullName: `Clara Cliente ${tag}`, phone: '699888777' });
  const reviewer = await signedInClient(t, { fullName: `Rita Reseña ${tag}` });
  const [companyA, companyB] = await Promise.all([
    createCompany(t, { companyName: `Mudanzas Alfa ${tag}` }),
    createCompany(t, { companyName: `Transportes Beta ${tag}` }),
  ]);
  const request = await createRequest(t, client.accessToken, { title: `Mudanza urgente ${tag}`, city: 'Valencia', province: 'Valencia' });
  const otherRequest = await createRequest(t, client.accessToken, { title: `Porte de sofá ${tag}`, services: ['Transporte nacional'] });
  const accepted = await createProposal(t, companyA.token, request.id, {
    message: '<p>Lo hacemos <strong>el lunes</strong></p>',
    price: 1234.5,
  });
  const pending = await createProposal(t, companyB.token, request.id, { message: '<p>Precio cerrado</p>', price: 800 });
  const res = await call(t, 'POST', `/api/proposals/${accepted.id}/accept`, undefined, bearer(client.accessToken));
  if (res.status !== 200) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);

  const review = async (token: string, rating: number, comment: string) => {
    const r = await call<ReviewDto>(t, 'POST', `/api/companies/${companyA.company.id}/reviews`, { rating, comment }, bearer(token));
    if (r.status !== 201) throw new Error(`review: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const good = await review(client.accessToken, 5, `Muy profesionales ${tag}`);
  const abusive = await review(reviewer.accessToken, 1, `Insultos y spam ${tag} ${'x'.repeat(300)}`);
  return { tag, client, reviewer, companyA, companyB, request, otherRequest, accepted, pending, reviews: { good, abusive } };
}
