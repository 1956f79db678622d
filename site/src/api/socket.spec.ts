import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH, SOCKET_UNAUTHENTICATED, SOCKET_UNAVAILABLE } from '../features/messages/realtime.events';
import { tokenHolder } from './http';
import { disposeRealtime, startRealtime, unavailableRetry } from './socket';

/**
 * The site's socket against a real Socket.IO server that behaves like the API's gateway: it
 * accepts only live tokens and closes a connection when its token expires or its session ends.
 */
describe('the shared socket when the server closes it', () => {
  let http: HttpServer;
  let server: Server;
  const liveTokens = new Set<string>();
  /** Handshakes the fake server still refuses as SERVICE_UNAVAILABLE (its database is down). */
  let unavailableHandshakes = 0;
  const connections: Array<{ socket: Socket; token: string }> = [];

  beforeAll(async () => {
    http = createServer();
    server = new Server(http, { path: SOCKET_PATH });
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: string }).token ?? '';
      if (unavailableHandshakes > 0) {
        unavailableHandshakes -= 1;
        return next(new Error(SOCKET_UNAVAILABLE));
      }
      next(liveTokens.has(token) ? undefined : new Error(SOCKET_UNAUTHENTICATED));
    });
    server.on('connection', (socket) => connections.push({ socket, token: (socket.handshake.auth as { token: string }).token }));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    // The site connects to its own origin.
    Object.assign(globalThis, { location: { protocol: 'http:', host: `127.0.0.1:${port}`, hostname: '127.0.0.1', port: String(port) } });
  });
  afterEach(() => {
    disposeRealtime();
    tokenHolder.clear();
    liveTokens.clear();
    unavailableHandshakes = 0;
    connections.length = 0;
  });
  afterAll(async () => {
    await server.close(); // resolves once the HTTP server is closed too
  });

  const waitFor = async (condition: () => boolean, timeoutMs = 4000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timeout');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('server unavailable (its database is down): the tab keeps its token and connects once the server is back', async () => {
    const firstMs = unavailableRetry.firstMs;
    unavailableRetry.firstMs = 50;
    try {
      liveTokens.add('token-1');
      tokenHolder.set('token-1');
      unavailableHandshakes = 3;
      let refreshes = 0;
      const socket = startRealtime(async () => {
        refreshes += 1;
        return false;
      });
      // 50 + 100 + 200 ms of pauses, then the fourth handshake goes through.
      await waitFor(() => socket.connected && connections.length === 1);
      expect(unavailableHandshakes).toBe(0);
      expect(refreshes).toBe(0);
      expect(connections[0].token).toBe('token-1');
    } finally {
      unavailableRetry.firstMs = firstMs;
    }
  });

  it('token expired: the tab refreshes it and reconnects, and keeps receiving', async () => {
    liveTokens.add('token-1');
    tokenHolder.set('token-1');
    let refreshes = 0;
    const socket = startRealtime(async () => {
      refreshes += 1;
      liveTokens.add('token-2');
      tokenHolder.set('token-2');
      return true;
    });
    await waitFor(() => socket.connected && connections.length === 1);

    // What the gateway does when the token expires.
    liveTokens.delete('token-1');
    connections[0].socket.emit('session:expired');
    connections[0].socket.disconnect(true);

    await waitFor(() => connections.length === 2 && socket.connected);
    expect(connections[1].token).toBe('token-2');
    expect(refreshes).toBe(1);
    const received = new Promise((resolve) => socket.once('notification', resolve));
    connections[1].socket.emit('notification', { type: 'proposal-received', title: 't', body: 'b', link: '/', createdAt: '' });
    await expect(received).resolves.toMatchObject({ title: 't' });
  });

  it('session ended (the refresh fails): the tab stays disconnected until a new sign-in', async () => {
    liveTokens.add('token-1');
    tokenHolder.set('token-1');
    let refreshes = 0;
    const socket = startRealtime(async () => {
      refreshes += 1;
      tokenHolder.clear(); // what a 401 on /auth/refresh does (endSession)
      return false;
    });
    await waitFor(() => socket.connected);

    // A sign-out or password reset elsewhere.
    liveTokens.delete('token-1');
    connections[0].socket.disconnect(true);

    await waitFor(() => refreshes === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.connected).toBe(false);
    expect(connections).toHaveLength(1);

    // Signing in again connects it.
    liveTokens.add('token-3');
    tokenHolder.set('token-3');
    await waitFor(() => socket.connected);
    expect(connections[1].token).toBe('token-3');
  });
});
