/**
 * The Socket.IO contract (path `/socket.io`, handshake `auth: { token: <accessToken> }`): the
 * event names of backend/src/realtime/realtime.events.ts.
 *
 * Delivery is best effort: the REST history is the source of truth. After every `connect`
 * (also after a reconnect) re-fetch the conversation list and the open conversation, and merge
 * by message `id` (a message may arrive both over the socket and in the re-fetch).
 * A bad or expired token ends in `connect_error` with message 'UNAUTHENTICATED': refresh the
 * access token, set `socket.auth = { token }` and connect again. An open connection ends with its
 * token (`session:expired`, then a server disconnect: refresh and connect again) or its session
 * (sign-out, password reset, suspension: a server disconnect; the refresh then fails).
 *
 * The payloads come from `@rutalia/api-contract`: the backend documents them as extra models of
 * its OpenAPI document (backend/src/realtime/dto/realtime-events.dto.ts).
 */
import type { Schemas } from '@rutalia/api-contract';

/** A stored message, as REST answers it and as `message:new` carries it (the REST contract's `MessageDto`). */
export type MessageDto = Schemas['MessageDto'];

/** `message:read`: `byUserId` read the messages `withUserId` sent them in one conversation. */
export type MessageReadEvent = Schemas['MessageReadEventDto'];

/** `typing` (server → client): the other party is writing in that conversation (show for 1 s). */
export type TypingEvent = Schemas['TypingEventDto'];

/** `typing` (client → server); relayed only between conversation partners. */
export type TypingInput = Schemas['TypingInputDto'];

export type NotificationType = Schemas['NotificationType'];

/** `notification`: something for the user's attention (toast / browser notification). */
export type NotificationEvent = Schemas['NotificationEventDto'];

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

export const SOCKET_PATH = '/socket.io';
/** The `connect_error` message for a missing, invalid or expired token. */
export const SOCKET_UNAUTHENTICATED = 'UNAUTHENTICATED';
/** `connect_error` while the server cannot reach its database: connect again after a pause. */
export const SOCKET_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
