/**
 * The Socket.IO contract (path `/socket.io`, handshake `auth: { token: <accessToken> }`).
 * The payloads are classes in dto/realtime-events.dto.ts, extra models of the OpenAPI document: the
 * site imports them from @rutalia/api-contract.
 *
 * Delivery is best effort: the REST history (`GET /api/conversations/:userId/messages`) is the
 * source of truth. A client re-fetches the open conversation and the list after every `connect`
 * (also reconnects) and dedupes by message `id`.
 */
import type { MessageDto } from '../modules/messaging/dto/messaging.dto.js';

/** A stored message, as REST answers it and as `message:new` carries it (documented in the messaging DTOs). */
export type { MessageDto };

import type {
  MessageReadEventDto,
  NotificationEventDto,
  NotificationType,
  TypingEventDto,
  TypingInputDto,
} from './dto/realtime-events.dto.js';

/** The event payloads, documented in dto/realtime-events.dto.ts (and so in @rutalia/api-contract). */
export type MessageReadEvent = MessageReadEventDto;
export type TypingEvent = TypingEventDto;
export type TypingInput = TypingInputDto;
export type NotificationEvent = NotificationEventDto;
export type { NotificationType };

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
