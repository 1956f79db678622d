import { randomUUID } from 'node:crypto';
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DataSource } from 'typeorm';
import { hashToken, randomToken } from '../../backend/src/modules/auth/tokens.js';
import { ACTORS, buildWorld, type Actor, type Session, type World } from '../factories/actor-factories.js';
import {
  bearer,
  call,
  errorCodeOf,
  randomIp,
  relaxedRateLimits,
  signedInClient,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
  type ApiResult,
} from '../factories/auth-factories.js';
import { billingBody } from '../factories/billing-factories.js';
import { createCompany, pngImage, suspendCompany, type UploadFile } from '../factories/company-factories.js';
import { contactBody } from '../factories/content-factories.js';
import { documentPdf, insertPendingDocument } from '../factories/document-factories.js';
import { insertFailedMail } from '../factories/mail-factories.js';
import { eventPayload, stripeSettings } from '../factories/payment-factories.js';
import { readyExportOf } from '../factories/privacy-factories.js';
import { reportBody } from '../factories/report-factories.js';
import { createProposal, createRequest, madridDay, requestBody } from '../factories/request-factories.js';
import { startFakeAiServer, type FakeAiServer } from '../helpers/fake-ai-server.js';
import { startFakeStripeServer, type FakeStripeServer } from '../helpers/fake-stripe-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Who may call what: every operation of the OpenAPI document × every actor, with the answer each
 * one must get. An operation without a row (or a row without an operation) fails the first two
 * tests, so no endpoint ships without someone deciding who may call it.
 *
 * Paths point at A's resources (client A's requests, company A's proposal, their conversation,
 * review and invoice; see test/factories/actor-factories.ts); bodies are valid, so a refusal comes
 * from authorization, not validation. Per operation, the refusals run first and the 2xx last, so
 * a destructive call (delete, accept, suspend) never runs before a refusal it would change.
 */

// ---------------------------------------------------------------- the table

/** Column order of every row. `suspended` holds a token and sessions issued before its suspension. */
const COLUMNS = 'anon cliA cliB comA comB noAc admn supr susp';

const row = (...cells: Array<number | string>) => cells.join(' ');
/** Anyone, signed in or not (a token, even a suspended user's, changes nothing). */
const PUBLIC = (ok: number) => row(ok, ok, ok, ok, ok, ok, ok, ok, ok);
/** Any active account, whatever its type. */
const SIGNED_IN = (ok: number) => row(401, ok, ok, ok, ok, ok, ok, ok, 403);
const CLIENT = (ok: number) => row(401, ok, ok, 403, 403, 403, 403, 403, 403);
/** Company accounts, with or without subscription access. */
const COMPANY = (ok: number) => row(401, 403, 403, ok, ok, ok, 403, 403, 403);
/** Admins and super admins. */
const ADMIN = (ok: number) => row(401, 403, 403, 403, 403, 403, ok, ok, 403);
const SUPER = (ok: number) => row(401, 403, 403, 403, 403, 403, 403, ok, 403);

