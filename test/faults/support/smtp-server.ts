import { SMTPServer } from 'smtp-server';
import { freePort } from '../../helpers/server-process.js';

/** One message the server accepted. */
export interface AcceptedMail {
  to: string[];
  messageId: string | null;
  subject: string | null;
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on a spare port, that a fault test switches
 * between refusing and accepting: `refuse()` answers 421 on connect (a server that is down for
 * maintenance), `refuseRecipient()` 450 for one address; everything accepted is kept in `accepted`.
 */
export interface SmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  accepted: AcceptedMail[];
  /** Connection attempts refused so far. */
  refusals: number;
  refuse(): void;
  accept(): void;
  refuseRecipient(address: string): void;
  acceptRecipient(address: string): void;
  /** Messages accepted for one address. */
  mailsTo(address: string): AcceptedMail[];
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<SmtpServer> {
  const port = await freePort();
  let refusing = false;
  const refusedRecipients = new Set<string>();
  const state: Pick<SmtpServer, 'accepted' | 'refusals'> = { accepted: [], refusals: 0 };

  const transient = (message: string) => Object.assign(new Error(message), { responseCode: 421 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      state.refusals += 1;
      callback(transient('Servicio no disponible temporalmente'));
    },
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) return callback();
      state.refusals += 1;
      callback(Object.assign(new Error('Buzón no disponible temporalmente'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => new RegExp(`^${name}: *(.+)$`, 'mi').exec(raw)?.[1]?.trim() ?? null;
        state.accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header('Message-ID'),
          subject: header('Subject'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);

  return {
    url: `smtp://127.0.0.1:${port}`,
    get accepted() {
      return state.accepted;
    },
    get refusals() {
      return state.refusals;
    },
    refuse: () => void (refusing = true),
    accept: () => void (refusing = false),
    refuseRecipient: (address) => void refusedRecipients.add(address.toLowerCase()),
    acceptRecipient: (address) => void refusedRecipients.delete(address.toLowerCase()),
    mailsTo: (address) => state.accepted.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
