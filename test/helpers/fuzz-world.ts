import { DataSource } from 'typeorm';
import type { BlogPostAdminDto, PlanListDto } from '@rutalia/api-contract';
import { bearer, call, signedInClient } from '../factories/auth-factories.js';
import { createAdmin, createSuperAdmin } from '../factories/admin-factories.js';
import { createCompany } from '../factories/company-factories.js';
import { contactBody, sendContact, subscribe } from '../factories/content-factories.js';
import { createReport, createReview } from '../factories/report-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import type { TestApp } from './test-app.js';
import type { Scope } from './fuzz-bystanders.js';

/**
 * The data the bad-input fuzzer runs against: bystanders (a client, a company and an admin with
 * requests, a proposal, a review, messages, a report, a blog post, a contact message and a
 * newsletter sign-up) that no actor may change, and for each actor its own rows and targets.
 */

export interface FuzzActor {
  name: 'anónimo' | 'cliente' | 'empresa' | 'superadministrador';
  headers: Record<string, string>;
  /** Ids and slugs the fuzzer may put in paths and bodies. */
  ids: string[];
  /** Rows the actor may change; everything else must stay as it was. */
  scope: Scope;
  superAdmin: boolean;
}

async function sendMessage(t: TestApp, token: string, body: Record<string, unknown>): Promise<void> {
  const res = await call(t, 'POST', '/api/messages', body, bearer(token));
  if (res.status !== 201) throw new Error(`POST /messages: ${res.status} ${JSON.stringify(res.body)}`);
}

async function blogPost(t: TestApp, token: string, title: string): Promise<{ id: string; slug: string }> {
  const res = await call<BlogPostAdminDto>(
    t,
    'POST',
    '/api/admin/blog-posts',
    { title, content: '<p>Consejos para tu mudanza.</p>', published: true },
    bearer(token),
  );
  if (res.status !== 201) throw new Error(`POST /admin/blog-posts: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, slug: res.body.slug };
}

export async function buildFuzzWorld(t: TestApp): Promise<FuzzActor[]> {
  const ds = t.app.get(DataSource);

  // Bystanders.
  const [byClient, byCompany, byAdmin] = await Promise.all([
    signedInClient(t),
    createCompany(t, {}, { description: 'Empresa ajena' }),
    createAdmin(t, { superAdmin: true }),
  ]);
  const byRequest = await createRequest(t, byClient.accessToken, { title: 'Mudanza ajena en Sevilla' });
  const byProposal = await createProposal(t, byCompany.token, byRequest.id);
  const byReview = await createReview(t, byClient.accessToken, byCompany.company.id);
  await sendMessage(t, byClient.accessToken, { companyId: byCompany.company.id, content: 'Hola, ¿tenéis hueco?' });
  await sendMessage(t, byCompany.token, { receiverId: byClient.id, content: 'Sí, el lunes.' });
  await createReport(t, byClient.accessToken, 'company', byCompany.company.id);
  const byPost = await blogPost(t, byAdmin.token, 'Cómo preparar una mudanza ajena');
  const contact = await sendContact(t, contactBody());
  if (contact.status !== 201) throw new Error(`POST /contact: ${contact.status}`);
  await subscribe(t, 'ajeno@example.com');
  // A finished request: nobody may propose to it any more.
  await ds.query(`UPDATE requests SET status = 'completed' WHERE id = $1`, [byRequest.id]);
  const bystanderIds = [
    byClient.id,
    byCompany.account.id,
    byCompany.company.id,
    byCompany.company.seoParam,
    byRequest.id,
    byProposal.id,
    byReview.id,
    byPost.id,
    byPost.slug,
    contact.body.id,
    byAdmin.id,
  ];

  // The client and the company fuzz each other's rows too (a proposal on the client's request).
  const client = await signedInClient(t);
  const company = await createCompany(t, {}, { description: 'Empresa que prueba' });
  const clientRequest = await createRequest(t, client.accessToken, { title: 'Mudanza del cliente en Madrid' });
  const companyProposal = await createProposal(t, company.token, clientRequest.id);

  // The super admin's victims: an account, a company and their rows, which admin routes may change.
  const superAdmin = await createSuperAdmin(t);
  const victimClient = await signedInClient(t);
  const victimCompany = await createCompany(t);
  const victimRequest = await createRequest(t, victimClient.accessToken, { title: 'Mudanza víctima en Valencia' });
  const victimProposal = await createProposal(t, victimCompany.token, victimRequest.id);
  const victimReview = await createReview(t, victimClient.accessToken, victimCompany.company.id);
  const victimReport = await createReport(t, victimClient.accessToken, 'company', victimCompany.company.id);
  const victimContact = await sendContact(t, contactBody({ email: 'victima@example.com' }));
  const victimPost = await blogPost(t, superAdmin.token, 'Guía de la víctima');
  const plans: Array<{ id: string }> = (await call<PlanListDto>(t, 'GET', '/api/plans')).body.items;

  const clientIds = [client.id, clientRequest.id, clientRequest.seoParam, companyProposal.id].filter(Boolean);
  const companyIds = [company.account.id, company.company.id, companyProposal.id];
  const adminTargets = [victimContact.body.id, victimReport, victimPost.id, ...plans.map((p) => p.id)];
  const adminIds = [
    victimClient.id,
    victimCompany.account.id,
    victimCompany.company.id,
    victimRequest.id,
    victimProposal.id,
    victimReview.id,
    victimPost.slug,
    ...adminTargets,
  ];

  return [
    {
      name: 'anónimo',
      headers: {},
      ids: [...bystanderIds, ...clientIds, ...companyIds],
      scope: { users: [], targets: [] },
      superAdmin: false,
    },
    {
      name: 'cliente',
      headers: bearer(client.accessToken),
      ids: [...clientIds, ...companyIds, ...bystanderIds],
      scope: { users: [client.id], targets: [] },
      superAdmin: false,
    },
    {
      name: 'empresa',
      headers: bearer(company.token),
      ids: [...companyIds, clientRequest.id, client.id, ...bystanderIds],
      scope: { users: [company.account.id], targets: [clientRequest.id] },
      superAdmin: false,
    },
    {
      name: 'superadministrador',
      headers: bearer(superAdmin.token),
      ids: adminIds,
      scope: { users: [superAdmin.id, victimClient.id, victimCompany.account.id], targets: adminTargets },
      superAdmin: true,
    },
  ];
}
