import { Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';
import {
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  type SocketData,
} from './realtime.events.js';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type ClientEventName = keyof ClientToServerEvents;
type ClientEventHandler<E extends ClientEventName> = (
  userId: string,
  payload: Parameters<ClientToServerEvents[E]>[0],
) => Promise<void> | void;

/**
 * What services call to reach users' sockets (each user's sockets sit in room `user:<id>`; with
 * REDIS_URL the Redis adapter carries emits to the sockets of every API process). Client events
 * are handed to whichever service registered for them (`onClientEvent`), so the gateway keeps no
 * business logic and modules need not import each other. Without a server (worker process,
 * before start-up) emits are no-ops: REST stays the source of truth.
 */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);
  private server?: RealtimeServer;
  private readonly handlers = new Map<ClientEventName, ClientEventHandler<ClientEventName>>();

  /** Called by the gateway once the Socket.IO server exists. */
  attach(server: RealtimeServer | undefined): void {
    this.server = server;
  }

  /** Emits `event` to every socket of these users (each user once, even if listed twice). */
  emitToUsers<E extends ServerEventName>(userIds: readonly string[], event: E, payload: ServerEventPayload<E>): void {
    if (!this.server || userIds.length === 0) return;
    try {
      const rooms = [...new Set(userIds)].map(userRoom);
      (this.server.to(rooms).emit as (event: string, payload: unknown) => boolean)(event, payload);
    } catch (error) {
      this.logger.warn(`No se pudo emitir ${event}: ${(error as Error).message}`);
    }
  }

  emitToUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emitToUsers([userId], event, payload);
  }

  /**
   * Whether the user has a connected socket on any API process (`fetchSockets` asks the other
   * processes through the Redis adapter). On error, answers false: the caller then sends the
   * (rate-limited) e-mail rather than nothing.
   */
  async isOnline(userId: string): Promise<boolean> {
    if (!this.server) return false;
    try {
      return (await this.server.in(userRoom(userId)).fetchSockets()).length > 0;
    } catch (error) {
      this.logger.warn(`No se pudo saber si el usuario está conectado: ${(error as Error).message}`);
      return false;
    }
  }

  /**
   * Closes every socket of the user on every API process (a suspension, a password reset): the
   * connection was authorised when it opened, so it would otherwise keep relaying until it reconnects.
   */
  disconnectUser(userId: string): void {
    this.disconnectRoom(userRoom(userId));
  }

  /** Closes the sockets of one session (its sign-out) on every API process. */
  disconnectSession(sessionId: string): void {
    this.disconnectRoom(sessionRoom(sessionId));
  }

  private disconnectRoom(room: string): void {
    if (!this.server) return;
    try {
      this.server.in(room).disconnectSockets(true);
    } catch (error) {
      this.logger.warn(`No se pudieron cerrar las conexiones de ${room}: ${(error as Error).message}`);
    }
  }

  /** A service takes a client → server event (one handler per event). */
  onClientEvent<E extends ClientEventName>(event: E, handler: ClientEventHandler<E>): void {
    this.handlers.set(event, handler);
  }

  /** The gateway passes each client event here, with the socket's authenticated user id. */
  async dispatch<E extends ClientEventName>(event: E, userId: string, payload: unknown): Promise<void> {
    const handler = this.handlers.get(event);
    if (!handler) return;
    try {
      await handler(userId, payload as Parameters<ClientToServerEvents[E]>[0]);
    } catch (error) {
      this.logger.warn(`Evento ${event} descartado: ${(error as Error).message}`);
    }
  }
}
