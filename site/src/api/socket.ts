import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../features/messages/realtime.events';
import { SOCKET_PATH, SOCKET_UNAUTHENTICATED, SOCKET_UNAVAILABLE } from '../features/messages/realtime.events';
import { tokenHolder } from './http';
import { REALTIME_TRANSPORTS } from './socket-transports';

/**
 * The one Socket.IO connection of the site (docs/api.md «Tiempo real»), shared by every
 * component of a signed-in session.
 *
 * - Created lazily by the first `startRealtime()` (the realtime bridge, mounted for signed-in
 *   users only), so visitors never open it.
 * - The handshake reads the current in-memory access token on every (re)connection (`auth` is a
 *   callback), so a refreshed token is used without recreating the socket.
 * - A rejected handshake (`connect_error` 'UNAUTHENTICATED': the token expired while the tab was
 *   away) asks for a fresh token through `onUnauthenticated` and connects again with it.
 * - The server closes a connection when its token expires or its session ends: it is opened again
 *   at once, so an expired token goes through the renewal above and an ended session stays closed.
 * - Losing the token (sign-out, here or in another tab) disconnects it.
 *
 * Listeners added with `socket.on` survive reconnections (same `Socket` object).
 */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Consecutive rejected handshakes before giving up until the token changes. */
const MAX_AUTH_RETRIES = 3;
/**
 * Pause before connecting again while the server says it is unavailable (its database is down),
 * doubled on each refusal up to `maxMs` (an object so tests can shorten it).
 */
export const unavailableRetry = { firstMs: 5_000, maxMs: 60_000 };

let socket: RealtimeSocket | null = null;
let wanted = false;
let authFailures = 0;
let unavailableFailures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let refresher: (() => Promise<boolean>) | null = null;
let unsubscribeToken: (() => void) | null = null;

function connectIfPossible(): void {
  if (!socket || !wanted || !tokenHolder.get()) return;
  if (socket.connected || socket.active) return;
  socket.connect();
}

function create(): RealtimeSocket {
  const created: RealtimeSocket = io({
    path: SOCKET_PATH,
    ...REALTIME_TRANSPORTS,
    autoConnect: false,
    auth: (cb) => cb({ token: tokenHolder.get() }),
  });

  created.on('connect', () => {
    authFailures = 0;
    unavailableFailures = 0;
  });

  created.on('connect_error', (error) => {
    // Middleware rejections are final for socket.io (no automatic retry). The server could not
    // check the token (database down): the token is not at fault, so only wait and try again.
    if (error.message === SOCKET_UNAVAILABLE && !created.active) {
      const delay = Math.min(unavailableRetry.firstMs * 2 ** unavailableFailures, unavailableRetry.maxMs);
      unavailableFailures += 1;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connectIfPossible();
      }, delay);
      return;
    }
    // A rejected token: renew it first.
    if (error.message !== SOCKET_UNAUTHENTICATED || created.active) return;
    authFailures += 1;
    if (authFailures > MAX_AUTH_RETRIES || !refresher) return;
    const before = tokenHolder.get();
    void refresher().then((ok) => {
      // A new token reconnects through the token listener; the same one means try once more.
      if (ok && tokenHolder.get() === before) connectIfPossible();
    });
  });

  created.on('disconnect', (reason) => {
    // The server closed it: its token expired (`session:expired` came first) or its session ended
    // (sign-out, password reset, suspension). socket.io does not reconnect after that by itself.
    // Connecting again with a dead token is refused (UNAUTHENTICATED), and the renewal above
    // either brings a fresh token or, for an ended session, signs the tab out.
    if (reason === 'io server disconnect') connectIfPossible();
  });

  unsubscribeToken = tokenHolder.subscribe((token) => {
    if (!token) {
      created.disconnect();
      return;
    }
    authFailures = 0;
    connectIfPossible();
  });

  return created;
}

/** The shared socket (created on first use, not necessarily connected). */
export function getRealtimeSocket(): RealtimeSocket {
  socket ??= create();
  return socket;
}

/**
 * Connects the shared socket (if there is a token) and keeps it connected across token
 * refreshes. `onUnauthenticated` renews the access token and resolves whether it worked.
 */
export function startRealtime(onUnauthenticated: () => Promise<boolean>): RealtimeSocket {
  refresher = onUnauthenticated;
  wanted = true;
  const current = getRealtimeSocket();
  connectIfPossible();
  return current;
}

/** Disconnects (sign-out, or nobody needs it any more). */
export function stopRealtime(): void {
  wanted = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  unavailableFailures = 0;
  socket?.disconnect();
}

/** Test hook / full teardown: drops the socket and its token listener. */
export function disposeRealtime(): void {
  stopRealtime();
  unsubscribeToken?.();
  unsubscribeToken = null;
  socket?.removeAllListeners();
  socket = null;
}
