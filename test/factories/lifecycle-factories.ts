import type { ProposalDto, RequestDto } from '@rutalia/api-contract';
import type { DataSource } from 'typeorm';
import { HiringLifecycleService } from '../../backend/src/modules/proposals/hiring-lifecycle.service.js';
import { madridToday } from '../../backend/src/modules/requests/request-structure.js';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, type ApiErrorBody, type ApiResult } from './auth-factories.js';
import { createCompany, marker, type TestCompany } from './company-factories.js';
import { createProposal, createRequest } from './request-factories.js';

/** A client's request with a proposal from each of `count` new companies (issue 18: the request's life after hiring). */
export async function requestWithProposals(
  t: TestApp,
  clientToken: string,
  count: number,
  requestOverrides: Record<string, unknown> = {},
): Promise<{ request: RequestDto; companies: TestCompany[]; proposals: ProposalDto[] }> {
  const request = await createRequest(t, clientToken, { title: `Mudanza ${marker()}`, ...requestOverrides });
  const companies = await Promise.all(
    Array.from({ length: count }, (_, i) => createCompany(t, { companyName: `Empresa ${i + 1} ${marker()}` })),
  );
  const proposals: ProposalDto[] = [];
  for (const [i, company] of companies.entries())
    proposals.push(await createProposal(t, company.token, request.id, { price: 400 + i * 50 }));
  return { request, companies, proposals };
}

type Answer = ApiResult<ProposalDto & ApiErrorBody>;
type Answered = ApiResult<RequestDto & ApiErrorBody>;

/** The client's answer to a proposal. */
export const answerProposal = (t: TestApp, token: string, proposalId: string, action: 'accept' | 'reject'): Promise<Answer> =>
  call<ProposalDto & ApiErrorBody>(t, 'POST', `/api/proposals/${proposalId}/${action}`, undefined, bearer(token));

/** The owner's status changes that have their own endpoint. */
export const requestAction = (t: TestApp, token: string, requestId: string, action: 'close' | 'complete' | 'reopen'): Promise<Answered> =>
  call<RequestDto & ApiErrorBody>(t, 'POST', `/api/requests/${requestId}/${action}`, undefined, bearer(token));

export const patchRequest = (t: TestApp, token: string, requestId: string, body: Record<string, unknown>): Promise<Answered> =>
  call<RequestDto & ApiErrorBody>(t, 'PATCH', `/api/requests/${requestId}`, body, bearer(token));

/** The request as its owner reads it (with completionDue, hiredProposal, reviewable). */
export async function ownerView(t: TestApp, token: string, requestId: string): Promise<RequestDto> {
  const res = await call<RequestDto>(t, 'GET', `/api/requests/${requestId}`, undefined, bearer(token));
  if (res.status !== 200) throw new Error(`GET /requests/${requestId}: ${res.status}`);
  return res.body;
}

/** Moves a proposal's validity to `days` days before Madrid's today at `now` (what the company chose, in the past). */
export async function setValidUntil(ds: DataSource, proposalId: string, now: Date, daysFromToday: number): Promise<void> {
  await ds.query(`UPDATE proposals SET valid_until = $2::date + $3::int WHERE id = $1`, [proposalId, madridToday(now), daysFromToday]);
}

export async function proposalRows(ds: DataSource, requestId: string) {
  return ds.query<Array<{ id: string; status: string; closed_reason: string | null; client_shared_data: unknown }>>(
    `SELECT id, status, closed_reason, client_shared_data FROM proposals WHERE request_id = $1 ORDER BY created_at, id`,
    [requestId],
  );
}

export async function requestRow(ds: DataSource, requestId: string) {
  const [row] = await ds.query<
    Array<{ status: string; hired_at: Date | null; completion_asked_at: Date | null; completed_at: Date | null }>
  >(`SELECT status, hired_at, completion_asked_at, completed_at FROM requests WHERE id = $1`, [requestId]);
  return row;
}

export const hiringJobs = (t: TestApp) => t.app.get(HiringLifecycleService);
