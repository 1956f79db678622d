import type { Queryable } from '../../common/database/queryable.js';
import { PREVIEW_LENGTH } from './dto/messaging.dto.js';

/** The SQL of the messaging service and the rows it reads (the e-mail is read only to mail an offline receiver). */

const MESSAGE_COLUMNS = `m.id, m.sender_id AS "senderId", m.receiver_id AS "receiverId", m.request_id AS "requestId", m.content,
       m.is_read AS "isRead", m.read_at AS "readAt", m.created_at AS "createdAt", m.client_message_id AS "clientMessageId"`;

export interface MessageRow {
  id: string;
  senderId: string;
  receiverId: string;
  requestId: string | null;
  content: string;
  isRead: boolean;
  readAt: Date | null;
  createdAt: Date;
  clientMessageId: string | null;
}

/** One user as messaging needs them (users.id and uq_companies_user_id). Internal: holds the e-mail. */
export interface PartyRow {
  id: string;
  status: string;
  userType: string;
  fullName: string;
  email: string;
  companyId: string | null;
  companyName: string | null;
  companySlug: string | null;
  companyLogo: string | null;
  companyVisible: boolean | null;
}

// A deleted account (issue 22) shows only as «Usuario eliminado» (its anonymised full_name), never as its company.
const PARTY_COLUMNS = `u.id, u.status, u.user_type AS "userType", u.full_name AS "fullName", u.email,
       c.id AS "companyId", c.company_name AS "companyName", c.slug AS "companySlug", c.logo AS "companyLogo",
       (c.is_active AND c.status = 'active') AS "companyVisible"`;

const PARTY_SQL = `SELECT ${PARTY_COLUMNS}
  FROM users u LEFT JOIN companies c ON c.user_id = u.id AND u.deleted_at IS NULL
 WHERE u.id = ANY($1::uuid[])`;

export interface RequestRow {
  id: string;
  clientId: string;
  status: string;
  title: string;
}

/**
 * What a conversation shows of its request (issue 18): title, link, route, service date and the
 * proposal the company of the conversation sent on it (null columns if none), whatever its state.
 */
export interface RequestContextRow {
  requestId: string | null;
  requestTitle: string | null;
  requestSlug: string | null;
  requestCity: string | null;
  requestDestinationCity: string | null;
  requestDate: string | null;
  requestDateFlexibility: string | null;
  proposalId: string | null;
  proposalPrice: number | null;
  proposalVatIncluded: boolean | null;
  proposalStatus: string | null;
  proposalValidUntil: string | null;
}

const REQUEST_CONTEXT_COLUMNS = `r.title AS "requestTitle", r.slug AS "requestSlug", r.city AS "requestCity",
       r.destination_city AS "requestDestinationCity", to_char(r.service_date, 'YYYY-MM-DD') AS "requestDate",
       r.date_flexibility AS "requestDateFlexibility", cp.id AS "proposalId", cp.price AS "proposalPrice",
       cp.vat_included AS "proposalVatIncluded", cp.status AS "proposalStatus",
       to_char(cp.valid_until, 'YYYY-MM-DD') AS "proposalValidUntil"`;

/**
 * The request of the conversation and the proposal on it from whichever of the two users is the
 * company (`userA`, `userB`: SQL expressions). A company sends at most one proposal per request
 * (uq_proposals_request_company) and only one of the pair is a company, so the lateral finds at
 * most one row: the pair's company through uq_companies_user_id, then its proposal through
 * uq_proposals_request_company. Never another company's proposal.
 */
function requestContextJoin(requestId: string, userA: string, userB: string): string {
  return `LEFT JOIN requests r ON r.id = ${requestId}
  LEFT JOIN LATERAL (
    SELECT p.id, p.price::float8 AS price, p.vat_included, p.status::text AS status, p.valid_until
      FROM companies pc JOIN proposals p ON p.request_id = r.id AND p.company_id = pc.id AND p.status <> 'draft'
     WHERE pc.user_id IN (${userA}, ${userB})
     LIMIT 1
  ) cp ON true`;
}

