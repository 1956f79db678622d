import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** The built site and backoffice are served by the API process with server-side SEO tags. */
describe('site and backoffice on the same port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://rutalia.test' });
  });
  afterAll(() => t.close());

  it('serves the home page with its title, description and canonical', async () => {
    const res = await t.request('GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Rutalia · Transporte, mudanzas y logística en España</title>');
    expect(html).toContain('<link rel="canonical" href="https://rutalia.test/" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('gives every static page its own tags', async () => {
    const html = await (await t.request('GET', '/contact')).text();
    expect(html).toContain('<title>Contacto · Rutalia</title>');
    expect(html).toContain('href="https://rutalia.test/contact"');
  });

  it('answers 404 with a noindex page for unknown paths (the SPA shows its own screen)', async () => {
    const res = await t.request('GET', '/esta-pagina-no-existe');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('noindex');
    expect(html).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a long cache', async () => {
    // The shell (a server-rendered page lists its scripts for after the first paint instead).
    const html = await (await t.request('GET', '/login')).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeDefined();
    const res = await t.request('GET', asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the backoffice app under /backoffice', async () => {
    const redirect = await fetch(`${t.url}/backoffice`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    const res = await t.request('GET', '/backoffice/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Backoffice');
    const deep = await t.request('GET', '/backoffice/companies/123');
    expect(deep.status).toBe(200);
  });
});

describe('service landing tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: 'https://rutalia.test' });
  });
  afterAll(() => t.close());

  it('both forms of a service page carry its title and the /services canonical', async () => {
    for (const route of ['/services/mudanzas', '/mudanzas']) {
      const res = await t.request('GET', route);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<title>[^<]*Mudanzas[^<]*· Rutalia<\/title>/i);
      expect(html).toContain('<link rel="canonical" href="https://rutalia.test/services/mudanzas" />');
      expect(html).toContain('application/ld+json');
    }
  });

  it('an unknown service is a 404', async () => {
    expect((await t.request('GET', '/services/teletransporte')).status).toBe(404);
  });
});
