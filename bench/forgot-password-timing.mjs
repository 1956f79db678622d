#!/usr/bin/env node
// Issue 15 (failure 8): does «¿Olvidaste tu contraseña?» answer a registered email slower than an
// unknown one? Prints the median (and p90) latency of POST /api/auth/forgot-password for both.
//
//   node scripts/build.mjs && node bench/forgot-password-timing.mjs [--requests 60] [--port 3460]
//
// The compiled app (NODE_ENV=production, forgot-password limits raised) on a scratch database
// (bench/lib/scratch-db.mjs) and on REDIS_URL when set (the mail queue lives there). One account
// is registered; then requests alternate registered / unknown email, one at a time, after a
// warm-up. Reported, not asserted: test/api/auth-forgot-password-uniform.spec.ts asserts the
// structure (same SQL for both, the answer does not wait for the mail queue).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, AppProcess, benchAppEnv } from './lib/app-process.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { f1, summary } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const REQUESTS = numberFlag(args, '--requests', 60);
const WARMUP = 10;
const PORT = numberFlag(args, '--port', 3460);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL;

async function timedForgot(base, email) {
  const started = performance.now();
  const res = await api(base, 'POST', '/api/auth/forgot-password', { email });
  const elapsed = performance.now() - started;
  if (res.status !== 202) throw new Error(`forgot-password: ${res.status} ${JSON.stringify(res.body)}`);
  return elapsed;
}

await withScratchDatabase(serverUrl, {}, async (_ds, databaseUrl) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-forgot-'));
  const queuePrefix = `bench-forgot-${randomBytes(3).toString('hex')}`;
  const env = benchAppEnv(
    { port: PORT, databaseUrl, dataDir, jwtSecret: randomBytes(32).toString('hex'), queuePrefix, redisUrl },
    { RATE_LIMIT_FORGOT_IP: '100000/1h', RATE_LIMIT_FORGOT_EMAIL: '100000/1h' },
  );
  const app = new AppProcess('app', PORT, env, path.join(dataDir, 'app.log'), root);
  try {
    await app.ready();
    const email = `registrado-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await api(app.base, 'POST', '/api/auth/register', {
      userType: 'client',
      email,
      password: 'contraseña-segura-1',
      fullName: 'Ana Banco',
    });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);

    const unknown = () => `nadie-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < WARMUP; i++) {
      await timedForgot(app.base, email);
      await timedForgot(app.base, unknown());
    }
    const times = { registered: [], unknown: [] };
    for (let i = 0; i < REQUESTS; i++) {
      times.registered.push(await timedForgot(app.base, email));
      times.unknown.push(await timedForgot(app.base, unknown()));
    }
    const a = summary(times.registered);
    const b = summary(times.unknown);
    console.log(
      `\nPOST /api/auth/forgot-password, ${REQUESTS} peticiones de cada, alternas (${redisUrl ? 'cola en Redis' : 'cola en PostgreSQL'})`,
    );
    console.log(`  email registrado:   mediana ${f1(a.p50)} ms, p90 ${f1(a.p90)} ms`);
    console.log(`  email desconocido:  mediana ${f1(b.p50)} ms, p90 ${f1(b.p90)} ms`);
    console.log(`  diferencia de medianas: ${f1(a.p50 - b.p50)} ms (×${(a.p50 / b.p50).toFixed(2)})`);
    if (app.warnings.length) console.log(`\nAvisos del servidor:\n${app.warnings.slice(0, 5).join('\n')}`);
  } finally {
    await app.stop();
    if (redisUrl) await cleanRedis(redisUrl, queuePrefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
