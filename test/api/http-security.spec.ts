import { bearer, randomIp, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, paddedPng, pngImage, upload } from '../factories/company-factories.js';
import { spanishProblem } from '../helpers/fuzz-answers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * HTTP hardening (common/http/security.ts): security headers on pages, assets and API answers,
 * CORS only for the site's own origin, and size and nesting limits that answer a Spanish 4xx.
 */

const SITE = 'https://rutalia.test';
const EVIL = 'https://evil.example';

/** A Spanish `{ statusCode, code, message }` answer with the given status. */
async function expectSpanishError(res: Response, status: number): Promise<{ code: string; message: string }> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) });
  expect(spanishProblem(body.message)).toBeUndefined();
  return body;
}

describe('HTTP security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: SITE, rateLimits: relaxedRateLimits });
  });
  afterAll(() => t?.close());

  describe('security headers', () => {
    function expectSecurityHeaders(res: Response): void {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // The public address is https: browsers must keep to https for a year.
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }

    it('are on a page', async () => {
      const res = await t.request('GET', '/');
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
    });

    it('are on an asset', async () => {
      const html = await (await t.request('GET', '/login')).text(); // the shell (the home defers its scripts)
      const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
      expect(asset).toBeDefined();
      const res = await t.request('GET', asset!);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
    });

    it('are on API answers, errors included', async () => {
      const ok = await t.request('GET', '/api/health');
      expect(ok.status).toBe(200);
      expectSecurityHeaders(ok);
      const missing = await t.request('GET', '/api/no-existe');
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing);
    });

    it('are not sent over plain http (no HSTS on a local http address)', async () => {
      const local = await startTestApp({ publicUrl: 'http://localhost:3000' });
      try {
        const res = await local.request('GET', '/api/health');
        expect(res.headers.get('strict-transport-security')).toBeNull();
        expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      } finally {
        await local.close();
      }
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });

    it("allows a preflight from the site's origin, with credentials", async () => {
      const res = await preflight(SITE);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('vary')).toContain('Origin');
    });

    it('refuses a preflight from another origin', async () => {
      for (const origin of [EVIL, 'null', `${SITE}.evil.example`, 'http://rutalia.test']) {
        const res = await preflight(origin);
        // No CORS headers at all: the browser blocks the call.
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        expect(res.headers.get('access-control-allow-methods')).toBeNull();
      }
    });

    it("answers a simple request from the site's origin with its CORS headers, and from another without", async () => {
      const own = await fetch(`${t.url}/api/plans`, { headers: { origin: SITE } });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBe(SITE);
      const other = await fetch(`${t.url}/api/plans`, { headers: { origin: EVIL } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    });
  });

  describe('limits', () => {
    it('answers a JSON body over 1 MB with a Spanish 413', async () => {
      const res = await t.request('POST', '/api/contact', JSON.stringify({ name: 'Ana', message: 'a'.repeat(1024 * 1024 + 10) }), {
        'x-forwarded-for': randomIp(),
      });
      const body = await expectSpanishError(res, 413);
      expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers a logo over 5 MB and a gallery upload of more than 12 files with a Spanish 413', async () => {
      const company = await createCompany(t);
      const big = await upload(
        t,
        '/api/companies/me/logo',
        company.token,
        [{ name: 'logo.png', data: await paddedPng(5 * 1024 * 1024 + 1), type: 'image/png' }],
        'file',
      );
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
      expect(spanishProblem(big.body.message)).toBeUndefined();

      const png = await pngImage(16, 16);
      const many = await upload(
        t,
        '/api/companies/me/images',
        company.token,
        Array.from({ length: 13 }, (_, i) => ({ name: `foto-${i}.png`, data: png, type: 'image/png' })),
      );
      expect(many.status).toBe(413);
      expect(many.body).toMatchObject({ statusCode: 413, code: 'TOO_MANY_FILES' });
      expect(spanishProblem(many.body.message)).toBeUndefined();
    });

    it.each([
      ['nested arrays', '['.repeat(400_000) + ']'.repeat(400_000)],
      ['nested objects', '{"a":'.repeat(80_000) + '1' + '}'.repeat(80_000)],
      ['a nested field', `{"title":${'['.repeat(100_000)}${']'.repeat(100_000)},"description":"x"}`],
      ['a huge array', `{"services":[${'"Mudanzas",'.repeat(80_000)}"Mudanzas"]}`],
    ])('answers a JSON bomb (%s) with a Spanish 4xx and keeps serving', async (_name, bomb) => {
      const client = await signedInClient(t);
      // Sent with an ordinary request: the bomb is refused and the server keeps answering others
      // (no timing bound here: a loaded CI machine is slow, not broken; bench/ measures speed).
      const [res, health] = await Promise.all([
        t.request('POST', '/api/requests', bomb, { ...bearer(client.accessToken), 'x-forwarded-for': randomIp() }),
        t.request('GET', '/api/health'),
      ]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await expectSpanishError(res, res.status);
      expect(health.status).toBe(200);
    });

    it('answers a 100 KB address (431), an undecodable one (400) and an over-long id (404) in Spanish', async () => {
      await expectSpanishError(await t.request('GET', `/api/companies?q=${'a'.repeat(100_000)}`), 431);
      await expectSpanishError(await t.request('GET', '/api/requests/%ED%A0%80'), 400);
      // Longer than the router's maxParamLength (300): no route matches.
      await expectSpanishError(await t.request('GET', `/api/requests/${'a'.repeat(400)}`), 404);
    });

    it('lets a client still sending a long address and its upload read the 431', async () => {
      // The server answers after 16 KB of headers; closing with the rest unread used to reset the
      // connection, and fetch failed with ECONNRESET instead of showing the answer.
      const client = await signedInClient(t);
      for (const length of [3_000, 10_000, 20_000, 40_000]) {
        const form = new FormData();
        for (const size of [0, 300, 2_000]) form.append('file', new Blob([new Uint8Array(size)], { type: 'image/png' }), 'logo.png');
        form.append('x', 'ñ'.repeat(2_000));
        const res = await fetch(`${t.url}/api/companies/me/logo?x=${'%C3%B1'.repeat(length)}`, {
          method: 'POST',
          headers: bearer(client.accessToken),
          body: form,
        });
        await expectSpanishError(res, 431);
      }
    });
  });
});
