import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { AccessTokenService, type AccessClaims } from '../common/auth/access-token.service.js';
import { AuthUsersService } from '../common/auth/auth-users.service.js';
import { isServiceUnavailableError } from '../common/errors/service-unavailable.js';
import { UserStatus } from '../database/enums.js';
import { sessionRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketData } from './realtime.events.js';
import { RealtimeService, type RealtimeServer } from './realtime.service.js';

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The `connect_error` message a client gets without a valid token (or with a suspended account). */
export const SOCKET_UNAUTHENTICATED = 'UNAUTHENTICATED';
/** The `connect_error` message while the database is unreachable: the token may be fine, try again later. */
export const SOCKET_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/**
 * The one Socket.IO gateway (path `/socket.io`, see RealtimeIoAdapter). On connect it verifies
 * `handshake.auth.token` as the HTTP AuthGuard does (signature and expiry, then the account
 * re-read: it must exist and be active) and also that the token's session has not ended; it joins
 * the socket to `user:<id>` and `session:<sid>`. A bad token gets a `connect_error`
 * ("UNAUTHENTICATED") and no connection. A connection lives no longer than its token: at the
 * token's expiry the socket gets `session:expired` and is closed (the client refreshes and
 * connects again); sign-outs and resets close it earlier, by room (RealtimeService).
 * Client events go to RealtimeService.dispatch; no business logic lives here.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: RealtimeServer;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly users: AuthUsersService,
    private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: RealtimeServer): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        (claims) => {
          if (!claims) return next(new Error(SOCKET_UNAUTHENTICATED));
          socket.data.userId = claims.userId;
          socket.data.sessionId = claims.sessionId;
          socket.data.tokenExpiresAt = claims.expiresAt;
          void socket.join(claims.sessionId ? [userRoom(claims.userId), sessionRoom(claims.sessionId)] : [userRoom(claims.userId)]);
          next();
        },
        (error: Error) => {
          this.logger.warn(`Conexión de socket rechazada: ${error.message}`);
          next(new Error(isServiceUnavailableError(error) ? SOCKET_UNAVAILABLE : SOCKET_UNAUTHENTICATED));
        },
      );
    });
    this.realtime.attach(server);
  }

  /** Closes the socket when its token expires (sign-outs and resets close it earlier, by room). */
  handleConnection(socket: RealtimeSocket): void {
    const expiresAt = socket.data.tokenExpiresAt;
    if (expiresAt === undefined) return;
    const timer = setTimeout(
      () => {
        socket.emit('session:expired');
        socket.disconnect(true);
      },
      Math.max(0, expiresAt - Date.now()),
    );
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  onModuleDestroy(): void {
    this.realtime.attach(undefined);
  }

  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<void> {
    const userId = socket.data.userId;
    if (userId) await this.realtime.dispatch('typing', userId, body);
  }

  private async authenticate(socket: RealtimeSocket): Promise<AccessClaims | undefined> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return undefined;
    const claims = await this.tokens.verifyClaims(token);
    const record = claims ? await this.users.findById(claims.userId) : undefined;
    if (!claims || !record || record.status !== UserStatus.Active) return undefined;
    // A still unexpired token of an ended session (signed out, password reset) opens nothing.
    if (claims.sessionId && !(await this.users.sessionAlive(claims.userId, claims.sessionId))) return undefined;
    return claims;
  }
}
