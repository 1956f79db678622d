import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../../backend/src/config/paths.js';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

describe('deployment files', () => {
  it('docker-compose describes postgres, redis, api, worker and nginx, each with a health check', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true });
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'nginx', 'postgres', 'redis', 'worker']);
    for (const service of Object.values<{ healthcheck?: { test?: unknown } }>(compose.services)) {
      expect(service.healthcheck?.test).toBeDefined();
    }
    expect(compose.services.api.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(compose.services.worker.command).toEqual(['node', 'backend/dist/worker.js']);
  });

  it('docker-compose puts two API processes behind nginx with deploy/nginx.conf, trusting that one proxy', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true });
    expect(compose.services.api.deploy.replicas).toBe(2);
    expect(compose.services.api.ports).toBeUndefined();
    expect(compose.services.api.environment.TRUST_PROXY).toBe('1');
    expect(compose.services.nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(read('deploy/nginx.conf')).toMatch(/^\s*server api:3000\b/m);
  });

  it('.env.example lists every setting the config module reads', () => {
    const source = read('backend/src/config/environment.ts');
    const settings = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+)\?:/gm)].map((m) => m[1]);
    expect(settings.length).toBeGreaterThan(10);
    const example = read('.env.example');
    for (const setting of settings) expect(example).toMatch(new RegExp(`^#? ?${setting}=`, 'm'));
  });

  it('the README keeps the two commands near the top', () => {
    const top = read('README.md').split('\n').slice(0, 30).join('\n');
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
  });
});
