import path from 'node:path';
import type { ServerProcess } from '../../helpers/server-process.js';
import type { TestApp } from '../../helpers/test-app.js';

/**
 * A server process seen through the `TestApp` shape the factories take (`url` and `request`), so
 * fault tests build their data through the same HTTP factories as test/api.
 */
export function clientOf(server: Pick<ServerProcess, 'url' | 'dataDir'>): TestApp {
  const request: TestApp['request'] = (method, route, body, headers = {}) =>
    fetch(`${server.url}${route}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      // A request must never hang on a fault: an outage answers fast or the test fails.
      signal: AbortSignal.timeout(15_000),
    });
  return {
    url: server.url,
    request,
    // The process's worker writes its mails here (no SMTP_URL): the factories read sign-up links from them.
    ...(server.dataDir ? { config: { mailDir: path.join(server.dataDir, 'mail') } } : {}),
  } as unknown as TestApp;
}
