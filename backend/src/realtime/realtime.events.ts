/**
 * The Socket.IO contract (path `/socket.io`, handshake `auth: { token: <accessToken> }`).
 * site/src/features/messages/realtime.events.ts carries the same shapes: change both together.
 *
 * Delivery is best effort: the REST history (`GET /api/conversations/:userId/messages`) is the
 * source of truth. A client re-fetches the open conversation and the list after every `connect`
 * (also reconnects) and dedupes by message `id`.
 */

/** A stored message, as REST answers it and as `message:new` carries it. */
export interface MessageDto {
  id: string;
  senderId: string;
  receiverId: string;
  /** null = the general conversation of the two users. */
  requestId: string | null;
  content: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  /** The sender's own idempotency id (uuid), when it sent one. */
  clientMessageId: string | null;
}

/** `message:read`: `byUserId` read the messages `withUserId` sent them in one conversation. */
export interface MessageReadEvent {
  byUserId: string;
  withUserId: string;
  requestId: string | null;
  readAt: string;
}

/** `typing` (server → client): the other party is writing in that conversation. */
export interface TypingEvent {
  fromUserId: string;
  requestId: string | null;
}

/** `typing` (client → server). */
export interface TypingInput {
  toUserId: string;
  requestId?: string | null;
}

export type NotificationType = 'proposal-received' | 'proposal-accepted' | 'proposal-rejected';

/** `notification`: something for the user's attention (toast / browser notification). */
export interface NotificationEvent {
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the site (e.g. `/jobs/<id>/proposals`). */
  link: string;
  createdAt: string;
}

export interface ServerToClientEvents {
  'message:new': (message: MessageDto) => void;
  'message:read': (event: MessageReadEvent) => void;
  typing: (event: TypingEvent) => void;
  notification: (event: NotificationEvent) => void;
  /** The access token of this connection expired: the server closes it right after. Refresh, then connect again. */
  'session:expired': () => void;
}

export interface ClientToServerEvents {
  typing: (input: TypingInput) => void;
}

/** What the gateway keeps on each socket. */
export interface SocketData {
  userId: string;
  /** The session (refresh token family) of the handshake token, when it carries one. */
  sessionId?: string;
  /** When the handshake token expires (epoch ms): the socket is closed then. */
  tokenExpiresAt?: number;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** Every user's sockets join this room; services emit to it. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The sockets opened with one session's access tokens (closed when it signs out). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
