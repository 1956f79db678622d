#!/usr/bin/env node
// The "bare" baseline of bench/http-lists.mjs, run as a child process: plain Fastify + a pg Pool
// answering the six measured routes. It calls the compiled services of backend/dist with a
// stand-in DataSource whose query() goes straight to the pool, so it sends the very same SQL and
// builds the very same JSON as the app, without Nest (guards, pipes, interceptors, DTO
// validation), TypeORM's query runner or the app's logging. Authenticated routes do what the
// app's AuthGuard does: verify the HS256 token and read the user (AuthUsersService.findById).
//
//   DATABASE_URL=… JWT_SECRET=… PORT=3401 node bench/lib/bare-server.mjs
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { toAuthUser } from '../../backend/dist/common/auth/auth-user.js';
import { AuthUsersService } from '../../backend/dist/common/auth/auth-users.service.js';
import { CompaniesService } from '../../backend/dist/modules/companies/companies.service.js';
import { MessagingService } from '../../backend/dist/modules/messaging/messaging.service.js';
import { ProposalsService } from '../../backend/dist/modules/proposals/proposals.service.js';
import { RequestsService } from '../../backend/dist/modules/requests/requests.service.js';

const { DATABASE_URL, JWT_SECRET, PORT = '3401' } = process.env;
// A KeyObject, as the app's JwtModule gets it (a string costs jsonwebtoken a failed PEM parse per verify).
const jwtKey = createSecretKey(Buffer.from(JWT_SECRET, 'utf8'));
// Same pool size as the app (data-source-options.ts: extra.max = 20).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 20, application_name: 'rutalia-bare', options: '-c jit=off' });
const db = { query: async (sql, params) => (await pool.query(sql, params)).rows };
db.manager = db;

const authUsers = new AuthUsersService(db);
const companies = new CompaniesService(db);
const requests = new RequestsService(db);
const proposals = new ProposalsService(db, null, null); // notifications and subscriptions: writes only
const messaging = new MessagingService(db, null, null, null, null); // realtime, mail…: writes only

const fail = (reply, statusCode, code, message) => reply.code(statusCode).send({ statusCode, code, message });
const int = (value) => (value === undefined || value === '' ? undefined : Number(value));

/** The signed-in user (or undefined after answering 401/403), as AuthGuard + RolesGuard decide. */
async function user(request, reply, userType) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  let sub;
  try {
    sub = match ? jwt.verify(match[1], jwtKey, { algorithms: ['HS256'] }).sub : undefined;
  } catch {
    sub = undefined;
  }
  const record = typeof sub === 'string' ? await authUsers.findById(sub) : undefined;
  if (!record) return void fail(reply, 401, 'UNAUTHENTICATED', 'Debes iniciar sesión para continuar.');
  if (record.status !== 'active') return void fail(reply, 403, 'ACCOUNT_SUSPENDED', 'Cuenta no disponible.');
  const authUser = toAuthUser(record);
  if (userType && authUser.userType !== userType) return void fail(reply, 403, 'FORBIDDEN', 'No tienes permiso para realizar esta acción.');
  return authUser;
}

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply) => {
  const status = typeof error.getStatus === 'function' ? error.getStatus() : 500;
  fail(reply, status, error.code ?? 'INTERNAL_ERROR', error.message);
});
app.get('/api/health', async () => ({ status: 'ok' }));
// The DTO's TrimToUndefined: blank filters count as not sent.
const text = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
app.get('/api/companies', async ({ query }) =>
  companies.list({
    q: text(query.q),
    province: text(query.province),
    city: text(query.city),
    service: text(query.service),
    page: int(query.page),
  }),
);
app.get('/api/companies/:idOrSeoParam', async (req) => companies.detail(await companies.requireVisibleRow(req.params.idOrSeoParam)));
app.get('/api/requests', async ({ query }) =>
  requests.list({ q: text(query.q), location: text(query.location), service: text(query.service), page: int(query.page) }),
);
app.get('/api/me/requests', async (req, reply) => {
  const u = await user(req, reply, 'client');
  return u && requests.mine(u, { page: int(req.query.page) });
});
app.get('/api/me/proposals', async (req, reply) => {
  const u = await user(req, reply, 'company');
  return u && proposals.mine(u, { page: int(req.query.page) });
});
app.get('/api/conversations', async (req, reply) => {
  const u = await user(req, reply);
  return u && messaging.conversations(u, { page: int(req.query.page), pageSize: int(req.query.pageSize) });
});

await app.listen({ host: '127.0.0.1', port: Number(PORT) });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
