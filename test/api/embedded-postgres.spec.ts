import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../backend/src/config/paths.js';
import { startEmbeddedPostgres } from '../../backend/src/database/embedded-postgres.js';
import { freePort } from '../helpers/server-process.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The embedded default: real PostgreSQL binaries from npm, data kept across restarts. */
describe('embedded PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-embedded-'));
  let port: number;
  beforeAll(async () => {
    port = await freePort();
  });

  it('keeps data across restarts and refuses a second live instance on the same folder', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
    await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$sigue aquí$$)');
    await expect(startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => undefined })).rejects.toThrow(
      /Otra instancia de Rutalia/,
    );
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
    expect(await query(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'sigue aquí' }]);
    await second.stop();
  }, 60_000);

  it('stops the server a killed process left behind, and starts again', async () => {
    const module = path.join(projectRoot, 'backend', 'dist', 'database', 'embedded-postgres.js');
    const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(module)});
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, log: () => {} });
      console.log('ready');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, '--', 'keepalive'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    child.kill('SIGKILL'); // its postgres is now an orphan
    await new Promise((r) => child.once('exit', r));

    const again = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
    expect(await query(again.url, 'SELECT v FROM kept')).toEqual([{ v: 'sigue aquí' }]);
    await again.stop();
  }, 60_000);
});