// Aligned by hand: one row per operation, one column per actor.
const MATRIX: Record<string, string> = {
  //                                                  anon cliA cliB comA comB noAc admn supr susp
  'GET /api/health': PUBLIC(200),
  'GET /api/catalog': PUBLIC(200),
  'GET /api/catalog/places': PUBLIC(200),
  'GET /api/catalog/request-forms': PUBLIC(200),
  'GET /api/stats': PUBLIC(200),
  'GET /api/search': PUBLIC(200),
  'GET /api/plans': PUBLIC(200),

  // auth: sign-up, sign-in and reset are public; refresh and logout go by the refresh cookie
  'POST /api/auth/register': PUBLIC(201),
  'POST /api/auth/login': PUBLIC(200),
  'POST /api/auth/refresh': '401  200  200  200  200  200  200  200  401',
  'POST /api/auth/logout': PUBLIC(204),
  'GET /api/auth/me': SIGNED_IN(200),
  'POST /api/auth/forgot-password': PUBLIC(202),
  'POST /api/auth/reset-password': PUBLIC(200),
  // email verification (issue 22): the cast is verified, so a resend is 409 EMAIL_ALREADY_VERIFIED
  'GET /api/auth/email-verification': SIGNED_IN(200),
  'POST /api/auth/email-verification/resend': SIGNED_IN(409),
  'POST /api/auth/verify-email': PUBLIC(200),
  'POST /api/auth/email-change': SIGNED_IN(202),
  // two-factor sign-in and connected devices (issue 22): the cast's admins are enrolled (mandatory), the others are not
  'POST /api/auth/2fa/verify': PUBLIC(401), // an unknown challenge: the challenge token is the authorization
  'GET /api/auth/2fa': SIGNED_IN(200),
  'POST /api/auth/2fa/setup': '401  200  200  200  200  200  409  409  403',
  'POST /api/auth/2fa/enable': '401  400  400  400  400  400  409  409  403',
  'POST /api/auth/2fa/disable': '401  400  400  400  400  400  403  403  403',
  'POST /api/auth/2fa/recovery-codes': SIGNED_IN(400), // not enabled (clients, companies) or a wrong code (admins)
  'GET /api/auth/devices': SIGNED_IN(200),
  'DELETE /api/auth/devices/{id}': '401  204  404  404  404  404  404  404  403', // a session of client A
  'POST /api/auth/devices/revoke-others': SIGNED_IN(200),
  // passkeys: any account its own; registering answers an unknown challenge, signing in is public (the signature is the authorization)
  'GET /api/auth/passkeys': SIGNED_IN(200),
  'POST /api/auth/passkeys/registration-options': SIGNED_IN(200),
  'POST /api/auth/passkeys': SIGNED_IN(400),
  'DELETE /api/auth/passkeys/{id}': '401  204  404  404  404  404  404  404  403', // a passkey of client A
  'POST /api/auth/passkeys/login-options': PUBLIC(200),
  'POST /api/auth/passkeys/login': PUBLIC(400),
  'GET /api/me/profile': SIGNED_IN(200),
  'PATCH /api/me/profile': SIGNED_IN(200),
  // data rights (issue 22): the export is client A's; deleting is called with a wrong password (a 204 would end the actor)
  'POST /api/me/data-exports': SIGNED_IN(202),
  'GET /api/me/data-exports': SIGNED_IN(200),
  'GET /api/me/data-exports/{id}/file': '401  200  404  404  404  404  404  404  403',
  'DELETE /api/me/account': '401  400  400  400  400  400  403  403  403',
  // notification preferences (issue 22): any account its own; the unsubscribe link is public (the signed token is the authorization)
  'GET /api/me/notification-preferences': SIGNED_IN(200),
  'PUT /api/me/notification-preferences': SIGNED_IN(200),
  'POST /api/notifications/unsubscribe': PUBLIC(404),
  'GET /api/dashboard': SIGNED_IN(200),

  // companies: public directory and page; the own profile is for company accounts
  'GET /api/companies': PUBLIC(200),
  'GET /api/companies/latest': PUBLIC(200),
  'GET /api/companies/{idOrSeoParam}': PUBLIC(200),
  'GET /api/companies/me': COMPANY(200),
  'PATCH /api/companies/me': COMPANY(200),
  'POST /api/companies/me/logo': COMPANY(200),
  'DELETE /api/companies/me/logo': COMPANY(200),
  'POST /api/companies/me/images': '401  403  403  201  201  403  403  403  403', // the gallery needs subscription access (issue 19)
  'DELETE /api/companies/me/images/{imageId}': '401  403  403  204  404  404  403  403  403', // company A's image

  // reviews of company A (the write goes to company B: its own account may not review it)
  'GET /api/companies/{id}/reviews': PUBLIC(200),
  'GET /api/companies/{id}/reviews/stats': PUBLIC(200),
  'GET /api/companies/{id}/reviews/mine': SIGNED_IN(200),
  'POST /api/companies/{id}/reviews': '401  201  201  201  403  201  201  201  403',
  'PATCH /api/reviews/{id}': '401  200  403  403  403  403  403  403  403',
  'DELETE /api/reviews/{id}': '401  204  403  403  403  403  403  403  403',
  'POST /api/reviews/{id}/reply': '401  403  403  201  403  403  403  403  403',
  'POST /api/reports': '401  201  201  201  400  201  201  201  403', // about company B: 400 REPORT_OWN_CONTENT

  // requests: client A's; a closed one is hidden from everyone but its owner and admins
  'GET /api/requests': PUBLIC(200),
  'POST /api/requests': CLIENT(201),
  'GET /api/requests/{idOrSeoParam}': '404  200  404  404  404  404  200  200  404',
  'PATCH /api/requests/{id}': '401  200  403  403  403  403  403  403  403',
  'POST /api/requests/{id}/close': '401  200  403  403  403  403  403  403  403',
  'POST /api/requests/{id}/complete': '401  200  403  403  403  403  403  403  403', // a hired request of client A
  'POST /api/requests/{id}/reopen': '401  200  403  403  403  403  403  403  403', // a hired request of client A
  'POST /api/requests/{id}/photos': '401  201  403  403  403  403  403  403  403',
  'DELETE /api/requests/{id}/photos/{photoId}': '401  204  403  403  403  403  403  403  403', // a photo of client A's request
  'GET /api/requests/{id}/matches': '401  200  403  403  403  403  200  200  403',
  'GET /api/me/requests': CLIENT(200),
  'GET /api/me/opportunities': COMPANY(200),

  // proposals: companies with subscription access send them; the request's owner decides
  'POST /api/requests/{id}/proposals': '401  403  403  201  201  403  403  403  403',
  'GET /api/requests/{id}/proposals': '401  200  403  403  403  403  403  200  403', // proposal data: parties and super admins
  'GET /api/me/proposals': COMPANY(200),
  'GET /api/proposals/{id}': '401  200  404  200  404  404  404  200  403', // hidden from non-parties, plain admins too
  'POST /api/proposals/{id}/accept': '401  200  403  403  403  403  403  403  403',
  'POST /api/proposals/{id}/reject': '401  200  403  403  403  403  403  403  403',
  // proposal templates: any company account (no subscription needed), only its own
  'GET /api/me/proposal-templates': COMPANY(200),
  'POST /api/me/proposal-templates': COMPANY(201),
  'PATCH /api/me/proposal-templates/{id}': '401  403  403  200  404  404  403  403  403', // company A's template
  'DELETE /api/me/proposal-templates/{id}': '401  403  403  204  404  404  403  403  403', // company A's template

  // messaging: the conversation of company A with client A (the path names client A)
  'GET /api/conversations': SIGNED_IN(200),
  'GET /api/conversations/unread': SIGNED_IN(200),
  'GET /api/conversations/{userId}/messages': '401  404  404  200  404  404  404  404  403',
  // the same conversation addressed by company A's id: any client may open one with it (empty if new)
  'GET /api/conversations/company/{companyId}/messages': '401  200  200  404  404  404  404  404  403',
  'POST /api/conversations/{userId}/read': SIGNED_IN(200),
  'POST /api/messages': '401  400  403  201  403  403  403  403  403', // to client A: 400 CANNOT_MESSAGE_SELF for her

  // subscription and billing of the signed-in company
  'GET /api/me/subscription': COMPANY(200),
  'GET /api/me/entitlements': COMPANY(200),
  'POST /api/me/subscription/change-plan': COMPANY(200),
  'POST /api/me/subscription/cancel': COMPANY(200),
  // alerts for new requests: any company reads its settings; the cast's companies are on Básico (no alerts): PUT 403 PLAN_FEATURE_UNAVAILABLE
  'GET /api/me/alerts': COMPANY(200),
  'PUT /api/me/alerts': '401  403  403  403  403  403  403  403  403',
  'GET /api/me/alerts/recent': COMPANY(200),
  'POST /api/alerts/unsubscribe': PUBLIC(404),
  'GET /api/me/insights': COMPANY(200),
  'POST /api/insights/visits': PUBLIC(204),
  'GET /api/me/billing': COMPANY(200),
  'PUT /api/me/billing': COMPANY(200),
  'GET /api/me/invoices': COMPANY(200),
  'GET /api/me/invoices/{id}/pdf': '401  403  403  200  404  404  403  403  403',
  // documents (issue 20): any company account uploads its own; a file is only its company's (others: 404)
  'GET /api/me/documents': COMPANY(200),
  'POST /api/me/documents': COMPANY(201),
  'GET /api/me/documents/{id}/file': '401  403  403  200  404  404  403  403  403', // company A's document
  'DELETE /api/me/documents/{id}': '401  403  403  204  404  404  403  403  403', // a pending document of company A
  // online payments (issue 20; Stripe on, against a fake Stripe API): company A's invoice, still unpaid here (mark-paid comes later)
  'GET /api/me/payment-options': COMPANY(200),
  'POST /api/me/invoices/{id}/checkout': '401  403  403  200  404  404  403  403  403',
  'POST /api/me/billing/portal': COMPANY(200),
  'POST /api/me/subscription/checkout': COMPANY(200),
  'POST /api/webhooks/stripe': PUBLIC(400), // only Stripe's signature (never a token) is accepted: unsigned → 400

  // blog, contact, newsletter: public (newsletter tokens are the authorization)
  'GET /api/blog/posts': PUBLIC(200),
  'GET /api/blog/posts/{slug}': PUBLIC(200),
  'GET /api/blog/posts/{slug}/related': PUBLIC(200),
  'POST /api/contact': PUBLIC(201),
  'POST /api/newsletter': PUBLIC(202),
  'POST /api/newsletter/confirm': PUBLIC(200),
  'POST /api/newsletter/unsubscribe': PUBLIC(200),

  // backoffice: admins read users, companies, contact messages and the dashboard
  'GET /api/admin/dashboard': ADMIN(200),
  'GET /api/admin/users': ADMIN(200),
  'GET /api/admin/users/{id}': ADMIN(200),
  'POST /api/admin/users/{id}/suspend': SUPER(200),
  'POST /api/admin/users/{id}/reactivate': SUPER(200),
  'GET /api/admin/companies': ADMIN(200),
  'GET /api/admin/companies/{id}': ADMIN(200),
  'PUT /api/admin/companies/{id}': SUPER(200),
  'POST /api/admin/companies/{id}/suspend': SUPER(200),
  'POST /api/admin/companies/{id}/reactivate': SUPER(200),
  'GET /api/admin/contact-messages': ADMIN(200),
  'GET /api/admin/contact-messages/{id}': ADMIN(200),
  'PUT /api/admin/contact-messages/{id}': ADMIN(200),
  'POST /api/admin/contact-messages/{id}/read': ADMIN(200),

  // backoffice: everything else is for super admins
  'GET /api/admin/plans': SUPER(200),
  'GET /api/admin/plans/{id}': SUPER(200),
  'PUT /api/admin/plans/{id}': SUPER(200),
  'GET /api/admin/subscriptions': SUPER(200),
  'GET /api/admin/subscriptions/{id}': SUPER(200),
  'GET /api/admin/invoices': SUPER(200),
  'GET /api/admin/invoices/{id}': SUPER(200),
  'GET /api/admin/invoices/{id}/pdf': SUPER(200),
  'POST /api/admin/invoices/{id}/mark-paid': SUPER(200),
  'GET /api/admin/documents': SUPER(200),
  'GET /api/admin/documents/{id}': SUPER(200),
  'GET /api/admin/documents/{id}/file': SUPER(200),
  'POST /api/admin/documents/{id}/approve': SUPER(200),
  'POST /api/admin/documents/{id}/reject': SUPER(200),
  'GET /api/admin/invoice-payments': SUPER(200),
  'GET /api/admin/invoice-payments/{id}': SUPER(200),
  'GET /api/admin/reviews': SUPER(200),
  'GET /api/admin/reviews/{id}': SUPER(200),
  'DELETE /api/admin/reviews/{id}': SUPER(200),
  'GET /api/admin/requests': SUPER(200),
  'GET /api/admin/requests/{id}': SUPER(200),
  'POST /api/admin/requests/{id}/cancel': SUPER(200),
  'GET /api/admin/proposals': SUPER(200),
  'GET /api/admin/proposals/{id}': SUPER(200),
  'GET /api/admin/blog-posts': SUPER(200),
  'POST /api/admin/blog-posts': SUPER(201),
  'GET /api/admin/blog-posts/{id}': SUPER(200),
  'PUT /api/admin/blog-posts/{id}': SUPER(200),
  'DELETE /api/admin/blog-posts/{id}': SUPER(200),
  'GET /api/admin/newsletter-subscribers': SUPER(200),
  'GET /api/admin/newsletter-subscribers/export.csv': SUPER(200),
  'GET /api/admin/newsletter-subscribers/{id}': SUPER(200),
  'GET /api/admin/audit-logs': SUPER(200),
  'GET /api/admin/audit-logs/{id}': SUPER(200),
  'GET /api/admin/mail-log': SUPER(200),
  'GET /api/admin/mail-log/{id}': SUPER(200),
  'POST /api/admin/mail-log/{id}/retry': SUPER(200),
  'GET /api/admin/reports': SUPER(200),
  'GET /api/admin/reports/{id}': SUPER(200),
  'POST /api/admin/reports/{id}/resolve': SUPER(200),
  'POST /api/admin/reports/{id}/dismiss': SUPER(200),
  'GET /api/admin/tools': SUPER(200),
  'POST /api/admin/tools/sample-requests': SUPER(200),
  'GET /api/admin/insights/funnel': SUPER(200),
};

