import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../backend/src/config/paths.js';
import { freePort } from '../../helpers/server-process.js';

/** The production config, the one docker-compose mounts. */
export const NGINX_CONF = path.join(projectRoot, 'deploy', 'nginx.conf');
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Root starts nginx as this user (uid/gid of Debian's nobody/nogroup): it never needs root here. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

export interface AccessLogLine {
  clientAddress: string;
  method: string;
  uri: string;
  status: number;
  /** `127.0.0.1:<port>` of the API process that answered ('-' when none did). */
  upstream: string;
}

export interface NginxProxy {
  url: string;
  port: number;
  /** Every request nginx has logged so far (a websocket is logged when it closes). */
  accessLog(): AccessLogLine[];
  stop(): Promise<void>;
}

/**
 * deploy/nginx.conf, changed only where a test machine differs from docker-compose: the upstream
 * servers (`server api:3000` → the given addresses), the listen address, and logs and temporary
 * files inside `dir`. Throws if the file no longer has what it rewrites.
 */
export function renderNginxConfig(source: string, { upstreams, port, dir }: { upstreams: string[]; port: number; dir: string }): string {
  const rewrites: Array<[RegExp, (...groups: string[]) => string]> = [
    [
      /^(\s*)server api:3000\b([^;]*);$/gm,
      (_m, indent, options) => upstreams.map((address) => `${indent}server ${address}${options};`).join('\n'),
    ],
    [/^(\s*)listen 80;$/gm, (_m, indent) => `${indent}listen 127.0.0.1:${port};`],
    [/^(\s*)access_log \/dev\/stdout (\w+);$/gm, (_m, indent, format) => `${indent}access_log ${dir}/access.log ${format};`],
    [/^(\s*)error_log \/dev\/stderr (\w+);$/gm, (_m, indent, level) => `${indent}error_log ${dir}/error.log ${level};`],
    [
      /^http \{$/gm,
      () =>
        ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`)].join(
          '\n',
        ),
    ],
  ];
  return rewrites.reduce((text, [pattern, replace]) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf ya no contiene ${pattern}: actualiza test/faults/support/nginx.ts`);
    return text.replace(pattern, replace);
  }, source);
}

/**
 * Debian's nginx on deploy/nginx.conf in front of `upstreams` (`host:port`), on a spare port of
 * 127.0.0.1, with its pid, logs and temporary files in a throwaway folder. Call `stop()` in afterAll.
 */
export async function startNginx(upstreams: string[]): Promise<NginxProxy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'rutalia-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig(readFileSync(NGINX_CONF, 'utf8'), { upstreams, port, dir }));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, UNPRIVILEGED.uid, UNPRIVILEGED.gid);

  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', `daemon off; pid ${dir}/nginx.pid;`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? UNPRIVILEGED : {}),
    },
  );
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const errorLog = () => output + readOptional(path.join(dir, 'error.log'));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`nginx terminó al arrancar:\n${errorLog()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx no respondió en 10 s:\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    port,
    accessLog: () => parseAccessLog(readOptional(path.join(dir, 'access.log'))),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT'); // graceful: finishes open requests, closes websockets
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Lines of the `rutalia` log_format of deploy/nginx.conf. */
export function parseAccessLog(text: string): AccessLogLine[] {
  const line = /^(\S+) - \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \d+ \S+ upstream=(\S+)/;
  return text
    .split('\n')
    .map((l) => line.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ clientAddress: m[1], method: m[2], uri: m[3], status: Number(m[4]), upstream: m[5] }));
}

function readOptional(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Any HTTP answer (even a 502 while the upstreams start) means nginx listens. */
async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
}
