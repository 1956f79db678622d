import { DataSource } from 'typeorm';
import type { RequestDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { marker } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

/** Job pages as a crawler gets them: no JavaScript, tags filled in by the server. */
describe('SEO of job pages', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t, { fullName: 'Elena Secreta Pérez', phone: '644555666' });
  }, 60_000);
  afterAll(() => t.close());

  const page = async (route: string) => {
    const res = await fetch(`${t.url}${route}`, { redirect: 'manual' });
    return {
      status: res.status,
      location: res.headers.get('location'),
      cacheControl: res.headers.get('cache-control'),
      html: await res.text(),
    };
  };
  const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
  const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)![1];

  it('an active job: title with the city, plain-text description, canonical and Demand JSON-LD', async () => {
    const title = `Mudanza de piano ${marker()}`;
    const r = await createRequest(t, owner.accessToken, {
      title,
      description: `<p>Necesito subir un <strong>piano de cola</strong> &amp; dos sofás a un quinto sin ascensor. ${'Con mucho cuidado. '.repeat(12)}</p>`,
      services: ['Mudanzas', 'Transporte de pianos'],
      city: 'Valladolid',
      province: 'Valladolid',
    });
    for (const route of [`/job/${r.seoParam}`, `/jobs/${r.seoParam}`]) {
      const { status, html } = await page(route);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${title} en Valladolid · Rutalia</title>`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/job/${r.seoParam}" />`);
      const description = descriptionOf(html);
      expect(description.startsWith('Necesito subir un piano de cola &amp; dos sofás a un quinto sin ascensor.')).toBe(true);
      expect(description.replace(/&amp;/g, '&').length).toBeLessThanOrEqual(155);
      expect(description).not.toContain('<');
      expect(html).not.toContain('noindex');
      expect(jsonLd(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Demand',
        '@id': `${PUBLIC_URL}/job/${r.seoParam}`,
        name: title,
        description: expect.any(String),
        url: `${PUBLIC_URL}/job/${r.seoParam}`,
        validFrom: r.createdAt,
        itemOffered: { '@type': 'Service', name: title, serviceType: 'Mudanzas, Transporte de pianos' },
        areaServed: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Valladolid', addressRegion: 'Valladolid', addressCountry: 'ES' },
        },
      });
      // The client is not in the page: not the full name, the phone or the e-mail.
      expect(html).not.toContain('Secreta');
      expect(html).not.toContain('644555666');
      expect(html).not.toContain(owner.email);
    }
  });

  it('a wrong or old slug, or the bare id, answers 301 to /job/{canonical} (query kept)', async () => {
    const r = await createRequest(t, owner.accessToken, { title: 'Transporte de bicicletas' });
    for (const route of [
      `/job/titulo-antiguo-${r.id}`,
      `/job/${r.id}`,
      `/jobs/${r.id}`,
      `/jobs/otro-${r.id}`,
      `/job/${r.seoParam.toUpperCase()}`,
    ]) {
      const res = await page(route);
      expect(res.status).toBe(301);
      expect(res.location).toBe(`/job/${r.seoParam}`);
      expect(res.cacheControl).toBe('no-cache');
    }
    expect((await page(`/job/viejo-${r.id}?utm_source=x`)).location).toBe(`/job/${r.seoParam}?utm_source=x`);

    // A new title moves the canonical address; the old one redirects.
    const old = r.seoParam;
    const renamed = (
      await call<RequestDto>(t, 'PATCH', `/api/requests/${r.id}`, { title: 'Transporte de motos' }, bearer(owner.accessToken))
    ).body;
    expect(renamed.seoParam).not.toBe(old);
    expect((await page(`/job/${old}`)).location).toBe(`/job/${renamed.seoParam}`);
    expect((await page(`/job/${renamed.seoParam}`)).status).toBe(200);
  });

  it('missing, malformed, closed, completed or cancelled: 404 noindex «Trabajo no encontrado»', async () => {
    const closed = await createRequest(t, owner.accessToken);
    await call(t, 'POST', `/api/requests/${closed.id}/close`, undefined, bearer(owner.accessToken));
    const completed = await createRequest(t, owner.accessToken);
    await call(t, 'PATCH', `/api/requests/${completed.id}`, { status: 'completed' }, bearer(owner.accessToken));
    const cancelled = await createRequest(t, owner.accessToken);
    await ds.query(`UPDATE requests SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    for (const route of [
      `/job/${closed.seoParam}`,
      `/jobs/${completed.seoParam}`,
      `/job/${cancelled.id}`,
      '/job/trabajo-00000000-0000-4000-8000-000000000000',
      '/job/no-es-un-trabajo',
      '/jobs/no-es-un-trabajo',
    ]) {
      const res = await page(route);
      expect(res.status).toBe(404);
      expect(res.html).toContain('<title>Trabajo no encontrado · Rutalia</title>');
      expect(res.html).toContain('Este trabajo no existe o ya no está disponible.');
      expect(res.html).toContain('noindex');
    }
  });

  it('/jobs/{id}/respond and /jobs/{id}/proposals are private pages (noindex), /jobs is the public list', async () => {
    const r = await createRequest(t, owner.accessToken);
    for (const route of [`/jobs/${r.id}/respond`, `/jobs/${r.id}/proposals`]) {
      const res = await page(route);
      expect(res.status).toBe(200);
      expect(res.html).toContain('noindex');
      expect(res.html).not.toContain(r.title);
    }
    const list = await page('/jobs');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<title>Trabajos de transporte y mudanzas · Rutalia</title>');
    expect(list.html).not.toContain('noindex');
  });
});