/** Rows whose 2xx would change the callers for every later row: they run after all the others. */
const LAST = new Set(['POST /api/me/subscription/cancel', 'POST /api/auth/logout', 'POST /api/auth/devices/revoke-others']);

// ---------------------------------------------------------------- how each operation is called

interface Call {
  /** Values of the `{name}` segments of the path. */
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A multipart body instead of JSON (with text `fields` first, when given). */
  files?: { field: string; files: UploadFile[]; fields?: Record<string, string> };
  headers?: Record<string, string>;
}

type CallFor = (w: World, who: Session, ds: DataSource) => Call | Promise<Call>;

const png = () => pngImage(32, 24);
/** The app, for the rows that build something with its services (a ready data export). */
let privacyApp: TestApp;
const withCookie = (cookie?: string): Call => ({ headers: cookie ? { cookie } : {} });
/** A fresh proposal template of company A (its id). */
const insertTemplateOfA = async (w: World, ds: DataSource): Promise<string> =>
  (
    await ds.query<{ id: string }[]>(
      `INSERT INTO proposal_templates (company_id, name, message) VALUES ($1, $2, '<p>Hola</p>') RETURNING id`,
      [w.cast.companyA.companyId, `Plantilla ${randomIp()}`],
    )
  )[0].id;

/** Operations with path parameters or a body. Everything else is called bare. */
const CALLS: Record<string, CallFor> = {
  'GET /api/search': () => ({ query: '?q=mudanzas' }),
  'GET /api/catalog/places': () => ({ query: '?q=madrid' }),
  'POST /api/auth/register': () => ({
    body: { userType: 'client', email: uniqueEmail('matriz'), password: TEST_PASSWORD, fullName: 'Nuevo Cliente' },
  }),
  'POST /api/auth/login': (w) => ({ body: { email: w.cast.clientB.email, password: TEST_PASSWORD } }),
  'POST /api/auth/refresh': (_w, who) => withCookie(who.spareCookie),
  'POST /api/auth/logout': (_w, who) => withCookie(who.cookie),
  'POST /api/auth/forgot-password': () => ({ body: { email: uniqueEmail('olvido') } }),
  // A fresh single-use token for each caller, as the e-mailed link would carry.
  'POST /api/auth/reset-password': async (w, _who, ds) => {
    const token = randomToken();
    await ds.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      w.resetUserId,
      hashToken(token),
    ]);
    return { body: { token, password: TEST_PASSWORD } };
  },
  // A fresh link for each caller (the reset user's own address: it stays verified).
  'POST /api/auth/verify-email': async (w, _who, ds) => {
    const token = randomToken();
    await ds.query(
      `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at)
       SELECT id, email, $2, now() + interval '1 hour' FROM users WHERE id = $1`,
      [w.resetUserId, hashToken(token)],
    );
    return { body: { token } };
  },
  'POST /api/auth/email-change': () => ({ body: { newEmail: uniqueEmail('cambio'), password: TEST_PASSWORD } }),
  'POST /api/auth/2fa/verify': () => ({ body: { challengeToken: randomToken(), code: '123456' } }),
  'POST /api/auth/2fa/enable': () => ({ body: { code: '000000' } }),
  'POST /api/auth/2fa/disable': () => ({ body: { password: TEST_PASSWORD, code: '000000' } }),
  'POST /api/auth/2fa/recovery-codes': () => ({ body: { code: '000000' } }),
  // A fresh session of client A for each caller.
  'DELETE /api/auth/devices/{id}': async (w, _who, ds) => {
    const [{ family_id: id }] = await ds.query<{ family_id: string }[]>(
      `INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at) VALUES ($1, $2, gen_random_uuid(), now() + interval '1 day') RETURNING family_id`,
      [w.cast.clientA.id, hashToken(randomToken())],
    );
    return { params: { id } };
  },
  'POST /api/auth/passkeys': () => ({ body: { challengeId: randomUUID(), credential: {} } }),
  // A fresh passkey of client A for each caller.
  'DELETE /api/auth/passkeys/{id}': async (w, _who, ds) => {
    const [{ id }] = await ds.query<{ id: string }[]>(
      `INSERT INTO passkeys (user_id, credential_id, public_key, device_type, name) VALUES ($1, $2, decode('00', 'hex'), 'singleDevice', 'Llave') RETURNING id`,
      [w.cast.clientA.id, randomToken()],
    );
    return { params: { id } };
  },
  'POST /api/auth/passkeys/login': () => ({ body: { challengeId: randomUUID(), credential: {} } }),
  'PATCH /api/me/profile': () => ({ body: { fullName: 'Nombre Actualizado' } }),
  'GET /api/me/data-exports/{id}/file': async (w) => ({ params: { id: await readyExportOf(privacyApp, w.cast.clientA.id) } }),
  'DELETE /api/me/account': () => ({ body: { password: 'no-es-la-contraseña', confirmation: 'ELIMINAR' } }),
  'PUT /api/me/notification-preferences': () => ({ body: { preferences: [{ kind: 'newsletter', enabled: false }] } }),
  'POST /api/notifications/unsubscribe': () => ({ query: '?token=desconocido' }),

  'GET /api/companies/{idOrSeoParam}': (w) => ({ params: { idOrSeoParam: w.cast.companyA.companyId! } }),
  'PATCH /api/companies/me': () => ({ body: { description: '<p>Mudanzas y transporte en toda España.</p>' } }),
  'POST /api/companies/me/logo': async () => ({
    files: { field: 'file', files: [{ name: 'logo.png', data: await png(), type: 'image/png' }] },
  }),
  'POST /api/companies/me/images': async () => ({
    files: { field: 'files', files: [{ name: 'nave.png', data: await png(), type: 'image/png' }] },
  }),
  'DELETE /api/companies/me/images/{imageId}': (w) => ({ params: { imageId: w.imageA } }),

  'GET /api/companies/{id}/reviews': (w) => ({ params: { id: w.cast.companyA.companyId! } }),
  'GET /api/companies/{id}/reviews/stats': (w) => ({ params: { id: w.cast.companyA.companyId! } }),
  'GET /api/companies/{id}/reviews/mine': (w) => ({ params: { id: w.cast.companyA.companyId! } }),
  'POST /api/companies/{id}/reviews': (w) => ({
    params: { id: w.cast.companyB.companyId! },
    body: { rating: 4, comment: 'Trato correcto.' },
  }),
  'PATCH /api/reviews/{id}': (w) => ({ params: { id: w.reviewA }, body: { rating: 4 } }),
  // Client A's review of company C, (re)created for each caller: only its author deletes it.
  'DELETE /api/reviews/{id}': async (w, _who, ds) => {
    await ds.query(`INSERT INTO reviews (company_id, user_id, rating, comment) VALUES ($1, $2, 3, 'Normal') ON CONFLICT DO NOTHING`, [
      w.companyC,
      w.cast.clientA.id,
    ]);
    const [{ id }] = await ds.query(`SELECT id FROM reviews WHERE company_id = $1 AND user_id = $2`, [w.companyC, w.cast.clientA.id]);
    return { params: { id } };
  },
  // Client A's review of company A, without an answer for each caller: only company A answers it.
  'POST /api/reviews/{id}/reply': async (w, _who, ds) => {
    await ds.query('UPDATE reviews SET reply = NULL, replied_at = NULL WHERE id = $1', [w.reviewA]);
    return { params: { id: w.reviewA }, body: { text: 'Gracias por su reseña.' } };
  },
  'POST /api/reports': (w) => ({ body: reportBody('company', w.cast.companyB.companyId!) }),

  'POST /api/requests': () => ({ body: requestBody() }),
  'GET /api/requests/{idOrSeoParam}': (w) => ({ params: { idOrSeoParam: w.requestClosed } }),
  'PATCH /api/requests/{id}': (w) => ({ params: { id: w.requestA }, body: { title: 'Mudanza de piso en Madrid centro' } }),
  'POST /api/requests/{id}/close': (w) => ({ params: { id: w.requestClosed } }),
  'POST /api/requests/{id}/complete': (w) => ({ params: { id: w.requestToComplete } }),
  'POST /api/requests/{id}/reopen': (w) => ({ params: { id: w.requestToReopen } }),
  // requestA is hired: its photos are frozen with its terms (request-status.ts).
  'POST /api/requests/{id}/photos': async (w) => ({
    params: { id: w.requestOpen },
    files: { field: 'photos', files: [{ name: 'salon.png', data: await png(), type: 'image/png' }] },
  }),
  // A photo row of client A's request for each caller (no files: deleting it touches none).
  'DELETE /api/requests/{id}/photos/{photoId}': async (w, _who, ds) => {
    const [{ id }] = await ds.query(`INSERT INTO request_photos (request_id, url) VALUES ($1, '/uploads/requests/x.webp') RETURNING id`, [
      w.requestA,
    ]);
    return { params: { id: w.requestA, photoId: id } };
  },
  'GET /api/requests/{id}/matches': (w) => ({ params: { id: w.requestA } }),

  'POST /api/requests/{id}/proposals': (w) => ({
    params: { id: w.requestOpen },
    body: { message: '<p>Podemos hacerlo el martes.</p>', price: 320 },
  }),
  'GET /api/requests/{id}/proposals': (w) => ({ params: { id: w.requestA } }),
  'GET /api/proposals/{id}': (w) => ({ params: { id: w.proposalA } }),
  'POST /api/proposals/{id}/accept': (w) => ({ params: { id: w.proposalToAccept } }),
  'POST /api/proposals/{id}/reject': (w) => ({ params: { id: w.proposalToReject } }),
  'POST /api/me/proposal-templates': () => ({
    body: { name: `Mudanza estándar ${randomIp()}`, message: '<p>Hola, somos…</p>', price: 450 },
  }),
  // A template of company A for each caller: only company A changes or deletes it.
  'PATCH /api/me/proposal-templates/{id}': async (w, _who, ds) => ({
    params: { id: await insertTemplateOfA(w, ds) },
    body: { name: `Mudanza grande ${randomIp()}` },
  }),
  'DELETE /api/me/proposal-templates/{id}': async (w, _who, ds) => ({ params: { id: await insertTemplateOfA(w, ds) } }),

  'GET /api/conversations/{userId}/messages': (w) => ({ params: { userId: w.cast.clientA.id } }),
  'GET /api/conversations/company/{companyId}/messages': (w) => ({ params: { companyId: w.cast.companyA.companyId! } }),
  'POST /api/conversations/{userId}/read': (w) => ({ params: { userId: w.cast.clientA.id }, body: {} }),
  'POST /api/messages': (w) => ({ body: { receiverId: w.cast.clientA.id, content: '¿Os viene bien el lunes?' } }),

  'POST /api/me/subscription/change-plan': () => ({ body: { planName: 'basic' } }),
  'PUT /api/me/billing': () => ({ body: billingBody() }),
  'PUT /api/me/alerts': () => ({
    body: {
      enabled: true,
      categories: ['mudanzas'],
      services: [],
      originProvinces: ['madrid'],
      destinationProvinces: [],
      emailMode: 'instant',
    },
  }),
  'POST /api/alerts/unsubscribe': () => ({ query: '?token=desconocido' }),
  'POST /api/insights/visits': () => ({ body: { path: '/mudanzas' } }),
  'GET /api/me/invoices/{id}/pdf': (w) => ({ params: { id: w.invoiceA } }),
  'POST /api/me/documents': () => ({
    files: { field: 'file', files: [{ name: 'cif.pdf', data: documentPdf(), type: 'application/pdf' }], fields: { kind: 'cif' } },
  }),
  'GET /api/me/documents/{id}/file': (w) => ({ params: { id: w.documentA } }),
  // A pending document of company A for each caller (a row without file: deleting it touches none).
  'DELETE /api/me/documents/{id}': async (w, _who, ds) => ({
    params: { id: await insertPendingDocument(ds, w.cast.companyA.companyId!, 'liability_insurance', madridDay(90)) },
  }),
  'POST /api/me/invoices/{id}/checkout': (w) => ({ params: { id: w.invoiceA } }),
  // A well-formed event, unsigned (a signed one would be Stripe's).
  'POST /api/webhooks/stripe': () => ({ body: JSON.parse(eventPayload({ type: 'payment_intent.succeeded', object: { id: 'pi_x' } })) }),

  'GET /api/blog/posts/{slug}': (w) => ({ params: { slug: w.post.slug } }),
  'GET /api/blog/posts/{slug}/related': (w) => ({ params: { slug: w.post.slug } }),
  'POST /api/contact': () => ({ body: contactBody() }),
  'POST /api/newsletter': () => ({ body: { email: uniqueEmail('lector') } }),
  // A pending subscription of its own for each caller, as the confirmation link would carry.
  'POST /api/newsletter/confirm': async (_w, _who, ds) => {
    const token = randomToken();
    await ds.query(`INSERT INTO newsletter_subscriptions (email, confirm_token_hash) VALUES ($1, $2)`, [
      uniqueEmail('pendiente'),
      hashToken(token),
    ]);
    return { body: { token } };
  },
  'POST /api/newsletter/unsubscribe': (w) => ({ body: { token: w.unsubscribeToken } }),

  'GET /api/admin/users/{id}': (w) => ({ params: { id: w.cast.clientA.id } }),
  'POST /api/admin/users/{id}/suspend': async (w, _who, ds) => {
    await ds.query(`UPDATE users SET status = 'active', suspension_reason = NULL, suspended_at = NULL WHERE id = $1`, [w.victim]);
    return { params: { id: w.victim }, body: { reason: 'Publica anuncios falsos' } };
  },
  'POST /api/admin/users/{id}/reactivate': async (w, _who, ds) => {
    await ds.query(`UPDATE users SET status = 'suspended', suspension_reason = 'Spam', suspended_at = now() WHERE id = $1`, [w.victim]);
    return { params: { id: w.victim } };
  },
  'GET /api/admin/companies/{id}': (w) => ({ params: { id: w.cast.companyA.companyId! } }),
  'PUT /api/admin/companies/{id}': (w) => ({ params: { id: w.companyMod }, body: { paymentStatus: 'paid' } }),
  'POST /api/admin/companies/{id}/suspend': async (w, _who, ds) => {
    await ds.query(`UPDATE companies SET status = 'active', suspension_reason = NULL, suspended_at = NULL WHERE id = $1`, [w.companyMod]);
    return { params: { id: w.companyMod }, body: { reason: 'Datos falsos' } };
  },
  'POST /api/admin/companies/{id}/reactivate': async (w, _who, ds) => {
    await suspendCompany(ds, w.companyMod);
    return { params: { id: w.companyMod } };
  },
  'GET /api/admin/contact-messages/{id}': (w) => ({ params: { id: w.contactMessage } }),
  'PUT /api/admin/contact-messages/{id}': (w) => ({ params: { id: w.contactMessage }, body: { read: true } }),
  'POST /api/admin/contact-messages/{id}/read': (w) => ({ params: { id: w.contactMessage } }),

  'GET /api/admin/plans/{id}': (w) => ({ params: { id: w.plan } }),
  // The matrix's own inactive plan, left inactive: the public pricing never changes.
  'PUT /api/admin/plans/{id}': (w) => ({ params: { id: w.plan }, body: { isActive: false } }),
  'GET /api/admin/subscriptions/{id}': (w) => ({ params: { id: w.subscriptionA } }),
  'GET /api/admin/invoices/{id}': (w) => ({ params: { id: w.invoiceA } }),
  'GET /api/admin/invoices/{id}/pdf': (w) => ({ params: { id: w.invoiceA } }),
  'POST /api/admin/invoices/{id}/mark-paid': (w) => ({ params: { id: w.invoiceA } }),
  'GET /api/admin/documents/{id}': (w) => ({ params: { id: w.documentA } }),
  'GET /api/admin/documents/{id}/file': (w) => ({ params: { id: w.documentA } }),
  // A fresh pending document of company A for each caller: only the super admin decides on it.
  'POST /api/admin/documents/{id}/approve': async (w, _who, ds) => ({
    params: { id: await insertPendingDocument(ds, w.cast.companyA.companyId!, 'transport_authorization') },
  }),
  'POST /api/admin/documents/{id}/reject': async (w, _who, ds) => ({
    params: { id: await insertPendingDocument(ds, w.cast.companyA.companyId!, 'goods_insurance', madridDay(90)) },
    body: { reason: 'La póliza está caducada.' },
  }),
  // A failed online payment of company A's invoice, for each caller.
  'GET /api/admin/invoice-payments/{id}': async (w, _who, ds) => {
    const [{ id }] = await ds.query(
      `INSERT INTO invoice_payments (invoice_id, company_id, provider, origin, status, amount, failure_message)
       SELECT id, company_id, 'stripe', 'checkout', 'failed', amount, 'Your card was declined.' FROM invoices WHERE id = $1 RETURNING id`,
      [w.invoiceA],
    );
    return { params: { id } };
  },
  'GET /api/admin/reviews/{id}': (w) => ({ params: { id: w.reviewA } }),
  'DELETE /api/admin/reviews/{id}': (w) => ({ params: { id: w.reviewToModerate } }),
  'GET /api/admin/requests/{id}': (w) => ({ params: { id: w.requestA } }),
  'POST /api/admin/requests/{id}/cancel': (w) => ({ params: { id: w.requestToCancel }, body: { reason: 'Anuncio duplicado' } }),
  'GET /api/admin/proposals/{id}': (w) => ({ params: { id: w.proposalA } }),
  'POST /api/admin/blog-posts': () => ({
    body: { title: `Consejos para una mudanza ${randomIp()}`, content: '<p>Empieza por embalar lo que menos usas.</p>' },
  }),
  'GET /api/admin/blog-posts/{id}': (w) => ({ params: { id: w.post.id } }),
  'PUT /api/admin/blog-posts/{id}': (w) => ({ params: { id: w.post.id }, body: { metaDescription: 'Consejos de mudanza' } }),
  'DELETE /api/admin/blog-posts/{id}': (w) => ({ params: { id: w.postToDelete } }),
  'GET /api/admin/newsletter-subscribers/{id}': (w) => ({ params: { id: w.subscriber } }),
  'GET /api/admin/audit-logs/{id}': (w) => ({ params: { id: w.auditLog } }),
  'GET /api/admin/mail-log/{id}': async (_w, _who, ds) => ({ params: { id: await insertFailedMail(ds) } }),
  'POST /api/admin/mail-log/{id}/retry': async (_w, _who, ds) => ({ params: { id: await insertFailedMail(ds) } }),
  'GET /api/admin/reports/{id}': (w) => ({ params: { id: w.reportToResolve } }),
  'POST /api/admin/reports/{id}/resolve': (w) => ({ params: { id: w.reportToResolve }, body: { note: 'Perfil corregido' } }),
  'POST /api/admin/reports/{id}/dismiss': (w) => ({ params: { id: w.reportToDismiss }, body: {} }),
};

