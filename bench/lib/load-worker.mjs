// The worker process of the load test: `node backend/dist/worker.js` (BullMQ processors, no HTTP
// server), preloaded with bench/lib/loop-probe.mjs like the app in bench/lib/app-process.mjs, so
// the report shows its RSS, CPU time and event-loop delay next to the API's.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isWarning } from './app-process.mjs';
import { cpuSecondsOf, memoryOf } from './proc-stats.mjs';
import { sleep } from './stats.mjs';

/** What worker.ts prints once Nest has started (and its processors are registered). */
const READY_LINE = 'Workers de Rutalia en marcha';

export class WorkerProcess {
  constructor(name, env, logFile, root) {
    this.name = name;
    this.peakRss = 0;
    this.warnings = [];
    this.pending = new Map();
    this.isReady = false;
    const log = createWriteStream(logFile);
    this.child = spawn(process.execPath, ['--import', pathToFileURL(path.join(root, 'bench/lib/loop-probe.mjs')).href, 'backend/dist/worker.js'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        log.write(chunk);
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop();
        for (const line of lines) {
          if (line.includes(READY_LINE)) this.isReady = true;
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

  /** Same IPC question as AppProcess.loopDelay(). */
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
    while (!this.isReady) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} terminó al arrancar (código ${this.child.exitCode}); ver su registro`);
      if (Date.now() > deadline) throw new Error(`${this.name} no arrancó en ${timeoutMs} ms`);
      await sleep(100);
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
