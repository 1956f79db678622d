import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from '../../helpers/server-process.js';

/** A throwaway `redis-server` on a spare port, that a fault test may stop and start again. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>`: stays the same across stop/start. */
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an outage, not a clean shutdown) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence) and waits until it answers. */
  start(): Promise<void>;
  /** stop() then start(). */
  restart(): Promise<void>;
  /** Whether the process is currently running. */
  readonly running: boolean;
}

/** Starts `redis-server` without persistence on a free port; call `stop()` in afterAll. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const isRunning = () => !!child && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    if (isRunning()) return;
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (c) => (output += c));
    proc.stderr.on('data', (c) => (output += c));
    child = proc;
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (proc.exitCode !== null) throw new Error(`redis-server terminó al arrancar:\n${output}`);
      if (Date.now() > deadline) throw new Error(`redis-server no respondió en 10 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const stop = async () => {
    const proc = child;
    if (!proc || !isRunning()) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    restart: async () => {
      await stop();
      await start();
    },
    get running() {
      return isRunning();
    },
  };
}

/** One inline PING over a raw socket: true once the server answers +PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}