// ---------------------------------------------------------------- cases

type Expected = number | `${1 | 2 | 3 | 4 | 5}xx`;

function parseRow(operation: string, text: string): Record<Actor, Expected> {
  const cells = text.trim().split(/\s+/);
  if (cells.length !== ACTORS.length) throw new Error(`${operation}: ${cells.length} columnas, se esperaban ${ACTORS.length} (${COLUMNS})`);
  return Object.fromEntries(
    cells.map((cell, i) => {
      if (!/^[1-5](\d\d|xx)$/.test(cell)) throw new Error(`${operation}: «${cell}» no es un estado`);
      return [ACTORS[i], /xx$/.test(cell) ? (cell as Expected) : Number(cell)];
    }),
  ) as Record<Actor, Expected>;
}

const matches = (status: number, expected: Expected) =>
  typeof expected === 'number' ? status === expected : String(status)[0] === expected[0];
const isSuccess = (expected: Expected) => String(expected)[0] === '2';

interface Case {
  operation: string;
  method: string;
  path: string;
  actor: Actor;
  expected: Expected;
  /** The anonymous answer of the row: 401 means the route needs an account. */
  anonymous: Expected;
}

/** Per operation, refusals first and 2xx last; the LAST operations after all the others. */
function buildCases(): Case[] {
  const operations = Object.keys(MATRIX).sort((a, b) => Number(LAST.has(a)) - Number(LAST.has(b)));
  return operations.flatMap((operation) => {
    const [method, path] = operation.split(' ');
    const expected = parseRow(operation, MATRIX[operation]);
    const order = [...ACTORS].sort((a, b) => Number(isSuccess(expected[a])) - Number(isSuccess(expected[b])));
    return order.map((actor) => ({ operation, method, path, actor, expected: expected[actor], anonymous: expected.anon }));
  });
}

