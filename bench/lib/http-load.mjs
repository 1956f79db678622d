// autocannon runs for bench/http-lists.mjs: one endpoint against one server, with the request
// (path and bearer token) rotating over a list so the load is not one cached row; plus the
// server's CPU time and SQL statements per request (/proc, and bench/lib/query-counter.mjs
// preloaded into both servers).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuSecondsOf, machine } from './proc-stats.mjs';
import { sleep } from './stats.mjs';

/**
 * `{ path, token? }[]` → autocannon's `requests` option: every request takes the next spec in turn
 * (one counter for all connections).
 */
function rotating(specs) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const spec = specs[next++ % specs.length];
        return { ...req, path: spec.path, headers: spec.token ? { ...req.headers, authorization: `Bearer ${spec.token}` } : req.headers };
      },
    },
  ];
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The statements `child` (started with bench/lib/query-counter.mjs and an IPC channel) sent so far. */
function queryCount(child, timeoutMs = 5000) {
  const id = randomUUID();
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.type !== 'query-count' || message.id !== id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.count);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(NaN);
    }, timeoutMs);
    child.on('message', onMessage);
    child.send({ type: 'query-count', id });
  });
}

/**
 * Warm-up of `warmup` s (not measured), then `duration` s with `connections` connections against
 * `base`. Returns rps, latency p50/p99 (ms), non-2xx/errors/timeouts, CPU ms and SQL statements
 * per request of the server's process `child`, and the load average at the end.
 */
export async function measure({ base, specs, connections, duration, warmup, child }) {
  const common = { url: base, connections, requests: rotating(specs), timeout: 10 };
  if (warmup > 0) await run({ ...common, duration: warmup });
  await sleep(500);
  const cpuBefore = cpuSecondsOf(child.pid);
  const queriesBefore = await queryCount(child);
  const r = await run({ ...common, duration });
  const cpu = cpuSecondsOf(child.pid) - cpuBefore;
  const statements = (await queryCount(child)) - queriesBefore;
  const total = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    cpuMsPerRequest: total ? (1000 * cpu) / total : NaN,
    statementsPerRequest: total ? statements / total : NaN,
    load: machine().load,
  };
}
