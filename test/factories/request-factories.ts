import type { ProposalDto, RequestDto } from '@rutalia/api-contract';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call } from './auth-factories.js';

/** A request body for POST /api/requests. */
export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mudanza de piso en Madrid',
  description: '<p>Necesito mover un piso de <strong>80 m2</strong>.</p>',
  services: ['Mudanzas'],
  city: 'Madrid',
  province: 'Madrid',
  ...overrides,
});

/** A request published through the API by a signed-in client; answers the created request. */
export async function createRequest(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<RequestDto> {
  const res = await call<RequestDto>(t, 'POST', '/api/requests', requestBody(overrides), bearer(token));
  if (res.status !== 201) throw new Error(`POST /requests: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A proposal sent through the API by a signed-in company. */
export async function createProposal(
  t: TestApp,
  token: string,
  requestId: string,
  body: Record<string, unknown> = {},
): Promise<ProposalDto> {
  const res = await call<ProposalDto>(
    t,
    'POST',
    `/api/requests/${requestId}/proposals`,
    { message: '<p>Podemos hacerlo el lunes.</p>', price: 450, ...body },
    bearer(token),
  );
  if (res.status !== 201) throw new Error(`POST /proposals: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves a request's creation time (date filters and sorts). */
export async function setRequestCreatedAt(ds: DataSource, requestId: string, createdAt: Date): Promise<void> {
  await ds.query(`UPDATE requests SET created_at = $2 WHERE id = $1`, [requestId, createdAt]);
}

/** Subscription states the API cannot reach in a test (time passing, cancellation): in SQL. */
export async function endTrial(ds: DataSource, companyId: string): Promise<void> {
  await ds.query(`UPDATE company_subscriptions SET trial_ends_at = now() - interval '1 day' WHERE company_id = $1`, [companyId]);
}

export async function cancelSubscription(ds: DataSource, companyId: string): Promise<void> {
  await ds.query(`UPDATE company_subscriptions SET status = 'cancelled', cancelled_at = now() WHERE company_id = $1`, [companyId]);
}

export async function setSubscriptionStatus(ds: DataSource, companyId: string, status: string): Promise<void> {
  await ds.query(`UPDATE company_subscriptions SET status = $2, trial_ends_at = now() - interval '1 day' WHERE company_id = $1`, [
    companyId,
    status,
  ]);
}

/** The day `days` from today in Spain (YYYY-MM-DD), for request dates that must not be past. */
export function madridDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A structured move Madrid → Valencia (issue 17): category, route, date and the move's details. */
export const moveRequestBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mudanza de piso de Madrid a Valencia',
  description: 'Piso de 3 habitaciones, sin muebles de diseño.',
  services: ['Mudanzas de viviendas'],
  category: 'mudanzas',
  origin: { city: 'Madrid', province: 'Madrid', postalCode: '28004' },
  destination: { city: 'Valencia', province: 'Valencia' },
  date: madridDay(20),
  dateFlexibility: 'week',
  details: { propertyType: 'piso', rooms: 3, originFloor: 2, originLift: false, destinationFloor: 0, destinationLift: true, packing: true },
  ...overrides,
});
