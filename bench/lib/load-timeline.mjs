// Per-window view of a load test run, to tell a slow app from a busy machine: every second it
// samples the API's CPU time and run-queue wait, the machine's PSI cpu stall and what the app's
// PostgreSQL connections are doing; the report groups those and the requests (by the second they
// started) into windows of `windowS` seconds.
import { cpuSecondsOf, machine, schedstatOf } from './proc-stats.mjs';
import { f1, summary } from './stats.mjs';

export class Timeline {
  constructor({ ds, apiPid, started }) {
    this.ds = ds;
    this.apiPid = apiPid;
    this.started = started;
    this.samples = [];
    this.previous = this.read();
    this.timer = setInterval(() => void this.sample(), 1000);
  }

  read() {
    return { at: performance.now(), cpu: cpuSecondsOf(this.apiPid), sched: schedstatOf(this.apiPid), machine: machine() };
  }

  async sample() {
    const now = this.read();
    const prev = this.previous;
    this.previous = now;
    const ms = now.at - prev.at;
    let pgActive = NaN;
    let pgWaiting = NaN;
    try {
      const [row] = await this.ds.query(
        `SELECT count(*)::int AS active, count(*) FILTER (WHERE wait_event_type IN ('Lock', 'LWLock', 'IO'))::int AS waiting
           FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'rutalia' AND state <> 'idle' AND pid <> pg_backend_pid()`,
      );
      pgActive = row.active;
      pgWaiting = row.waiting;
    } catch {
      // the database is going away at the end
    }
    this.samples.push({
      second: (prev.at - this.started) / 1000,
      apiCpu: (100 * (now.cpu - prev.cpu)) / (ms / 1000),
      apiWait: (100 * (now.sched.wait - prev.sched.wait)) / (ms * 1e6),
      psiCpu: (100 * (now.machine.cpuStall - prev.machine.cpuStall)) / (ms * 1000),
      pgActive,
      pgWaiting,
    });
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Rows of `windowS` seconds: requests started in it (n, p50, p99, max) and the samples' means. */
  windows(requests, windowS, seconds) {
    const rows = [];
    for (let from = 0; from < seconds; from += windowS) {
      const to = Math.min(from + windowS, seconds);
      const times = requests.filter((r) => r.second >= from && r.second < to).map((r) => r.ms);
      const samples = this.samples.filter((s) => s.second >= from && s.second < to);
      if (times.length === 0 && samples.length === 0) continue;
      const mean = (key) => samples.reduce((a, s) => a + s[key], 0) / samples.length;
      rows.push({
        from,
        to,
        ...summary(times),
        apiCpu: mean('apiCpu'),
        apiWait: mean('apiWait'),
        psiCpu: mean('psiCpu'),
        pgActive: mean('pgActive'),
        pgWaiting: mean('pgWaiting'),
      });
    }
    return rows;
  }
}

/** Markdown table of Timeline.windows(). */
export function timelineTable(rows) {
  const lines = [
    '| segundos | peticiones | p50 ms | p99 ms | máx ms | CPU de la API | API esperando CPU | PSI cpu | conexiones PG activas (esperando E/S o bloqueo) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.from}-${r.to} | ${r.n} | ${f1(r.p50)} | ${f1(r.p99)} | ${f1(r.max)} | ${f1(r.apiCpu)} % | ${f1(r.apiWait)} % | ${f1(r.psiCpu)} % | ${f1(r.pgActive)} (${f1(r.pgWaiting)}) |`,
    );
  }
  return lines.join('\n');
}
