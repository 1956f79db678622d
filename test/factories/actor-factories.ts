import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';
import { createAdmin, createSuperAdmin } from './admin-factories.js';
import { loginWithTwoFactor } from './two-factor-factories.js';
import { bearer, call, login, registerClient, signedInClient, TEST_PASSWORD } from './auth-factories.js';
import { companyWithInvoice, insertPlan } from './billing-admin-factories.js';
import { insertBlogPost } from './blog-factories.js';
import { insertContactMessage, insertSubscriber } from './content-admin-factories.js';
import { createCompany, pngImage, upload } from './company-factories.js';
import { uploadDocument } from './document-factories.js';
import { createReport, createReview } from './report-factories.js';
import { createProposal, createRequest, endTrial } from './request-factories.js';

/**
 * The cast and the world of the authorization matrix (test/api/authorization-matrix.spec.ts):
 * nine callers with real tokens from the real sign-in, and resources of "A" (client A's requests,
 * company A's proposal, their conversation, review and invoice) that the others try to reach.
 */

export const ACTORS = ['anon', 'clientA', 'clientB', 'companyA', 'companyB', 'noAccess', 'admin', 'superAdmin', 'suspended'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Session {
  /** User id ('' for anon). */
  id: string;
  email: string;
  token?: string;
  /** `rutalia_refresh=…` of the session the token came from (the logout row sends it). */
  cookie?: string;
  /** A second session's cookie, only for the refresh row (refreshing rotates it). */
  spareCookie?: string;
  /** The company row id of company accounts. */
  companyId?: string;
}

export type Cast = Record<Actor, Session>;

/** Ids of what the matrix's paths point at. */
export interface World {
  cast: Cast;
  /** Client A's request that hired company A (its proposal accepted): `hired` (issue 18). */
  requestA: string;
  /** Client A's active request nobody proposed on yet (the "send a proposal" row). */
  requestOpen: string;
  /** Client A's closed request: only its owner and admins may still read it. */
  requestClosed: string;
  /** Client A's request the super admin cancels. */
  requestToCancel: string;
  /** Client A's hired requests (company C's proposal accepted) that the complete and reopen rows change. */
  requestToComplete: string;
  requestToReopen: string;
  proposalA: string;
  proposalToAccept: string;
  proposalToReject: string;
  /** Client A's review of company A. */
  reviewA: string;
  /** Company C: client A's deletable review goes there (the "delete my review" row recreates it). */
  companyC: string;
  /** Client B's review of company A, which the super admin deletes. */
  reviewToModerate: string;
  invoiceA: string;
  subscriptionA: string;
  imageA: string;
  /** Company A's document (a CIF uploaded with its file): only company A and super admins read the file. */
  documentA: string;
  /** A company the super admin suspends, reactivates, verifies and edits. */
  companyMod: string;
  /** A client the super admin suspends and reactivates. */
  victim: string;
  /** A client whose password the reset-password row resets. */
  resetUserId: string;
  post: { id: string; slug: string };
  postToDelete: string;
  contactMessage: string;
  subscriber: string;
  unsubscribeToken: string;
  reportToResolve: string;
  reportToDismiss: string;
  plan: string;
  auditLog: string;
  /** The texts of A's conversation: nobody else may ever read them. */
  messageTexts: string[];
}

const session = (a: { id: string; email: string; accessToken: string; cookie: string }, spare: string, companyId?: string): Session => ({
  id: a.id,
  email: a.email,
  token: a.accessToken,
  cookie: a.cookie,
  spareCookie: spare,
  companyId,
});

async function ok<T>(promise: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const ds = t.app.get(DataSource);
  const [clientA, clientB, companyB, noAccess, companyC, companyD, companyMod, admin, superAdmin, suspended, victim, resetUser] =
    await Promise.all([
      signedInClient(t, { fullName: 'Ana Cliente A' }),
      signedInClient(t, { fullName: 'Berta Cliente B' }),
      createCompany(t, { companyName: 'Transportes B' }),
      createCompany(t, { companyName: 'Mudanzas Sin Acceso' }),
      createCompany(t, { companyName: 'Transportes C' }),
      createCompany(t, { companyName: 'Transportes D' }),
      createCompany(t, { companyName: 'Transportes Moderada' }),
      createAdmin(t, { fullName: 'Admin Normal' }),
      createSuperAdmin(t, { fullName: 'Super Admin' }),
      signedInClient(t, { fullName: 'Susana Suspendida' }),
      registerClient(t, { fullName: 'Víctor Víctima' }),
      registerClient(t, { fullName: 'Rosa Restablece' }),
    ]);
  // Company A: trial over and first invoice issued by the real lifecycle, so an active subscription.
  const companyA = await companyWithInvoice(t, new Date(), { companyName: 'Transportes A' });
  const spares = await Promise.all(
    [clientA, clientB, companyA.company, companyB.account, noAccess.account, admin, superAdmin, suspended].map(async (a) =>
      'totpSecret' in a ? (await loginWithTwoFactor(t, a.email, a.totpSecret)).cookie : (await login(t, a.email, TEST_PASSWORD)).cookie,
    ),
  );
  const cast: Cast = {
    anon: { id: '', email: '' },
    clientA: session(clientA, spares[0]),
    clientB: session(clientB, spares[1]),
    companyA: session(companyA.company, spares[2], companyA.companyId),
    companyB: session(companyB.account, spares[3], companyB.company.id),
    noAccess: session(noAccess.account, spares[4], noAccess.company.id),
    admin: session({ ...admin, accessToken: admin.token, cookie: admin.session.cookie }, spares[5]),
    superAdmin: session({ ...superAdmin, accessToken: superAdmin.token, cookie: superAdmin.session.cookie }, spares[6]),
    suspended: session(suspended, spares[7]),
  };
  const A = clientA.accessToken;

  // Client A's requests and their proposals: one hire per request (issue 18), so the proposals
  // accepted here and those the accept and reject rows answer are each on a request of their own.
  const [
    requestA,
    requestOpen,
    requestClosed,
    requestToCancel,
    requestNoAccess,
    requestToAccept,
    requestToReject,
    requestToComplete,
    requestToReopen,
  ] = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map(async () => (await createRequest(t, A)).id));
  await ok(call(t, 'POST', `/api/requests/${requestClosed}/close`, undefined, bearer(A)), 'close');
  const [proposalA, proposalNoAccess, proposalToAccept, proposalToReject, proposalToComplete, proposalToReopen] = await Promise.all(
    (
      [
        [companyA.company.accessToken, requestA],
        [noAccess.token, requestNoAccess],
        [companyC.token, requestToAccept],
        [companyD.token, requestToReject],
        [companyC.token, requestToComplete],
        [companyC.token, requestToReopen],
      ] as const
    ).map(async ([token, requestId]) => (await createProposal(t, token, requestId)).id),
  );
  for (const id of [proposalA, proposalNoAccess, proposalToComplete, proposalToReopen])
    await ok(call(t, 'POST', `/api/proposals/${id}/accept`, undefined, bearer(A)), 'accept');
  // Only now the company without access loses it: it had a proposal accepted during its trial.
  await endTrial(ds, noAccess.company.id);

  // Their conversation: client A writes to company A, which answers.
  const messageTexts = [`¿Cuándo podéis venir? ${randomUUID()}`, `El lunes por la mañana. ${randomUUID()}`];
  await ok(call(t, 'POST', '/api/messages', { companyId: companyA.companyId, content: messageTexts[0] }, bearer(A)), 'message');
  await ok(
    call(t, 'POST', '/api/messages', { receiverId: clientA.id, content: messageTexts[1] }, bearer(companyA.company.accessToken)),
    'reply',
  );

  const reviewA = (await createReview(t, A, companyA.companyId, { rating: 5, comment: 'Muy puntuales.' })).id;
  const reviewToModerate = (await createReview(t, clientB.accessToken, companyA.companyId)).id;
  const imageA = (
    await upload(t, '/api/companies/me/images', companyA.company.accessToken, [
      { name: 'camion.png', data: await pngImage(64, 48), type: 'image/png' },
    ])
  ).body.uploaded?.[0]?.id as string;
  if (!imageA) throw new Error('La imagen de la empresa A no se subió');
  const documentA = (await uploadDocument(t, companyA.company.accessToken, { kind: 'cif' })).body.id;
  if (!documentA) throw new Error('El documento de la empresa A no se subió');

  const [reportToResolve, reportToDismiss] = await Promise.all([
    createReport(t, clientB.accessToken, 'company', companyA.companyId),
    createReport(t, clientB.accessToken, 'review', reviewA),
  ]);
  const post = await insertBlogPost(ds);
  const postToDelete = (await insertBlogPost(ds, { published: false })).id;
  const contactMessage = await insertContactMessage(ds);
  const subscriber = await insertSubscriber(ds);
  const [{ token: unsubscribeToken }] = await ds.query(`SELECT unsubscribe_token AS token FROM newsletter_subscriptions WHERE id = $1`, [
    subscriber.id,
  ]);
  const plan = await insertPlan(ds, { priceMonthly: 19.99 });

  // The suspension goes through the backoffice, after the user signed in twice: the access token
  // and both sessions were issued before it.
  await ok(call(t, 'POST', `/api/admin/users/${suspended.id}/suspend`, { reason: 'Spam reiterado' }, bearer(superAdmin.token)), 'suspend');
  const [{ id: auditLog }] = await ds.query(
    `SELECT id FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = 'user.suspend'`,
    [suspended.id],
  );

  return {
    cast,
    requestA,
    requestOpen,
    requestClosed,
    requestToCancel,
    requestToComplete,
    requestToReopen,
    proposalA,
    proposalToAccept,
    proposalToReject,
    reviewA,
    companyC: companyC.company.id,
    reviewToModerate,
    invoiceA: companyA.invoice.id,
    subscriptionA: companyA.subscription.id,
    imageA,
    documentA,
    companyMod: companyMod.company.id,
    victim: victim.id,
    resetUserId: resetUser.id,
    post,
    postToDelete,
    contactMessage,
    subscriber: subscriber.id,
    unsubscribeToken,
    reportToResolve,
    reportToDismiss,
    plan,
    auditLog,
    messageTexts,
  };
}
