export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}
export function startTestServer(): Promise<{ serverUrl: string; embedded?: EmbeddedServer }>;
export function withDatabase(url: string, database: string): string;
export function createDatabase(serverUrl: string, prefix?: string): Promise<string>;
export function dropDatabase(serverUrl: string, databaseUrl: string): Promise<void>;
