import Fastify from 'fastify';
import { UNTRUSTED_FORWARDED_FOR_WARNING, warnOnUntrustedForwardedFor } from './forwarded-for-warning.js';

/** A Fastify instance with the hook and one route; `warnings` collects what the hook logs. */
async function serverWith(trustProxy: boolean | number | string) {
  const warnings: string[] = [];
  const fastify = Fastify({ trustProxy: trustProxy === 0 ? false : (trustProxy as boolean | string) });
  warnOnUntrustedForwardedFor(fastify, trustProxy, { warn: (message: unknown) => void warnings.push(String(message)) });
  fastify.get('/', async () => ({ ok: true }));
  const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
  // Over real HTTP: Fastify's inject (light-my-request) cannot be loaded by Jest.
  const get = (headers: Record<string, string> = {}) => fetch(url, { headers });
  return { fastify, get, warnings };
}

describe('warnOnUntrustedForwardedFor', () => {
  it('with TRUST_PROXY off: one warning, on the first request that carries X-Forwarded-For', async () => {
    const { fastify, get, warnings } = await serverWith(false);
    await get();
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++) await get({ 'x-forwarded-for': '203.0.113.7' });
    expect(warnings).toEqual([UNTRUSTED_FORWARDED_FOR_WARNING]);
    expect(UNTRUSTED_FORWARDED_FOR_WARNING).toContain('TRUST_PROXY=1');
    await fastify.close();
  });

  it('says nothing when the proxy is trusted', async () => {
    for (const trust of [true, 1, '10.0.0.0/8']) {
      const { fastify, get, warnings } = await serverWith(trust);
      await get({ 'x-forwarded-for': '203.0.113.7' });
      expect({ trust, warnings }).toEqual({ trust, warnings: [] });
      await fastify.close();
    }
  });
});
