// Socket.IO side of the load test: one connection per signed-in client and company, and the
// bookkeeping that proves every message accepted by POST /api/messages reached its recipient's
// socket exactly once (matched by the clientMessageId the sender chose).
import { randomUUID } from 'node:crypto';
import { ok } from './load-http.mjs';
import { summary } from './stats.mjs';

export class MessageTracker {
  constructor() {
    /** clientMessageId → { sentAt, receiverId, status, received: number[], echoes: number } */
    this.sent = new Map();
    this.stray = 0;
    this.sockets = [];
    this.disconnects = 0;
    this.connectErrors = [];
    /** `typing` emitted, relayed to the recipient's socket, and WS `exception` events received. */
    this.typing = { sent: 0, received: 0 };
    this.exceptions = [];
  }

  /**
   * Opens `user`'s socket (websocket only, `auth: { token }`, no reconnection: a drop must show)
   * and resolves once it is connected; null when it could not connect.
   */
  async connect(io, base, user) {
    const socket = io(base, {
      path: '/socket.io',
      auth: { token: user.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 30_000,
    });
    this.sockets.push(socket);
    socket.on('message:new', (message) => this.onMessage(user, message));
    socket.on('typing', () => this.typing.received++);
    socket.on('exception', (error) => this.exceptions.push(JSON.stringify(error).slice(0, 200)));
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    } catch (error) {
      this.connectErrors.push(error.message);
      return null;
    }
    socket.on('disconnect', (reason) => {
      if (!this.closing) {
        this.disconnects++;
        console.log(`Socket de ${user.email} desconectado: ${reason}`);
      }
    });
    return socket;
  }

  onMessage(user, message) {
    const at = performance.now();
    const record = this.sent.get(message.clientMessageId);
    if (!record) {
      // Sent before tracking (none in this test) or by someone else: should not happen.
      this.stray++;
      return;
    }
    if (message.receiverId === user.id && record.receiverId === user.id) record.received.push(at);
    else if (message.senderId === user.id) record.echoes++;
    else this.stray++;
  }

  /** The indicator the site sends while its user writes (relayed to the recipient, not tracked per event). */
  typingTo(sender, toUserId, requestId) {
    if (!sender.socket?.connected) return;
    sender.socket.emit('typing', { toUserId, requestId: requestId ?? null });
    this.typing.sent++;
  }

  /** POST /api/messages from `sender` (a simulated user with a token), tracked by a fresh clientMessageId. */
  async send(http, sender, { receiverId, companyId, receiverUserId, requestId, content }) {
    const clientMessageId = randomUUID();
    const record = { sentAt: performance.now(), receiverId: receiverUserId ?? receiverId, status: undefined, received: [], echoes: 0 };
    this.sent.set(clientMessageId, record);
    const body = {
      content,
      clientMessageId,
      ...(receiverId ? { receiverId } : {}),
      ...(companyId ? { companyId } : {}),
      ...(requestId ? { requestId } : {}),
    };
    const res = await http.call('POST /api/messages', 'POST', '/api/messages', { body, token: sender.token });
    record.status = res.status;
    if (!ok(res)) this.sent.delete(clientMessageId); // refused: nothing to deliver (the route table shows it)
    return res;
  }

  /** Accepted messages still without a delivery. */
  pending() {
    let n = 0;
    for (const r of this.sent.values()) if (r.status !== undefined && r.received.length === 0) n++;
    return n;
  }

  close() {
    this.closing = true;
    for (const socket of this.sockets) socket.close();
  }

  /** sent (accepted), delivered, lost, duplicated, echoes and the delivery latency summary. */
  results() {
    const accepted = [...this.sent.values()].filter((r) => r.status !== undefined);
    const latencies = accepted.filter((r) => r.received.length > 0).map((r) => r.received[0] - r.sentAt);
    return {
      sent: accepted.length,
      unanswered: this.sent.size - accepted.length,
      delivered: accepted.filter((r) => r.received.length > 0).length,
      lost: accepted.filter((r) => r.received.length === 0).length,
      duplicated: accepted.filter((r) => r.received.length > 1).length,
      echoes: accepted.filter((r) => r.echoes > 0).length,
      stray: this.stray,
      disconnects: this.disconnects,
      typing: this.typing,
      exceptions: this.exceptions,
      connectErrors: this.connectErrors,
      latency: summary(latencies),
    };
  }
}
