import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '../../backend/src/realtime/realtime.events.js';
import type { TestApp } from './test-app.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents> & {
  /** Every event received so far, in order (name, payload). */
  received: Array<{ event: string; payload: unknown }>;
};

/** Client options on top of the defaults; `localAddress` picks the source address (websocket). */
export type SocketClientOptions = Partial<ManagerOptions & SocketOptions> & { localAddress?: string };

/** Opens a Socket.IO connection to the app (websocket only, no reconnection) and waits for `connect`. */
export function connectSocket(
  t: TestApp | string,
  token: string | undefined,
  { timeoutMs = 5000, options = {} }: { timeoutMs?: number; options?: SocketClientOptions } = {},
): Promise<TestSocket> {
  const url = typeof t === 'string' ? t : t.url;
  const socket = io(url, {
    path: '/socket.io',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  }) as TestSocket;
  socket.received = [];
  socket.onAny((event: string, payload: unknown) => socket.received.push({ event, payload }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('socket: no connect'));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('connect_error', (error: Error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
  });
}

/** An event named `event` carries that event's payload: the server's Socket.IO contract (ServerToClientEvents) says so. */
const isEvent = <E extends ServerEventName>(event: E, name: string, _payload: unknown): _payload is ServerEventPayload<E> => name === event;

/** Resolves with the first `event` whose payload satisfies `match` (already received ones count). */
export function nextEvent<E extends ServerEventName>(
  socket: TestSocket,
  event: E,
  match: (payload: ServerEventPayload<E>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<ServerEventPayload<E>> {
  for (const { event: name, payload } of socket.received) {
    if (isEvent(event, name, payload) && match(payload)) return Promise.resolve(payload);
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.offAny(listener);
      reject(new Error(`socket: no ${event} in ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (name: string, payload: unknown) => {
      if (!isEvent(event, name, payload) || !match(payload)) return;
      clearTimeout(timer);
      socket.offAny(listener);
      resolve(payload);
    };
    socket.onAny(listener);
  });
}

export const eventsOf = <E extends ServerEventName>(socket: TestSocket, event: E): ServerEventPayload<E>[] =>
  socket.received.flatMap(({ event: name, payload }) => (isEvent(event, name, payload) ? [payload] : []));

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Closes sockets, ignoring the already closed. */
export function closeAll(...sockets: Array<TestSocket | undefined>): void {
  for (const socket of sockets) socket?.close();
}