const CASES = buildCases();

/** What the fake AI answers to the sample-requests tool. */
const SAMPLE_REQUEST = {
  title: 'Mudanza de piso de 3 habitaciones',
  description: 'Necesito trasladar los muebles de un piso de 90 m2 en un tercero sin ascensor.',
  services: ['Mudanzas'],
  city: 'Madrid',
  province: 'Madrid',
};

// ---------------------------------------------------------------- routes outside the document

const served: string[] = [];

/**
 * Records the /api routes Fastify registers (as test/api/admin-authorization.spec.ts does), so a
 * route left out of the OpenAPI document cannot slip past the matrix either.
 */
@Injectable()
class RouteRecorder {
  constructor(adapterHost: HttpAdapterHost) {
    adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && method !== 'OPTIONS' && route.url.startsWith('/api/'))
          served.push(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
  }
}

@Module({ providers: [RouteRecorder] })
class RouteRecorderModule {}

/** Served under /api but not API operations: the OpenAPI document itself and its UI. */
const NOT_OPERATIONS = /^GET \/api\/docs/;

// ---------------------------------------------------------------- the spec

describe('Authorization matrix: every OpenAPI operation × every actor', () => {
  let t: TestApp;
  let ai: FakeAiServer;
  let stripe: FakeStripeServer;
  let ds: DataSource;
  let world: World;
  let documented: string[] = [];
  let ran = 0;
  /** `operation|actor` → the error code answered, for the checks after the matrix. */
  const codes = new Map<string, string | undefined>();

  beforeAll(async () => {
    ai = await startFakeAiServer();
    stripe = await startFakeStripeServer();
    ai.answer({ kind: 'content', content: JSON.stringify([SAMPLE_REQUEST]) });
    const aiConfig = { apiUrl: ai.url, apiKey: 'sk-matriz', model: 'deepseek-chat', timeoutMs: 5_000 };
    t = await startTestApp(
      { rateLimits: relaxedRateLimits, ai: aiConfig, payments: stripeSettings(stripe.url) },
      { extraImports: [RouteRecorderModule] },
    );
    ds = t.app.get(DataSource);
    privacyApp = t;
    const doc = await (await fetch(`${t.url}/api/docs-json`)).json();
    documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    world = await buildWorld(t);
  }, 120_000);

  afterAll(async () => {
    // The matrix's own plan: other specs list every plan.
    if (world) await ds.query(`DELETE FROM subscription_plans WHERE id = $1`, [world.plan]);
    await t?.close();
    await ai?.close();
    await stripe?.close();
    console.log(
      `Matriz de autorización: ${documented.length} operaciones × ${ACTORS.length} actores = ${CASES.length} casos (${ran} ejecutados)`,
    );
  });

  it('has a row for every operation of the OpenAPI document', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((op) => !(op in MATRIX))).toEqual([]);
  });

  it('has no row for an operation the document does not have', () => {
    expect(Object.keys(MATRIX).filter((op) => !documented.includes(op))).toEqual([]);
  });

  it('serves no /api route that the OpenAPI document leaves out', () => {
    const undocumented = [...new Set(served)].filter((route) => !NOT_OPERATIONS.test(route) && !documented.includes(route));
    expect(served.length).toBeGreaterThan(100);
    expect(undocumented).toEqual([]);
  });

  it('gives a suspended account nothing more than an anonymous caller, and expects no 5xx', () => {
    const wrong = Object.entries(MATRIX)
      .map(([operation, text]) => [operation, parseRow(operation, text)] as const)
      .filter(
        ([, r]) =>
          (r.anon === 401 ? String(r.suspended)[0] !== '4' : r.suspended !== r.anon) || Object.values(r).some((e) => String(e)[0] === '5'),
      )
      .map(([operation]) => operation);
    expect(wrong).toEqual([]);
  });

  it('refuses a new sign-in of the suspended user (its old token and sessions are rows of the matrix)', async () => {
    const res = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({ email: world.cast.suspended.email, password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida. Motivo: Spam reiterado' });
  });

  it('lets a company suspended by moderators answer in its conversations but start none', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t);
    const request = await createRequest(t, client.accessToken);
    const proposal = await createProposal(t, company.token, request.id);
    const asClient = bearer(client.accessToken);
    const asCompany = bearer(company.token);
    expect((await call(t, 'POST', `/api/proposals/${proposal.id}/accept`, undefined, asClient)).status).toBe(200);
    expect((await call(t, 'POST', '/api/messages', { companyId: company.company.id, content: 'Hola' }, asClient)).status).toBe(201);
    const suspended = await call(
      t,
      'POST',
      `/api/admin/companies/${company.company.id}/suspend`,
      { reason: 'Datos falsos' },
      bearer(world.cast.superAdmin.token!),
    );
    expect(suspended.status).toBe(200);

    const reply = await call(t, 'POST', '/api/messages', { receiverId: client.id, content: 'Respondo aquí' }, asCompany);
    expect(reply.status).toBe(201);
    const start = await call(
      t,
      'POST',
      '/api/messages',
      { receiverId: client.id, requestId: request.id, content: 'Sobre tu mudanza' },
      asCompany,
    );
    expect(start.status).toBe(403);
    expect(start.body).toMatchObject({
      code: 'COMPANY_INACTIVE',
      message: 'Tu empresa está suspendida o inactiva: no puedes iniciar conversaciones.',
    });
    expect(
      (
        await call<ApiErrorBody>(
          t,
          'POST',
          '/api/messages',
          { companyId: company.company.id, requestId: request.id, content: '¿Seguís?' },
          asClient,
        )
      ).body.code,
    ).toBe('COMPANY_UNAVAILABLE');
  });

  /** Callers who are not party to A's private things, and those things (ids, e-mail, messages). */
  const OUTSIDERS: Actor[] = ['anon', 'clientB', 'companyB', 'noAccess', 'suspended'];
  const privateOfA = () => [
    world.proposalA,
    world.proposalToAccept,
    world.proposalToReject,
    world.invoiceA,
    world.subscriptionA,
    world.requestClosed,
    world.cast.clientA.email,
    ...world.messageTexts,
  ];

  async function send(c: Case): Promise<ApiResult & { text: string }> {
    const who = world.cast[c.actor];
    const spec = (await CALLS[c.operation]?.(world, who, ds)) ?? {};
    const path = c.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = spec.params?.[name];
      if (!value) throw new Error(`${c.operation}: falta el parámetro ${name} en CALLS`);
      return encodeURIComponent(value);
    });
    const headers: Record<string, string> = {
      'x-forwarded-for': randomIp(),
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      ...spec.headers,
    };
    let body: BodyInit | undefined;
    if (spec.files) {
      const form = new FormData();
      for (const [name, value] of Object.entries(spec.files.fields ?? {})) form.append(name, value);
      for (const f of spec.files.files) form.append(spec.files.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
      body = form;
    } else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const res = await fetch(`${t.url}${path}${spec.query ?? ''}`, { method: c.method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, headers: res.headers, text };
  }

  describe.each([...new Set(CASES.map((c) => c.operation))])('%s', (operation) => {
    it.each(CASES.filter((c) => c.operation === operation).map((c) => [c.actor, c.expected, c] as const))(
      'as %s → %s',
      async (_actor, _expected, c) => {
        const res = await send(c);
        ran += 1;
        codes.set(`${c.operation}|${c.actor}`, errorCodeOf(res.body));
        const where = `${c.operation} como ${c.actor}: ${res.status} ${res.text.slice(0, 300)}`;
        if (!matches(res.status, c.expected)) throw new Error(`${where} (se esperaba ${c.expected})`);
        // A 2xx to an outsider must not carry any of A's private data.
        if (OUTSIDERS.includes(c.actor) && res.status < 300) {
          const leaked = privateOfA().filter((secret) => res.text.includes(secret));
          if (leaked.length > 0) throw new Error(`${where} (filtra datos de A: ${leaked.join(', ')})`);
        }
        // A suspended account is refused as such, not by the route's own rules.
        if (c.actor === 'suspended' && c.anonymous === 401 && res.status === 403 && errorCodeOf(res.body) !== 'ACCOUNT_SUSPENDED')
          throw new Error(`${where} (se esperaba ACCOUNT_SUSPENDED)`);
      },
    );
  });

  // Declared last, so it runs after the whole matrix.
  it('refuses the company without access for its subscription, and the old session of the suspended user as expired', () => {
    const codeOf = (operation: string, actor: Actor) => codes.get(`${operation}|${actor}`);
    expect(codeOf('POST /api/requests/{id}/proposals', 'noAccess')).toBe('SUBSCRIPTION_REQUIRED');
    expect(codeOf('POST /api/messages', 'noAccess')).toBe('SUBSCRIPTION_REQUIRED');
    expect(codeOf('POST /api/auth/refresh', 'suspended')).toBe('SESSION_EXPIRED');
  });
});
