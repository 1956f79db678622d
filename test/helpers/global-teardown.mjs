import { deleteQueueKeys, queuePrefixFor } from './queue-keys.mjs';
import { dropDatabase } from './test-database.mjs';

export default async function globalTeardown() {
  const { TEST_SERVER_URL, TEST_DATABASE_URL } = process.env;
  if (TEST_SERVER_URL && TEST_DATABASE_URL) await dropDatabase(TEST_SERVER_URL, TEST_DATABASE_URL);
  // The run's BullMQ queues in Redis (its own prefix, see test-app.ts).
  if (TEST_DATABASE_URL) await deleteQueueKeys(queuePrefixFor(TEST_DATABASE_URL));
  await globalThis.__rutaliaEmbedded?.stop();
}
