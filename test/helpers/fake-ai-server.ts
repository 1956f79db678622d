import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next calls answer: a chat completion with this text, an HTTP error, or nothing at all. */
export type FakeAiBehaviour = { kind: 'content'; content: string } | { kind: 'status'; status: number; body?: string } | { kind: 'hang' };

export interface RecordedAiRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON, or the raw text when it was not JSON. */
  body: unknown;
}

export interface FakeAiServer {
  /** The chat completions endpoint to put in `AI_API_URL`. */
  url: string;
  requests: RecordedAiRequest[];
  answer(behaviour: FakeAiBehaviour): void;
  close(): Promise<void>;
}

/** A chat completion body as OpenAI-compatible providers send it. */
export const chatCompletion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model: 'fake',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/**
 * A tiny OpenAI-compatible chat completions endpoint started by a test: it records every request
 * (to assert model, temperature, max_tokens and the bearer key) and answers what the test chose.
 */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  let behaviour: FakeAiBehaviour = { kind: 'content', content: '[]' };
  const requests: RecordedAiRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as text
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (behaviour.kind === 'hang') return; // never answers; close() drops the socket
      if (behaviour.kind === 'status') {
        res
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(behaviour.body ?? '{"error":{"message":"upstream failure"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chatCompletion(behaviour.content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    requests,
    answer: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