export interface ConversationRow extends RequestContextRow {
  otherId: string;
  lastId: string;
  lastContent: string;
  lastCreatedAt: Date;
  lastSenderId: string;
  unread: number;
  total: number;
  userType: string;
  fullName: string;
  companyId: string | null;
  companyName: string | null;
  companySlug: string | null;
  companyLogo: string | null;
}

/**
 * The user's conversations, one row each (pair of users + request or general), newest activity
 * first, in one statement: DISTINCT ON keeps each conversation's last message (the two
 * (sender_id, receiver_id, created_at) indexes feed the OR), unread counts come from the partial
 * index ix_messages_receiver_unread, and `count(*) OVER ()` gives the total before LIMIT. The
 * other party's name/company and the request context are joined after the LIMIT, for the page's
 * rows only: joined before it, the planner (which expects ~4 times more conversations than a busy
 * user has) hashed the whole users table on every call (30 ms with 110,000 users; bench/http-lists.mjs).
 */
const CONVERSATIONS_SQL = `WITH mine AS (
  SELECT m.id, m.sender_id, m.request_id, m.content, m.created_at,
         CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END AS other_id
    FROM messages m
   WHERE m.sender_id = $1 OR m.receiver_id = $1
), last AS (
  SELECT DISTINCT ON (other_id, request_id) other_id, request_id, id, content, created_at, sender_id
    FROM mine
   ORDER BY other_id, request_id, created_at DESC, id DESC
), unread AS (
  SELECT m.sender_id AS other_id, m.request_id, count(*)::int AS n
    FROM messages m
   WHERE m.receiver_id = $1 AND NOT m.is_read
   GROUP BY m.sender_id, m.request_id
), page AS (
  SELECT l.*, coalesce(un.n, 0) AS unread, count(*) OVER ()::int AS total
    FROM last l
    LEFT JOIN unread un ON un.other_id = l.other_id AND un.request_id IS NOT DISTINCT FROM l.request_id
   ORDER BY l.created_at DESC, l.id DESC
   LIMIT $2 OFFSET $3
)
SELECT l.other_id AS "otherId", l.request_id AS "requestId", ${REQUEST_CONTEXT_COLUMNS},
       l.id AS "lastId", left(l.content, ${PREVIEW_LENGTH + 1}) AS "lastContent", l.created_at AS "lastCreatedAt", l.sender_id AS "lastSenderId",
       l.unread, l.total,
       u.user_type AS "userType", u.full_name AS "fullName",
       c.id AS "companyId", c.company_name AS "companyName", c.slug AS "companySlug", c.logo AS "companyLogo"
  FROM page l
  JOIN users u ON u.id = l.other_id
  LEFT JOIN companies c ON c.user_id = l.other_id AND u.deleted_at IS NULL
  ${requestContextJoin('l.request_id', '$1', 'l.other_id')}
 ORDER BY l.created_at DESC, l.id DESC`;

/** `(sender, receiver) in both directions` + the conversation's request (or general), from `$1`, `$2`, `$3`. */
function conversationWhere(requestParam: string | null): string {
  return `((m.sender_id = $1 AND m.receiver_id = $2) OR (m.sender_id = $2 AND m.receiver_id = $1))
     AND ${requestParam === null ? 'm.request_id IS NULL' : `m.request_id = ${requestParam}`}`;
}

/** A party of a message being sent, with what the send needs to know about the conversation (same on both rows). */
export interface SendContextRow extends PartyRow {
  /** A message already exists between the two in this conversation (anyone may write in it). */
  conversationExists: boolean;
  /** The id of the sender's message with this clientMessageId: the POST is a retry. */
  retryOf: string | null;
}

/**
 * Everything POST /messages reads before the INSERT, in one round trip (issue 21: each statement
 * is a wake-up of a PostgreSQL backend, and on a busy machine each one can wait for a CPU): the
 * sender's and receiver's party rows, whether their conversation exists, and whether the
 * sender's clientMessageId is already stored. The two subqueries are uncorrelated (computed once);
 * with an unknown receiver only the sender's row comes back.
 */
