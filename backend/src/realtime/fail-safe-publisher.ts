import type { Redis } from 'ioredis';

/**
 * Makes every PUBLISH of `client` resolve, even while Redis is down. The Socket.IO Redis adapter
 * publishes without awaiting (every `emit`, `disconnectSockets`, its answers to other processes'
 * requests): a rejected PUBLISH was an unhandled rejection, which ends the Node process. Here a
 * failed publish resolves with 0 receivers — the emit reached this process's own sockets; the
 * others refetch over REST when they reconnect — and `onOutage` is told once per outage (the next
 * successful publish ends it), not once per emit.
 */
export function failSafePublisher<T extends Pick<Redis, 'publish'>>(client: T, onOutage: (error: Error) => void): T {
  const publish: (channel: string | Buffer, message: string | Buffer) => Promise<number> = client.publish.bind(client);
  let failing = false;
  const safePublish = (channel: string | Buffer, message: string | Buffer): Promise<number> =>
    publish(channel, message).then(
      (receivers) => {
        failing = false;
        return receivers;
      },
      (error: Error) => {
        if (!failing) onOutage(error);
        failing = true;
        return 0;
      },
    );
  client.publish = safePublish;
  return client;
}
