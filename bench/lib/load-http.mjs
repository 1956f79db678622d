// The load test's HTTP client: every request is timed and counted under its normalized route
// (`GET /api/companies/:id`), which the caller names, so the report needs no URL parsing.
import { summary } from './stats.mjs';

/** A request that takes longer than this counts as an error ('timeout'). */
const TIMEOUT_MS = 30_000;

export class LoadHttp {
  constructor(base) {
    this.base = base;
    /** route → { times: number[], statuses: Map<status, count> } */
    this.routes = new Map();
    /** Recording stops at the end of the run (the drain must not count). */
    this.recording = false;
    /** Every recorded request: the second of the run it started in and its latency (for the timeline). */
    this.requests = [];
    this.started = performance.now();
  }

  /**
   * `method path` of the app with an optional JSON body and bearer token; `route` is the name it is
   * counted under. Answers `{ status, body, ms }`; network errors and timeouts give status 'error'
   * or 'timeout' (never thrown), so a simulated user keeps going.
   */
  async call(route, method, path, { body, token, html = false } = {}) {
    const headers = { accept: html ? 'text/html' : 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    let status;
    let parsed;
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      status = res.status;
      if (!html && text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
    } catch (error) {
      status = error.name === 'TimeoutError' ? 'timeout' : 'error';
      parsed = error.cause?.code ?? error.message;
    }
    const ms = performance.now() - started;
    if (this.recording) {
      this.record(route, status, ms);
      this.requests.push({ second: (started - this.started) / 1000, ms });
    }
    return { status, body: parsed, ms };
  }

  record(route, status, ms) {
    let entry = this.routes.get(route);
    if (!entry) this.routes.set(route, (entry = { times: [], statuses: new Map() }));
    entry.times.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  /** One row per route, most requested first: n, errors by status (anything not 2xx/3xx), latency summary. */
  table() {
    return [...this.routes.entries()]
      .map(([route, { times, statuses }]) => {
        const errors = [...statuses.entries()]
          .filter(([s]) => !(typeof s === 'number' && s < 400))
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
        return {
          route,
          ...summary(times),
          errors,
          fiveXx: errors.filter(([s]) => typeof s === 'number' && s >= 500).reduce((a, [, n]) => a + n, 0),
        };
      })
      .sort((a, b) => b.n - a.n || a.route.localeCompare(b.route));
  }
}

/** 2xx (and 3xx, for the HTML redirects) is success. */
export const ok = (res) => typeof res.status === 'number' && res.status < 400;
