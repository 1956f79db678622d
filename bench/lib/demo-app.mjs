// The compiled app started as `npm start` would, for the benches that look at the public site:
// the embedded PostgreSQL (on `pgPort`) with the demo data in a new DATA_DIR under /tmp, or, with
// DATABASE_URL, that database after `seed:demo` (which does nothing when it has users).
// NODE_ENV=production is passed on (with a made-up JWT_SECRET); by default it is development, as `npm start`.
// It runs a copy of the builds (backend, site, backoffice) taken at start, so that a rebuild
// during the bench (another terminal, `npm test`) does not swap the files it serves.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppProcess } from './app-process.mjs';

/** Starts it and waits for /api/health; `stop()` also removes its data folder. */
export async function startDemoApp(root, port, pgPort) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-demo-app-'));
  // mkdtemp makes it 0700: run as root, the embedded PostgreSQL (user postgres) would then keep
  // its cluster in /var/lib/rutalia/<hash>, which nothing removes. Readable, it stays in here.
  chmodSync(dataDir, 0o755);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    EMBEDDED_PG_PORT: String(pgPort),
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(process.env.NODE_ENV === 'production' ? { NODE_ENV: 'production', JWT_SECRET: randomBytes(24).toString('hex') } : {}),
  };
  if (process.env.DATABASE_URL) {
    const seed = spawnSync(process.execPath, ['backend/dist/database/seeds/seed-demo.cli.js'], { cwd: root, env, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('seed:demo falló');
  }
  const copy = snapshotBuilds(root, dataDir);
  const app = new AppProcess('app', port, env, path.join(dataDir, 'app.log'), copy);
  const stop = app.stop.bind(app);
  app.stop = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.ready(180_000);
  } catch (error) {
    await stop(); // the process only: its log is printed before the folder goes
    console.error(readFileSync(path.join(dataDir, 'app.log'), 'utf8').split('\n').slice(-30).join('\n'));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return app;
}

/** `<dir>/build`: the three builds copied, with the package files and dependencies they resolve from. */
function snapshotBuilds(root, dir) {
  const copy = path.join(dir, 'build');
  // site/dist-server: the server-rendering entry, built with the site.
  for (const build of ['backend/dist', 'site/dist', 'site/dist-server', 'backoffice/dist']) {
    if (existsSync(path.join(root, build))) cpSync(path.join(root, build), path.join(copy, build), { recursive: true });
  }
  cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
  cpSync(path.join(root, 'backend', 'package.json'), path.join(copy, 'backend', 'package.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  symlinkSync(path.join(root, 'backend', 'node_modules'), path.join(copy, 'backend', 'node_modules'));
  // bench/lib/loop-probe.mjs, preloaded by AppProcess, is looked up under the root it is given.
  symlinkSync(path.join(root, 'bench'), path.join(copy, 'bench'));
  return copy;
}
