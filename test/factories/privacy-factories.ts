import { unzipSync, strFromU8 } from 'fflate';
import { DataSource } from 'typeorm';
import { DataExportBuilder } from '../../backend/src/modules/privacy/data-export-builder.js';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, signedInClient, TEST_PASSWORD } from './auth-factories.js';
import { companyWithInvoice } from './billing-admin-factories.js';
import { createProposal, createRequest } from './request-factories.js';

/**
 * The cast of the data-rights specs (issue 22): a company with an invoice, a client who deals
 * with it (request, proposal, messages, review) and another client whose name and phone the
 * company got by a hire. Names and phones are unique so a leak is found by plain text search.
 */
export async function privacyCast(t: TestApp, tag: string) {
  const ds = t.app.get(DataSource);
  const company = await companyWithInvoice(t, new Date(), { fullName: `Carmen Titular ${tag}`, phone: `60${tag.slice(0, 7)}` });
  const client = await signedInClient(t, { fullName: `Bruno Cliente ${tag}`, phone: `61${tag.slice(0, 7)}` });
  const other = await signedInClient(t, { fullName: `Olga Ajena ${tag}`, phone: `62${tag.slice(0, 7)}` });
  // Issue 22 (email verification): unverified accounts only save drafts; these accounts act at once.
  await ds
    .query(`UPDATE users SET email_verified_at = now() WHERE id = ANY($1)`, [[company.company.id, client.id, other.id]])
    .catch(() => undefined);

  const request = await createRequest(t, client.accessToken, { title: `Mudanza de Bruno ${tag}` });
  const proposal = await createProposal(t, company.company.accessToken, request.id);
  const otherRequest = await createRequest(t, other.accessToken, { title: `Mudanza de Olga ${tag}` });
  const otherProposal = await createProposal(t, company.company.accessToken, otherRequest.id);
  const accepted = await call(t, 'POST', `/api/proposals/${otherProposal.id}/accept`, {}, bearer(other.accessToken));
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);

  await send(t, client.accessToken, { companyId: company.companyId, content: `Hola, soy Bruno ${tag}` });
  await send(t, company.company.accessToken, { receiverId: client.id, content: 'Hola Bruno, te llamamos mañana' });
  await send(t, other.accessToken, { companyId: company.companyId, content: 'Mensaje de la otra clienta' });
  await ds.query(`INSERT INTO reviews (company_id, user_id, rating, comment) VALUES ($1, $2, 5, 'Muy bien')`, [
    company.companyId,
    client.id,
  ]);
  return { ds, company, client, other, request, proposal, otherProposal };
}

async function send(t: TestApp, token: string, body: Record<string, unknown>): Promise<void> {
  const res = await call(t, 'POST', '/api/messages', body, bearer(token));
  if (res.status !== 201) throw new Error(`POST /messages: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Asks for an export and builds it at once (the specs run without workers). */
export async function readyExport(t: TestApp, token: string): Promise<string> {
  const res = await call<{ id: string }>(t, 'POST', '/api/me/data-exports', undefined, bearer(token));
  if (res.status !== 202) throw new Error(`POST /me/data-exports: ${res.status} ${JSON.stringify(res.body)}`);
  await t.app.get(DataExportBuilder).build(res.body.id);
  return res.body.id;
}

/** The downloaded zip, opened: the JSON document and the HTML summary. */
export async function downloadExport(t: TestApp, token: string, id: string) {
  const res = await t.request('GET', `/api/me/data-exports/${id}/file`, undefined, bearer(token));
  if (res.status !== 200) throw new Error(`download: ${res.status} ${await res.text()}`);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const json = strFromU8(files['datos.json']);
  const html = strFromU8(files['resumen.html']);
  return { res, json, html, doc: JSON.parse(json) as { tables: Record<string, Array<Record<string, unknown>>>; sessions: unknown[] } };
}

export const deleteAccount = (
  t: TestApp,
  token: string,
  body: Record<string, unknown> = { password: TEST_PASSWORD, confirmation: 'ELIMINAR' },
) => call(t, 'DELETE', '/api/me/account', body, bearer(token));

/** A ready export of the user, built straight by the service (the pending one if there is one). */
export async function readyExportOf(t: TestApp, userId: string): Promise<string> {
  const ds = t.app.get(DataSource);
  const [pending] = await ds.query(`SELECT id FROM data_exports WHERE user_id = $1 AND status = 'pending'`, [userId]);
  const id: string =
    pending?.id ??
    (await ds.query(`INSERT INTO data_exports (user_id, expires_at) VALUES ($1, now() + interval '7 days') RETURNING id`, [userId]))[0].id;
  await t.app.get(DataExportBuilder).build(id);
  return id;
}