export async function findSendContext(
  db: Queryable,
  send: { senderId: string; receiverId: string; requestId: string | null; clientMessageId: string | null },
): Promise<SendContextRow[]> {
  const params: unknown[] = [send.senderId, send.receiverId, send.clientMessageId];
  if (send.requestId) params.push(send.requestId);
  return db.query<SendContextRow[]>(
    `SELECT ${PARTY_COLUMNS},
       EXISTS (SELECT 1 FROM messages m WHERE ${conversationWhere(send.requestId ? '$4' : null)}) AS "conversationExists",
       (SELECT m.id FROM messages m WHERE m.sender_id = $1 AND m.client_message_id = $3::uuid) AS "retryOf"
  FROM users u LEFT JOIN companies c ON c.user_id = u.id AND u.deleted_at IS NULL
 WHERE u.id IN ($1, $2)`,
    params,
  );
}

/** Stores a message. ON CONFLICT: two concurrent retries with one clientMessageId; the loser gets undefined. */
export async function insertMessage(
  db: Queryable,
  message: { senderId: string; receiverId: string; requestId: string | null; content: string; clientMessageId: string | null },
): Promise<MessageRow | undefined> {
  const [inserted] = await db.query<MessageRow[]>(
    `INSERT INTO messages (sender_id, receiver_id, request_id, content, client_message_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (sender_id, client_message_id) WHERE client_message_id IS NOT NULL DO NOTHING
       RETURNING id, sender_id AS "senderId", receiver_id AS "receiverId", request_id AS "requestId", content,
                 is_read AS "isRead", read_at AS "readAt", created_at AS "createdAt", client_message_id AS "clientMessageId"`,
    [message.senderId, message.receiverId, message.requestId, message.content, message.clientMessageId],
  );
  return inserted;
}

/** The account (users.id) of a company, to address it by company id. */
export async function findCompanyUserId(db: Queryable, companyId: string): Promise<string | undefined> {
  const [company] = await db.query<{ userId: string }[]>(`SELECT user_id AS "userId" FROM companies WHERE id = $1`, [companyId]);
  return company?.userId;
}

/** A sender's message by its client-side id (a retry of a message already stored). */
export async function findMessageByClientMessageId(
  db: Queryable,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow[]>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_message_id = $2`,
    [senderId, clientMessageId],
  );
  return row;
}

/** Whether the company accepted-proposal link exists with that client (on that request, or on any). */
export async function hasAcceptedProposalWithClient(
  db: Queryable,
  companyId: string | null,
  clientId: string,
  requestId: string | null,
): Promise<boolean> {
  const params: unknown[] = [companyId, clientId];
  if (requestId) params.push(requestId);
  const [accepted] = await db.query(
    `SELECT 1 FROM proposals p JOIN requests r ON r.id = p.request_id
          WHERE p.company_id = $1 AND r.client_id = $2 AND p.status = 'accepted' ${requestId ? 'AND r.id = $3' : ''} LIMIT 1`,
    params,
  );
  return Boolean(accepted);
}

/** A page of the user's conversations (see CONVERSATIONS_SQL). */
export function listConversations(db: Queryable, userId: string, limit: number, offset: number): Promise<ConversationRow[]> {
  return db.query<ConversationRow[]>(CONVERSATIONS_SQL, [userId, limit, offset]);
}

/** How many conversations the user has (when the page asked for is past the last one). */
export async function countConversations(db: Queryable, userId: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (SELECT DISTINCT CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END, request_id
           FROM messages WHERE sender_id = $1 OR receiver_id = $1) x`,
    [userId],
  );
  return n;
}

/** One conversation: the pair of users (either direction) and its request, or the general one (null). */
export interface ConversationRef {
  userId: string;
  otherId: string;
  requestId: string | null;
}

