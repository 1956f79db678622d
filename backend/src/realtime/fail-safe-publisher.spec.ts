import { Redis } from 'ioredis';
import { failSafePublisher } from './fail-safe-publisher.js';

describe('failSafePublisher', () => {
  it('resolves 0 instead of rejecting when Redis is unreachable, and reports the outage once', async () => {
    // A real client on a port nobody listens on (1): each PUBLISH fails after one reconnection attempt.
    const client = new Redis(1, '127.0.0.1', { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    client.on('error', () => undefined);
    const outages: Error[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      failSafePublisher(client, (error) => outages.push(error));
      // As the Socket.IO adapter does: publish and never await.
      void client.publish('canal', 'a');
      expect(await client.publish('canal', 'b')).toBe(0);
      expect(await client.publish('canal', 'c')).toBe(0);
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      expect(outages).toHaveLength(1);
      expect(outages[0].name).toBe('MaxRetriesPerRequestError');
    } finally {
      process.off('unhandledRejection', onUnhandled);
      client.disconnect();
    }
  });

  it('passes receivers through and reports a new outage after a successful publish', async () => {
    const results: Array<number | Error> = [new Error('caída'), 2, new Error('otra caída'), new Error('sigue')];
    const client = {
      publish: async () => {
        const next = results.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    };
    const outages: string[] = [];
    failSafePublisher(client, (error) => outages.push(error.message));
    expect(await client.publish()).toBe(0);
    expect(await client.publish()).toBe(2);
    expect(await client.publish()).toBe(0);
    expect(await client.publish()).toBe(0);
    expect(outages).toEqual(['caída', 'otra caída']);
  });
});
