import { ConfigValidationError, loadConfig, type AppConfig } from './config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';

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
    for (const close of closers.reverse()) await close().catch((e) => console.error(e));
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  return { config, embeddedUrl: embedded?.url, onShutdown: (close) => closers.push(close) };
}