/** The creation time of message `messageId` when it belongs to that conversation (a page cursor). */
export async function findConversationMessageTime(
  db: Queryable,
  conversation: ConversationRef,
  messageId: string,
): Promise<Date | undefined> {
  const params: unknown[] = [conversation.userId, conversation.otherId];
  let requestParam: string | null = null;
  if (conversation.requestId) {
    params.push(conversation.requestId);
    requestParam = '$3';
  }
  params.push(messageId);
  const [cursor] = await db.query<{ createdAt: Date }[]>(
    `SELECT m.created_at AS "createdAt" FROM messages m WHERE m.id = $${params.length} AND ${conversationWhere(requestParam)}`,
    params,
  );
  return cursor?.createdAt;
}

/** Up to `limit` messages of a conversation, newest first, before the `before` cursor (or the latest). */
export function listConversationMessages(
  db: Queryable,
  conversation: ConversationRef,
  before: { id: string; createdAt: Date } | null,
  limit: number,
): Promise<MessageRow[]> {
  const params: unknown[] = [conversation.userId, conversation.otherId];
  let requestParam: string | null = null;
  if (conversation.requestId) {
    params.push(conversation.requestId);
    requestParam = '$3';
  }
  let cursorSql = '';
  if (before) {
    params.push(before.id);
    params.push(before.createdAt);
    cursorSql = `AND (m.created_at, m.id) < ($${params.length}, $${params.length - 1}::uuid)`;
  }
  params.push(limit);
  return db.query<MessageRow[]>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE ${conversationWhere(requestParam)} ${cursorSql}
        ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** Marks what `senderId` sent `receiverId` in that conversation as read; answers how many rows changed. */
export async function markMessagesRead(
  db: Queryable,
  receiverId: string,
  senderId: string,
  requestId: string | null,
  readAt: Date,
): Promise<number> {
  const params: unknown[] = [receiverId, senderId, readAt];
  if (requestId) params.push(requestId);
  const rows = await db.query<{ id: string }[]>(
    `UPDATE messages SET is_read = true, read_at = $3
        WHERE receiver_id = $1 AND sender_id = $2 AND NOT is_read AND ${requestId ? 'request_id = $4' : 'request_id IS NULL'}
        RETURNING id`,
    params,
  );
  return Array.isArray(rows[0]) ? (rows[0] as { id: string }[]).length : rows.length;
}

/** Messages sent to the user not read yet (ix_messages_receiver_unread). */
export async function countUnreadMessages(db: Queryable, userId: string): Promise<number> {
  const [{ count }] = await db.query<{ count: number }[]>(
    `SELECT count(*)::int AS count FROM messages WHERE receiver_id = $1 AND NOT is_read`,
    [userId],
  );
  return count;
}

/** Whether the two users ever exchanged a message (in any conversation). */
export async function areConversationPartners(db: Queryable, a: string, b: string): Promise<boolean> {
  const [partner] = await db.query(
    `SELECT 1 FROM messages m WHERE (m.sender_id = $1 AND m.receiver_id = $2) OR (m.sender_id = $2 AND m.receiver_id = $1) LIMIT 1`,
    [a, b],
  );
  return Boolean(partner);
}

/** The users of `ids` as messaging needs them. */
export function findParties(db: Queryable, ids: string[]): Promise<PartyRow[]> {
  return db.query<PartyRow[]>(PARTY_SQL, [ids]);
}

/** A request as messaging needs it (owner, status, title for the e-mail). */
export async function findMessagingRequest(db: Queryable, id: string): Promise<RequestRow | null> {
  const [row] = await db.query<RequestRow[]>(`SELECT id, client_id AS "clientId", status, title FROM requests WHERE id = $1`, [id]);
  return row ?? null;
}

/** The request context of the conversation of users `a` and `b` about `requestId` (undefined: no such request). */
export async function findRequestContext(db: Queryable, requestId: string, a: string, b: string): Promise<RequestContextRow | undefined> {
  const [row] = await db.query<RequestContextRow[]>(
    `SELECT r.id AS "requestId", ${REQUEST_CONTEXT_COLUMNS} FROM (SELECT 1) one ${requestContextJoin('$1::uuid', '$2::uuid', '$3::uuid')}
      WHERE r.id IS NOT NULL`,
    [requestId, a, b],
  );
  return row;
}
