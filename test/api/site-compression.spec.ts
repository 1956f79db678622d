import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body stays as sent (fetch would decode it), with the Accept-Encoding given or none. */
function rawGet(base: string, route: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${route}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  return res.body;
}

const varyOf = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase();

/** Issue 21: brotli and gzip copies made at build are served as they are; HTML and JSON compressed per response. */
describe('compressed transfer', () => {
  let t: TestApp;
  let script: string;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://rutalia.test' });
    // The shell: a server-rendered page lists its scripts for after the first paint instead.
    const html = decoded(await rawGet(t.url, '/login', 'identity')).toString('utf8');
    script = html.match(/src="(\/assets\/[^"]+\.js)"/)![1];
  });
  afterAll(() => t.close());

  it('sends the brotli copy of a hashed script to a browser that accepts it, gzip to one that takes only gzip, the file otherwise', async () => {
    const br = await rawGet(t.url, script, 'gzip, deflate, br, zstd');
    const gzip = await rawGet(t.url, script, 'gzip');
    const identity = await rawGet(t.url, script);
    expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(identity.body.length);
    expect(decoded(br).equals(identity.body)).toBe(true);
    expect(decoded(gzip).equals(identity.body)).toBe(true);
    for (const res of [br, gzip, identity]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyOf(res)).toContain('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
  });

  it('keeps the service worker revalidated when its compressed copy is sent', async () => {
    const res = await rawGet(t.url, '/sw.js', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res).toString('utf8')).toContain('workbox');
  });

  it('compresses the HTML of a page and a JSON answer over 1 KB, and tells caches it depends on Accept-Encoding', async () => {
    for (const route of ['/', '/api/catalog']) {
      const plain = await rawGet(t.url, route);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const res = await rawGet(t.url, route, encoding);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(varyOf(res)).toContain('accept-encoding');
        expect(res.body.length).toBeLessThan(plain.body.length / 2);
        const text = decoded(res).toString('utf8');
        // A server-rendered page carries the time it was rendered: compare the page's frame, and the JSON whole.
        if (route === '/') expect(text).toMatch(/^<!doctype html>[\s\S]*<div id="root">[\s\S]*<\/html>\s*$/i);
        else expect(JSON.parse(text)).toEqual(JSON.parse(plain.body.toString('utf8')));
      }
    }
  });

  it('leaves small answers and images as they are', async () => {
    const health = await rawGet(t.url, '/api/health', 'br');
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const icon = await rawGet(t.url, '/icons/icon-512.png', 'gzip, br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['content-encoding']).toBeUndefined();
  });
});
