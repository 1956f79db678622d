import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../../backend/src/database/embedded-postgres.js';
import { freePort } from '../../helpers/server-process.js';

/** A throwaway PostgreSQL (the embedded binaries) on a spare port, that a fault test may stop and start again. */
export interface PostgresServer {
  /** The `rutalia` database's URL: stays the same across stop/start. */
  url: string;
  port: number;
  /** Fast shutdown (SIGINT: open transactions rolled back, clients cut), waits for the exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder and waits until it accepts connections. */
  start(): Promise<void>;
  /** Whether the server is currently running. */
  readonly running: boolean;
  /** Stops it and deletes its data folder; call in afterAll. */
  destroy(): Promise<void>;
}

/** Starts a PostgreSQL of its own under os.tmpdir() (initdb the first time: ~2 s). */
export async function startPostgres(): Promise<PostgresServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-fault-pg-'));
  // As root the launcher runs PostgreSQL as `postgres`, which must reach the folder (mkdtemp gives 700).
  chmodSync(dataDir, 0o755);
  let server: EmbeddedPostgres | undefined;

  const start = async () => {
    if (server) return;
    server = await startEmbeddedPostgres({ dataDir, port, log: () => undefined });
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };

  await start();
  return {
    url: server!.url,
    port,
    start,
    stop,
    get running() {
      return !!server;
    },
    destroy: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
