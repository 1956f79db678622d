// Plumbing of bench/alerts-fanout.mjs around the running app: publishing a request through the
// API, watching the app's BullMQ queues (alerts, mail) under its QUEUE_PREFIX, waiting until its
// worker has nothing left to do, and sampling its RSS.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { memoryOf } from './proc-stats.mjs';
import { percentile, sleep } from './stats.mjs';

/** The day `days` from today in Madrid (YYYY-MM-DD), as test/factories/request-factories.ts makes it. */
export function madridDay(days = 0) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A structured move Madrid → Valencia (test/factories/request-factories.ts moveRequestBody), numbered. */
export const moveBody = (n) => ({
  title: `Mudanza de piso de Madrid a Valencia ${n}`,
  description: 'Piso de 3 habitaciones, sin muebles de diseño.',
  services: ['Mudanzas de viviendas'],
  category: 'mudanzas',
  origin: { city: 'Madrid', province: 'Madrid', postalCode: '28004' },
  destination: { city: 'Valencia', province: 'Valencia' },
  date: madridDay(20),
  dateFlexibility: 'week',
  details: { propertyType: 'piso', rooms: 3, originFloor: 2, originLift: false, destinationFloor: 0, destinationLift: true, packing: true },
});

/** POST /api/requests as `token`; answers `{ ms, id, at }` (`at`: Date.now() of the answer). Throws on anything but 201. */
export async function publish(base, token, body) {
  const started = performance.now();
  const res = await fetch(`${base}/api/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/requests: ${res.status} ${text.slice(0, 300)}`);
  return { ms, id: JSON.parse(text).id, at: Date.now() };
}

/** p50/p95/p99/max (ms) and n of `values`. */
export function latency(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) };
}

/** The app's `alerts` and `mail` queues (BullMQ, Redis) under its prefix. */
export class AppQueues {
  static async open(redisUrl, prefix) {
    const { Queue } = await import('bullmq');
    const connection = { url: redisUrl };
    return new AppQueues(new Queue('alerts', { connection, prefix }), new Queue('mail', { connection, prefix }));
  }

  constructor(alerts, mail) {
    this.alerts = alerts;
    this.mail = mail;
  }

  /**
   * Jobs waiting or running in both queues. Delayed ones are left out: the job schedulers (digest
   * at 8:00, mail re-drive) always keep their next run there; a mail waiting for a retry still
   * shows as unsent in mail_log.
   */
  async pending() {
    const states = ['waiting', 'active', 'prioritized', 'waiting-children'];
    const [a, m] = await Promise.all([this.alerts.getJobCounts(...states), this.mail.getJobCounts(...states)]);
    const sum = (counts) => Object.values(counts).reduce((x, y) => x + y, 0);
    return { alerts: sum(a), mail: sum(m), failedMail: (await this.mail.getJobCounts('failed')).failed };
  }

  /** The fan-out job of a request: when it was added, started and finished (ms since epoch, the app's clock). */
  async fanOutJob(requestId) {
    const job = await this.alerts.getJob(`alerts-fan-out-${requestId}`);
    return job ? { added: job.timestamp, started: job.processedOn, finished: job.finishedOn, result: job.returnvalue } : undefined;
  }

  close() {
    return Promise.all([this.alerts.close(), this.mail.close()]);
  }
}

/**
 * Waits until the app's worker is idle: both queues empty and no unsent mail in mail_log (the
 * partial index ix_mail_log_unsent_created_at). Prints progress every 15 s; answers the ms waited.
 */
export async function waitIdle(ds, queues, label, timeoutMs = 3 * 3600_000) {
  const started = performance.now();
  let lastPrint = started;
  for (;;) {
    const [{ unsent }] = await ds.query(`SELECT count(*)::int AS unsent FROM mail_log WHERE status <> 'sent'`);
    const pending = await queues.pending();
    if (pending.alerts === 0 && pending.mail === 0 && unsent === 0) return performance.now() - started;
    if (pending.mail === 0 && pending.alerts === 0 && unsent > 0 && pending.failedMail > 0)
      throw new Error(`${label}: ${unsent} correos sin enviar y ${pending.failedMail} trabajos de correo fallidos`);
    if (performance.now() - started > timeoutMs) throw new Error(`${label}: el worker no terminó en ${timeoutMs / 1000} s`);
    if (performance.now() - lastPrint > 15_000) {
      lastPrint = performance.now();
      console.log(
        `  ${label}: esperando al worker (${((lastPrint - started) / 1000).toFixed(0)} s): alertas ${pending.alerts}, correos en cola ${pending.mail}, sin enviar ${unsent}`,
      );
    }
    await sleep(250);
  }
}

/** Polls `check()` every `everyMs` until it answers true; answers Date.now() at that moment. */
export async function until(check, { everyMs = 20, timeoutMs = 600_000, label = 'condición' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline) throw new Error(`${label}: no se cumplió en ${timeoutMs / 1000} s`);
    await sleep(everyMs);
  }
}

/** Samples the RSS (kB) of `pid` every 250 ms until stop(); answers the peak. */
export function rssSampler(pid) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => {
    const { rss } = memoryOf(pid);
    if (rss > peak) peak = rss;
  }, 250);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The .eml files the app's file transport wrote in `mailDir`; deletes them (they add up to GBs over a run). */
export function sweepMailFiles(mailDir) {
  let files;
  try {
    files = readdirSync(mailDir);
  } catch {
    return 0; // nothing mailed yet
  }
  for (const file of files) rmSync(path.join(mailDir, file), { force: true });
  return files.length;
}
