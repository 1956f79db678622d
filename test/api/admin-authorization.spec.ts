import { randomUUID } from 'node:crypto';
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { bearer, errorCodeOf, randomIp, signedInClient, signedInCompany, type LoggedIn } from '../factories/auth-factories.js';
import { createAdmin, createSuperAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The authorization matrix of the whole backoffice API: every route the running app serves under
 * /api/admin, whoever registered it. A new admin route without `@Roles(...)` (or with the wrong
 * one) makes this spec fail without anyone having to list it here.
 */

interface AdminRoute {
  method: string;
  url: string;
}

const captured: AdminRoute[] = [];

/**
 * Records routes as Fastify registers them. It is built while Nest creates the modules, before
 * `app.init()` registers the controllers, so its onRoute hook sees every route.
 */
@Injectable()
class RouteRecorder {
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        if (route.url === '/api/admin' || route.url.startsWith('/api/admin/')) captured.push({ method, url: route.url });
      }
    });
  }
}

@Module({ providers: [RouteRecorder] })
class RouteRecorderModule {}

/**
 * What a plain admin may do (spec 6 and issue 9): read the dashboard, users, companies and contact
 * messages, and mark contact messages read. Everything else under /api/admin is super admin only.
 */
const PLAIN_ADMIN_ALLOWED: { method: string; pattern: RegExp }[] = [
  { method: 'GET', pattern: /^\/api\/admin\/dashboard(\/.*)?$/ },
  { method: 'GET', pattern: /^\/api\/admin\/users(\/:[^/]+)?$/ },
  { method: 'GET', pattern: /^\/api\/admin\/companies(\/:[^/]+)?$/ },
  { method: 'GET', pattern: /^\/api\/admin\/contact-messages(\/:[^/]+)?$/ },
  { method: 'POST', pattern: /^\/api\/admin\/contact-messages\/:[^/]+\/(read|unread)$/ },
  // ra-data-simple-rest's update: the contact-messages PUT only accepts `{ read }`.
  { method: 'PUT', pattern: /^\/api\/admin\/contact-messages\/:[^/]+$/ },
];

const plainAdminMayCall = ({ method, url }: AdminRoute) =>
  PLAIN_ADMIN_ALLOWED.some((rule) => rule.method === method && rule.pattern.test(url));

/** A concrete path: every parameter becomes a random UUID (the guards answer before any lookup). */
const concrete = (url: string) => url.replace(/:[^/]+/g, () => randomUUID()).replace(/\*$/, 'x');

const label = ({ method, url }: AdminRoute) => `${method} ${url}`;

describe('Admin API authorization matrix', () => {
  let t: TestApp;
  let routes: AdminRoute[];
  let accounts: { client: LoggedIn; company: LoggedIn; admin: TestAdmin; superAdmin: TestAdmin };

  beforeAll(async () => {
    t = await startTestApp({}, { extraImports: [RouteRecorderModule] });
    const unique = new Map(captured.map((route) => [label(route), route]));
    routes = [...unique.values()].sort((a, b) => label(a).localeCompare(label(b)));
    const [client, company, admin, superAdmin] = await Promise.all([
      signedInClient(t),
      signedInCompany(t),
      createAdmin(t),
      createSuperAdmin(t),
    ]);
    accounts = { client, company, admin, superAdmin };
    // The list this run covered, for the report.
    process.stdout.write(
      `Rutas /api/admin comprobadas (${routes.length}):\n${routes.map((r) => `  ${label(r)}${plainAdminMayCall(r) ? '  [admin]' : ''}`).join('\n')}\n`,
    );
  });
  afterAll(() => t?.close());

  /**
   * Calls a route as `token` with a JSON body where the method takes one. The body is read as
   * text: an allowed call may answer CSV or a PDF.
   */
  const hit = async (route: AdminRoute, token?: string): Promise<{ status: number; body: unknown }> => {
    const headers = { 'x-forwarded-for': randomIp(), ...(token ? bearer(token) : {}) };
    const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
    const res = await t.request(route.method, concrete(route.url), body, headers);
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json };
  };

  it('finds the admin routes of the running app', () => {
    const names = routes.map(label);
    // A few that must exist; if the recorder stopped working the list would be empty.
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/admin/tools', 'POST /api/admin/tools/sample-requests', 'POST /api/admin/invoices/:id/mark-paid']),
    );
  });

  it('answers 401 to anonymous callers on every admin route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await hit(route);
      if (res.status !== 401 || errorCodeOf(res.body) !== 'UNAUTHENTICATED') wrong.push(`${label(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(['client', 'company'] as const)('answers 403 to a %s on every admin route', async (who) => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await hit(route, accounts[who].accessToken);
      if (res.status !== 403 || errorCodeOf(res.body) !== 'FORBIDDEN') wrong.push(`${label(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a plain admin everywhere except the reads and read-marking the spec gives admins', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await hit(route, accounts.admin.token);
      const allowed = plainAdminMayCall(route);
      const refused = res.status === 403 && errorCodeOf(res.body) === 'FORBIDDEN';
      if (allowed ? res.status === 401 || res.status === 403 : !refused) wrong.push(`${label(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a super admin through every admin route (no 401/403; fake ids may give 404 or 400)', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const res = await hit(route, accounts.superAdmin.token);
      if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${label(route)} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
