import { ConfigValidationError, loadConfig, type AppConfig } from './config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';

/** How long a SIGTERM/SIGINT waits for the app to close before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

export interface Runtime {
  config: AppConfig;
  embeddedUrl?: string;
  onShutdown(close: () => Promise<unknown>): void;
}

/**
 * What both processes do before Nest starts: validate the configuration (exit with a clear
 * message when invalid) and, without DATABASE_URL, start the embedded PostgreSQL.
 */
export async function startRuntime(overrides: Partial<AppConfig> = {}): Promise<Runtime> {
  let config: AppConfig;
  try {
    config = { ...loadConfig(), ...overrides };
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log: (m) => console.log(m) });
    } catch (error) {
      // Our own messages explain what to do; a stack trace would only hide them.
      console.error((error as Error).message);
      process.exit(1);
    }
    config = { ...config, databaseUrl: embedded.url };
  }
  const closers: Array<() => Promise<unknown>> = [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: cerrando…`);
    // Closing waits on Redis and PostgreSQL (queues, sockets, pools): while one of them is down it
    // would wait for ever, so the app gets a deadline; the embedded database is still stopped cleanly.
    const closed = (async () => {
      for (const close of closers.reverse()) await close().catch((e) => console.error(e));
    })();
    const deadline = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), SHUTDOWN_DEADLINE_MS).unref());
    if ((await Promise.race([closed, deadline])) === 'timeout')
      console.error(`${signal}: el cierre no terminó en ${SHUTDOWN_DEADLINE_MS / 1000} s; se fuerza.`);
    await embedded?.stop();
    process.exit(0);
  };
  // Belt and braces: a promise nobody awaits must not end the process that serves everyone (the
  // known ones are handled where they start, e.g. the Socket.IO adapter's publishes).
  process.on('unhandledRejection', (reason) => console.error('Promesa rechazada sin gestionar:', reason));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return { config, embeddedUrl: embedded?.url, onShutdown: (close) => closers.push(close) };
}
