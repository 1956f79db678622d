/**
 * How the site's Socket.IO client connects (site/src/api/socket.ts; the fault test
 * test/faults/two-api-processes.spec.ts connects through nginx with the same options): websocket
 * first (one request, no sticky session needed behind a proxy), long-polling only where
 * websockets are blocked (`tryAllTransports`: without it the client never leaves the first
 * transport). deploy/nginx.conf keeps a client on one API process for that fallback
 * (docs/decisions.md «Dos procesos de API detrás de nginx»). No imports: the tests load it too.
 */
export const REALTIME_TRANSPORTS = { transports: ['websocket', 'polling'], tryAllTransports: true };
