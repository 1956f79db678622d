import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigValidationError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-config-'));

  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated secret across loads', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dataDir }).jwtSecret);
  });

  it('reads external services', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u@h:5432/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PORT: '8080',
    });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@h:5432/db', redisUrl: 'redis://127.0.0.1:6379', port: 8080 });
  });

  it('refuses invalid settings with a message naming each one', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigValidationError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('JWT_SECRET');
  });

  it('reads the rate limits of the auth endpoints and the admin invitation token', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_LOGIN_IP: '50/10m',
      RATE_LIMIT_REGISTER_IP: '3/30s',
      ADMIN_INVITE_TOKEN: 'x'.repeat(24),
    });
    expect(config.rateLimits.loginPerIp).toEqual({ limit: 50, windowMs: 600_000 });
    expect(config.rateLimits.registerPerIp).toEqual({ limit: 3, windowMs: 30_000 });
    expect(config.rateLimits.loginPerEmail).toEqual({ limit: 5, windowMs: 900_000 });
    expect(config.rateLimits.forgotPasswordPerEmail).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(config.adminInviteToken).toBe('x'.repeat(24));
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_IP: 'veinte' })).toThrow(/RATE_LIMIT_LOGIN_IP/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_INVITE_TOKEN: 'corto' })).toThrow(/ADMIN_INVITE_TOKEN/);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-config-'));
  it('is off unless set, and reads hops and address lists', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'todos' })).toThrow(/TRUST_PROXY/);
  });
});
