#!/usr/bin/env node
// The "bare" baseline of bench/messaging-latency.mjs, run as a child process: plain Fastify + the
// app's own socket.io (node_modules, the version backend/src/realtime uses) on the same HTTP
// server, with the app's Socket.IO settings (path /socket.io, serveClient off, default transports
// and no per-message deflate: RealtimeIoAdapter sets nothing else). It does the minimum of our
// path and nothing more: a socket's `auth.token` IS its user id (no JWT, no account read) and
// joins `user:<id>`; `POST /api/messages` takes `Bearer <sender id>` and `{ receiverId, content,
// clientMessageId }`, emits `message:new` (the MessageDto shape) to both users' rooms and answers 201.
// No Nest, guards, validation, rate limit, PostgreSQL reads, Redis or online check.
//
// BARE_DB=1: second level, one INSERT … RETURNING into the run's real `messages` table per
// message (the app's statement, its own pool of 20 connections, one COMMIT with fsync each),
// before the emit: "the database write" without "the framework".
//
//   PORT=3451 [BARE_DB=1 DATABASE_URL=…] node bench/lib/bare-chat-server.mjs
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';

const { PORT = '3451', BARE_DB, DATABASE_URL } = process.env;
const pool = BARE_DB === '1' ? new pg.Pool({ connectionString: DATABASE_URL, max: 20, application_name: 'rutalia-bare' }) : undefined;

// The app's INSERT (backend/src/modules/messaging/messaging-sql.ts, insertMessage).
const INSERT_SQL = `INSERT INTO messages (sender_id, receiver_id, request_id, content, client_message_id) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (sender_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
  RETURNING id, sender_id AS "senderId", receiver_id AS "receiverId", request_id AS "requestId", content,
            is_read AS "isRead", read_at AS "readAt", created_at AS "createdAt", client_message_id AS "clientMessageId"`;

const userRoom = (id) => `user:${id}`;

/** The stored row (BARE_DB=1) or one made up in memory, as the app's MessageDto. */
async function store(senderId, receiverId, content, clientMessageId) {
  if (!pool) {
    return {
      id: randomUUID(),
      senderId,
      receiverId,
      requestId: null,
      content,
      isRead: false,
      readAt: null,
      createdAt: new Date().toISOString(),
      clientMessageId,
    };
  }
  const { rows } = await pool.query(INSERT_SQL, [senderId, receiverId, null, content, clientMessageId]);
  const row = rows[0];
  return { ...row, readAt: null, createdAt: new Date(row.createdAt).toISOString() };
}

const app = Fastify({ logger: false });
// Attached to Fastify's own server, as IoAdapter does with app.getHttpServer().
const io = new Server(app.server, { path: '/socket.io', serveClient: false });
io.use((socket, next) => {
  const token = socket.handshake.auth?.token;
  if (typeof token !== 'string' || !token) return next(new Error('UNAUTHENTICATED'));
  socket.data.userId = token;
  void socket.join(userRoom(token));
  next();
});
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/messages', async (request, reply) => {
  const senderId = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const { receiverId, content, clientMessageId = null } = request.body ?? {};
  if (!senderId || typeof receiverId !== 'string' || typeof content !== 'string') return reply.code(400).send({ statusCode: 400 });
  const message = await store(senderId, receiverId, content.trim(), clientMessageId);
  io.to([userRoom(senderId), userRoom(receiverId)]).emit('message:new', message);
  return reply.code(201).send(message);
});

await app.listen({ host: '127.0.0.1', port: Number(PORT) });
const stop = async () => {
  io.close();
  await app.close();
  await pool?.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
