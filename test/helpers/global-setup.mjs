import { createDatabase, startTestServer } from './test-database.mjs';

/** One database for the whole run (migrated by the first app that starts), shared through the environment. */
export default async function globalSetup() {
  const { serverUrl, embedded } = await startTestServer();
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_DATABASE_URL = await createDatabase(serverUrl);
  globalThis.__rutaliaEmbedded = embedded;
}
