import { dropDatabase } from './test-database.mjs';

export default async function globalTeardown() {
  const { TEST_SERVER_URL, TEST_DATABASE_URL } = process.env;
  if (TEST_SERVER_URL && TEST_DATABASE_URL) await dropDatabase(TEST_SERVER_URL, TEST_DATABASE_URL);
  await globalThis.__rutaliaEmbedded?.stop();
}
