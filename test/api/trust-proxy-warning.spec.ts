import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

/**
 * Behind a reverse proxy with TRUST_PROXY off, every visitor shares the proxy's address in the
 * per-IP limits. The built server says so in its log the first time a request carries
 * X-Forwarded-For, once per process (not per request). Runs backend/dist (node scripts/build.mjs).
 */
describe('warning about X-Forwarded-For while TRUST_PROXY is off', () => {
  let server: ServerProcess;
  let output = '';
  beforeAll(async () => {
    server = await startServerProcess({ TRUST_PROXY: 'false', LOG_LEVEL: 'warn' });
    server.process.stdout!.on('data', (chunk) => (output += chunk));
    server.process.stderr!.on('data', (chunk) => (output += chunk));
  });
  afterAll(() => server.stop());

  const warnings = () => output.split('\n').filter((line) => line.includes('X-Forwarded-For') && line.includes('TRUST_PROXY'));

  it('logs one warning naming TRUST_PROXY and what to set, only once requests carry the header', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/plans`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(warnings()).toEqual([]);

    for (let i = 0; i < 5; i++)
      expect((await fetch(`${server.url}/api/plans`, { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const logged = warnings();
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]);
    expect(entry.level).toBe(40);
    expect(entry.msg).toContain('TRUST_PROXY=1');
  });
});
