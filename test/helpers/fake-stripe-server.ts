import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe SDK sent: its form body flattened as Stripe encodes it (`metadata[invoiceId]`, `line_items[0][quantity]`…). */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** What a path answers instead of the default: a status and a JSON body. */
export interface FakeStripeAnswer {
  status: number;
  body: unknown;
}

type AnswerFn = (form: Record<string, string>) => FakeStripeAnswer | Promise<FakeStripeAnswer>;

export interface FakeStripeServer {
  /** The API address to put in STRIPE_API_URL (`config.payments.stripeApiUrl`). */
  url: string;
  requests: RecordedStripeRequest[];
  /** The requests to one path (e.g. `/v1/checkout/sessions`). */
  to(path: string): RecordedStripeRequest[];
  /** Answers every later request to `path` with this (until `reset`); a function may take its time (e.g. send a webhook first). */
  answer(path: string, answer: FakeStripeAnswer | AnswerFn): void;
  reset(): void;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(counter++).toString(36)}`;

/** The default answers: what Stripe answers to each call the app makes, with the URLs the test can recognise. */
function defaultAnswer(path: string, form: Record<string, string>): FakeStripeAnswer {
  if (path === '/v1/customers') return { status: 200, body: { id: nextId('cus'), object: 'customer', email: form.email ?? null } };
  if (path === '/v1/checkout/sessions') {
    const id = nextId('cs');
    return { status: 200, body: { id, object: 'checkout.session', mode: form.mode, url: `https://checkout.stripe.test/c/pay/${id}` } };
  }
  if (path === '/v1/billing_portal/sessions') {
    const id = nextId('bps');
    return { status: 200, body: { id, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${id}` } };
  }
  if (path === '/v1/payment_intents') {
    const amount = Number(form.amount);
    return {
      status: 200,
      body: {
        id: nextId('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        amount,
        amount_received: amount,
        currency: form.currency,
        customer: form.customer,
        payment_method: form.payment_method,
        latest_charge: nextId('ch'),
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice(9, -1), value]),
        ),
        last_payment_error: null,
      },
    };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path})` } } };
}

/**
 * A tiny stand-in for api.stripe.com started by a test (the SDK is pointed at it through
 * STRIPE_API_URL): records every request (path, headers, form body) and answers like Stripe.
 */
export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: RecordedStripeRequest[] = [];
  const answers = new Map<string, FakeStripeAnswer | AnswerFn>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      const custom = answers.get(path);
      void Promise.resolve(custom ? (typeof custom === 'function' ? custom(form) : custom) : defaultAnswer(path, form)).then((answer) =>
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': nextId('req') }).end(JSON.stringify(answer.body)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    to: (path) => requests.filter((r) => r.path === path),
    answer: (path, answer) => void answers.set(path, answer),
    reset: () => {
      answers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
