// The compiled app as a child process for the bench scripts (`node backend/dist/main.js`, preloaded
// with bench/lib/loop-probe.mjs), a JSON fetch helper for its API and the socket.io-client loader.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSecondsOf, memoryOf } from './proc-stats.mjs';
import { sleep } from './stats.mjs';

/** socket.io-client from the test workspace of the monorepo at `root` (test/node_modules, else the root node_modules): its ESM build for Node. */
export async function loadSocketIoClient(root) {
  const require = createRequire(path.join(root, 'test', 'package.json'));
  const pkgFile = require.resolve('socket.io-client/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const entry = pkg.exports['.'].import.node;
  console.log(`socket.io-client ${pkg.version} (${path.relative(root, path.dirname(pkgFile))})`);
  return import(pathToFileURL(path.join(path.dirname(pkgFile), entry)).href);
}

/** A JSON request to the API at `base`: `{ status, body }` (body parsed as JSON when it is). */
export async function api(base, method, route, body, token) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/**
 * Environment of the app in every bench: production mode on the run's scratch database, data
 * folder, queue prefix and JWT secret, and the sign-up, sign-in and message limits raised so the
 * load generator (one IP) is not throttled; `extra` adds or overrides variables.
 */
export function benchAppEnv({ port, databaseUrl, dataDir, jwtSecret, queuePrefix, redisUrl }, extra = {}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ...(port ? { PORT: String(port) } : {}),
    DATABASE_URL: databaseUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    QUEUE_PREFIX: queuePrefix,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT_REGISTER_IP: '100000/1h',
    RATE_LIMIT_LOGIN_IP: '100000/1h',
    RATE_LIMIT_LOGIN_EMAIL: '100000/1h',
    RATE_LIMIT_MESSAGES: '100000/1m',
    // Diagnosis only, e.g. PGOPTIONS='-c synchronous_commit=off' to see what the WAL fsync costs.
    ...(process.env.PGOPTIONS ? { PGOPTIONS: process.env.PGOPTIONS } : {}),
    ...extra,
  };
}

/**
 * `node backend/dist/main.js` of the monorepo at `root` (or another `entry`, e.g. the worker),
 * started with `env` (its PORT must be `port`), its output written to `logFile` (`nodeArgs`: extra
 * Node options, e.g. --cpu-prof); keeps its warn/error lines, samples its peak RSS and asks
 * bench/lib/loop-probe.mjs (over IPC) for its event-loop delay. It is ready when /api/health
 * answers, or, for a process without HTTP, when it prints `readyLine`.
 */
export class AppProcess {
  constructor(name, port, env, logFile, root, nodeArgs = [], { entry = 'backend/dist/main.js', readyLine } = {}) {
    this.name = name;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.peakRss = 0;
    this.warnings = [];
    this.pending = new Map();
    this.readyLine = readyLine;
    this.sawReadyLine = false;
    const log = createWriteStream(logFile);
    this.child = spawn(
      process.execPath,
      [...nodeArgs, '--import', pathToFileURL(path.join(root, 'bench/lib/loop-probe.mjs')).href, entry],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        log.write(chunk);
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) {
          if (readyLine && line.includes(readyLine)) this.sawReadyLine = true;
          else if (isWarning(line)) this.warnings.push(line);
        }
      });
    }
    this.child.on('message', (message) => {
      const resolve = this.pending.get(message?.id);
      if (resolve) {
        this.pending.delete(message.id);
        resolve(message);
      }
    });
    this.sampler = setInterval(() => {
      const { rss } = memoryOf(this.child.pid);
      if (rss > this.peakRss) this.peakRss = rss;
    }, 500);
  }

  get pid() {
    return this.child.pid;
  }

  memory() {
    return memoryOf(this.child.pid);
  }

  cpuSeconds() {
    return cpuSecondsOf(this.child.pid);
  }

  /** Event-loop delay (ms beyond the 10 ms sampling) since the last reset, from bench/lib/loop-probe.mjs. */
  loopDelay({ reset = false } = {}) {
    const id = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(undefined);
      }, 5000);
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      this.child.send({ type: 'loop-delay', id, reset });
    });
  }

  async ready(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null)
        throw new Error(`${this.name} terminó al arrancar (código ${this.child.exitCode}); ver su registro`);
      if (await this.answers()) return;
      await sleep(250);
    }
    throw new Error(`${this.name} no respondió en ${timeoutMs} ms`);
  }

  async answers() {
    if (this.readyLine) return this.sawReadyLine;
    try {
      return (await fetch(`${this.base}/api/health`)).ok;
    } catch {
      return false; // not listening yet
    }
  }

  async stop() {
    clearInterval(this.sampler);
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timeout = sleep(15_000).then(() => 'timeout');
    if ((await Promise.race([this.exited, timeout])) === 'timeout') {
      console.log(`${this.name} no se cerró en 15 s: SIGKILL`);
      this.child.kill('SIGKILL');
      await this.exited;
    }
  }
}

/** A log line at warn level or above (pino JSON with level ≥ 40, or Nest's plain WARN/ERROR text). */
export function isWarning(line) {
  const trimmed = line.trim();
  if (!trimmed) return false;
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed).level >= 40;
    } catch {
      return true;
    }
  }
  return /\b(WARN|ERROR|FATAL)\b|Error/.test(trimmed);
}
