import { PREVIEW_LENGTH } from './dto/messaging.dto.js';

/** The SQL of the messaging service and the rows it reads (the e-mail is read only to mail an offline receiver). */

export const MESSAGE_COLUMNS = `m.id, m.sender_id AS "senderId", m.receiver_id AS "receiverId", m.request_id AS "requestId", m.content,
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

export const PARTY_SQL = `SELECT u.id, u.status, u.user_type AS "userType", u.full_name AS "fullName", u.email,
       c.id AS "companyId", c.company_name AS "companyName", c.slug AS "companySlug", c.logo AS "companyLogo",
       (c.is_active AND c.status = 'active') AS "companyVisible"
  FROM users u LEFT JOIN companies c ON c.user_id = u.id
 WHERE u.id = ANY($1::uuid[])`;

export interface RequestRow {
  id: string;
  clientId: string;
  status: string;
  title: string;
}

export interface ConversationRow {
  otherId: string;
  requestId: string | null;
  requestTitle: string | null;
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
 * other party's name/company and the request title are joined after the LIMIT, for the page's
 * rows only: joined before it, the planner (which expects ~4 times more conversations than a busy
 * user has) hashed the whole users table on every call (30 ms with 110,000 users; bench/http-lists.mjs).
 */
export const CONVERSATIONS_SQL = `WITH mine AS (
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
SELECT l.other_id AS "otherId", l.request_id AS "requestId", r.title AS "requestTitle",
       l.id AS "lastId", left(l.content, ${PREVIEW_LENGTH + 1}) AS "lastContent", l.created_at AS "lastCreatedAt", l.sender_id AS "lastSenderId",
       l.unread, l.total,
       u.user_type AS "userType", u.full_name AS "fullName",
       c.id AS "companyId", c.company_name AS "companyName", c.slug AS "companySlug", c.logo AS "companyLogo"
  FROM page l
  JOIN users u ON u.id = l.other_id
  LEFT JOIN companies c ON c.user_id = l.other_id
  LEFT JOIN requests r ON r.id = l.request_id
 ORDER BY l.created_at DESC, l.id DESC`;

/** `(sender, receiver) in both directions` + the conversation's request (or general), from `$1`, `$2`, `$3`. */
export function conversationWhere(requestParam: string | null): string {
  return `((m.sender_id = $1 AND m.receiver_id = $2) OR (m.sender_id = $2 AND m.receiver_id = $1))
     AND ${requestParam === null ? 'm.request_id IS NULL' : `m.request_id = ${requestParam}`}`;
}
