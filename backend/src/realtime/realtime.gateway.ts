import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer, type OnGatewayInit } from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { AccessTokenService } from '../common/auth/access-token.service.js';
import { AuthUsersService } from '../common/auth/auth-users.service.js';
import { UserStatus } from '../database/enums.js';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketData } from './realtime.events.js';
import { RealtimeService, type RealtimeServer } from './realtime.service.js';

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The `connect_error` message a client gets without a valid token (or with a suspended account). */
export const SOCKET_UNAUTHENTICATED = 'UNAUTHENTICATED';

/**
 * The one Socket.IO gateway (path `/socket.io`, see RealtimeIoAdapter). On connect it verifies
 * `handshake.auth.token` exactly as the HTTP AuthGuard does (signature and expiry, then the
 * account re-read: it must exist and be active) and joins the socket to `user:<id>`; a bad token
 * gets a `connect_error` ("UNAUTHENTICATED") and no connection. Client events go to
 * RealtimeService.dispatch; no business logic lives here.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
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
      this.authenticate(socket as RealtimeSocket).then(
        (userId) => {
          if (!userId) return next(new Error(SOCKET_UNAUTHENTICATED));
          socket.data.userId = userId;
          void socket.join(userRoom(userId));
          next();
        },
        (error: Error) => {
          this.logger.warn(`Conexión de socket rechazada: ${error.message}`);
          next(new Error(SOCKET_UNAUTHENTICATED));
        },
      );
    });
    this.realtime.attach(server);
  }

  onModuleDestroy(): void {
    this.realtime.attach(undefined);
  }

  @SubscribeMessage('typing')
  async typing(@ConnectedSocket() socket: RealtimeSocket, @MessageBody() body: unknown): Promise<void> {
    const userId = socket.data.userId;
    if (userId) await this.realtime.dispatch('typing', userId, body);
  }

  private async authenticate(socket: RealtimeSocket): Promise<string | undefined> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !token) return undefined;
    const userId = await this.tokens.verify(token);
    const record = userId ? await this.users.findById(userId) : undefined;
    return record && record.status === UserStatus.Active ? record.id : undefined;
  }
}
