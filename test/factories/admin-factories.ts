import type { paths, UserResponseDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { createAdminInvitation } from '../../backend/src/modules/auth/admin-accounts.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  bearer,
  call,
  login,
  signedInClient,
  signedInCompany,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
  type ApiResult,
  type LoggedIn,
} from './auth-factories.js';
import { enrolTwoFactor, loginWithTwoFactor } from './two-factor-factories.js';

/**
 * Backoffice accounts for the admin API specs: an admin (or super admin) registered through the
 * real invitation flow, enrolled in two-factor sign-in (mandatory for admins: issue 22) and
 * signed in through both steps.
 */

export interface TestAdmin {
  id: string;
  email: string;
  /** Access token, ready for `bearer(token)`. */
  token: string;
  session: LoggedIn;
  /** TOTP secret: `totpCode(secret)` gives a fresh code. */
  totpSecret: string;
  recoveryCodes: string[];
}

/** An admin (role admin) or, with `superAdmin: true`, a super admin (roles super_admin + admin). */
export async function createAdmin(
  t: TestApp,
  { superAdmin = false, fullName }: { superAdmin?: boolean; fullName?: string } = {},
): Promise<TestAdmin> {
  const role = superAdmin ? 'super_admin' : 'admin';
  const invitation = await createAdminInvitation(t.app.get(DataSource), { role });
  const email = uniqueEmail(role.replace('_', '-'));
  const res = await call<UserResponseDto>(t, 'POST', '/api/auth/register', {
    userType: 'admin',
    email,
    password: TEST_PASSWORD,
    invitationToken: invitation.token,
    fullName,
  });
  if (res.status !== 201) throw new Error(`createAdmin: ${res.status} ${JSON.stringify(res.body)}`);
  const { secret, recoveryCodes } = await enrolTwoFactor(t, (await login(t, email)).accessToken);
  const session = await loginWithTwoFactor(t, email, secret);
  return { id: res.body.user.id, email, token: session.accessToken, session, totpSecret: secret, recoveryCodes };
}

export const createSuperAdmin = (t: TestApp, options: { fullName?: string } = {}) => createAdmin(t, { ...options, superAdmin: true });

/** Query string of a ra-data-simple-rest list call (`sort`, `range`, `filter` as JSON). */
export function simpleRestQuery({
  sort,
  range,
  filter,
}: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> } = {}): string {
  const params = new URLSearchParams();
  if (sort) params.set('sort', JSON.stringify(sort));
  if (range) params.set('range', JSON.stringify(range));
  if (filter) params.set('filter', JSON.stringify(filter));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The backoffice's ra-data-simple-rest lists (`GET /api/admin/<resource>`), by resource, with their record. */
type AdminLists = {
  [P in keyof paths as P extends `/api/admin/${infer R}` ? (R extends `${string}/${string}` ? never : R) : never]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': Array<infer T> } } } };
  }
    ? T
    : never;
};

export type AdminResource = { [R in keyof AdminLists]: [AdminLists[R]] extends [never] ? never : R }[keyof AdminLists];

/** One record of a backoffice list, as the generated contract documents it. */
export type AdminRecord<R extends AdminResource> = AdminLists[R];

/** The array of records, or on a 4xx the error object (`{ statusCode, code, message }`). */
export type AdminListBody<R extends AdminResource> = AdminRecord<R>[] & { statusCode?: number; code?: string; message?: string };

/** GET a ra-data-simple-rest list as `token`. */
export function adminList<R extends AdminResource>(
  t: TestApp,
  resource: R,
  token: string,
  query: Parameters<typeof simpleRestQuery>[0] = {},
): Promise<ApiResult<AdminListBody<R>>> {
  return call(t, 'GET', `/api/admin/${resource}${simpleRestQuery(query)}`, undefined, bearer(token));
}

/** `Content-Range` split into its parts: `companies 0-24/310` → { resource, first, last, total }. */
export function contentRange(headers: Headers): { resource: string; first: number; last: number; total: number } {
  const match = /^(\S+) (\d+)-(\d+)\/(\d+)$/.exec(headers.get('content-range') ?? '');
  if (!match) throw new Error(`Content-Range inválido: ${headers.get('content-range')}`);
  return { resource: match[1], first: Number(match[2]), last: Number(match[3]), total: Number(match[4]) };
}

export interface Outsiders {
  client: string;
  company: string;
  /** A plain admin: refused on super-admin routes. */
  admin: string;
}

/** Tokens of a client, a company and a plain admin, to check who an admin route refuses. */
export async function outsiders(t: TestApp): Promise<Outsiders> {
  const [client, company, admin] = await Promise.all([signedInClient(t), signedInCompany(t), createAdmin(t)]);
  return { client: client.accessToken, company: company.accessToken, admin: admin.token };
}

/**
 * Asserts `method route` answers 401 anonymously and 403 to a client, a company and (when
 * `superAdminOnly`) a plain admin. Returns nothing: the assertions throw.
 */
export async function expectAdminRoute(
  t: TestApp,
  who: Outsiders,
  method: string,
  route: string,
  { superAdminOnly = false, body }: { superAdminOnly?: boolean; body?: unknown } = {},
): Promise<void> {
  const anonymous = await call(t, method, route, body);
  if (anonymous.status !== 401) throw new Error(`${method} ${route} anónimo: ${anonymous.status}, se esperaba 401`);
  const refused: Array<[string, string]> = [
    ['cliente', who.client],
    ['empresa', who.company],
  ];
  if (superAdminOnly) refused.push(['administrador', who.admin]);
  for (const [name, token] of refused) {
    const res = await call<ApiErrorBody>(t, method, route, body, bearer(token));
    if (res.status !== 403 || res.body?.code !== 'FORBIDDEN')
      throw new Error(`${method} ${route} como ${name}: ${res.status} ${JSON.stringify(res.body)}, se esperaba 403`);
  }
}
