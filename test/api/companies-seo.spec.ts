import { DataSource } from 'typeorm';
import type { CompanyCardPageDto, OwnCompanyDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import {
  createCompany,
  deactivateCompany,
  marker,
  pngImage,
  setCompanyColumns,
  suspendCompany,
  upload,
  type TestCompany,
} from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';

/** Company and location pages as a crawler gets them: no JavaScript, tags filled in by the server. */
describe('SEO of company and location pages', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const page = async (route: string) => {
    const res = await fetch(`${t.url}${route}`, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };
  const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);

  describe('/company/{seoParam}', () => {
    let c: TestCompany;
    beforeAll(async () => {
      c = await createCompany(
        t,
        {
          companyName: `Mudanzas Nogal ${marker()}`,
          city: 'Valladolid',
          province: 'Valladolid',
          phone: '983000111',
          website: 'https://nogal.es',
        },
        {
          description: `<h2>Quiénes somos</h2><p>Mudanzas locales y nacionales con <strong>embalaje incluido</strong> &amp; guardamuebles. ${'Servicio cuidadoso. '.repeat(12)}</p>`,
          services: ['Mudanzas', 'Almacenaje'],
        },
      );
      await upload(t, '/api/companies/me/logo', c.token, [{ name: 'l.png', data: await pngImage(64, 64) }], 'file');
      for (const rating of [5, 4]) {
        const reviewer = await signedInClient(t);
        await call(t, 'POST', `/api/companies/${c.company.id}/reviews`, { rating }, bearer(reviewer.accessToken));
      }
      c.company = (await call<OwnCompanyDto>(t, 'GET', '/api/companies/me', undefined, bearer(c.token))).body;
    });

    it('title, description, canonical and LocalBusiness JSON-LD in the HTML', async () => {
      const { status, html } = await page(`/company/${c.company.seoParam}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${c.company.companyName} en Valladolid · Rutalia</title>`);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/company/${c.company.seoParam}" />`);
      const description = html.match(/<meta name="description" content="([^"]*)"/)![1];
      expect(description.startsWith('Quiénes somos Mudanzas locales y nacionales con embalaje incluido &amp; guardamuebles.')).toBe(true);
      expect(description.replace(/&amp;/g, '&').length).toBeLessThanOrEqual(160);
      expect(description).not.toContain('<');
      expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${c.company.logo}" />`);
      expect(html).toContain('<div id="root">');

      expect(jsonLd(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${PUBLIC_URL}/company/${c.company.seoParam}`,
        name: c.company.companyName,
        description: expect.any(String),
        url: `${PUBLIC_URL}/company/${c.company.seoParam}`,
        address: { '@type': 'PostalAddress', addressLocality: 'Valladolid', addressRegion: 'Valladolid', addressCountry: 'ES' },
        telephone: '983000111',
        image: `${PUBLIC_URL}${c.company.logo}`,
        logo: `${PUBLIC_URL}${c.company.logo}`,
        sameAs: ['https://nogal.es'],
        knowsAbout: ['Mudanzas', 'Almacenaje'],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      });
    });

    it('no aggregateRating without reviews; a company without a city gets a plain title', async () => {
      const plain = await createCompany(t, { companyName: `Sin Reseñas ${marker()}` }, { city: '' });
      const { html } = await page(`/company/${plain.company.seoParam}`);
      expect(html).toContain(`<title>${plain.company.companyName} · Rutalia</title>`);
      expect(jsonLd(html).aggregateRating).toBeUndefined();
    });

    it('a wrong or old slug, or the bare id, answers 301 to the canonical address (query kept)', async () => {
      for (const route of [
        `/company/nombre-antiguo-${c.company.id}`,
        `/company/${c.company.id}`,
        `/company/${c.company.seoParam.toUpperCase()}`,
      ]) {
        const res = await page(route);
        expect(res.status).toBe(301);
        expect(res.location).toBe(`/company/${c.company.seoParam}`);
      }
      expect((await page(`/company/otro-${c.company.id}?utm_source=x`)).location).toBe(`/company/${c.company.seoParam}?utm_source=x`);

      // Renaming moves the canonical address; the old one redirects.
      const old = c.company.seoParam;
      const renamed = (
        await call<OwnCompanyDto>(t, 'PATCH', '/api/companies/me', { companyName: 'Mudanzas Nogal Renovada' }, bearer(c.token))
      ).body;
      expect((await page(`/company/${old}`)).location).toBe(`/company/${renamed.seoParam}`);
      expect((await page(`/company/${renamed.seoParam}`)).status).toBe(200);
    });

    it('missing, malformed, suspended or inactive: 404 with a noindex page', async () => {
      const suspended = await createCompany(t, { companyName: `Suspendida ${marker()}` });
      const inactive = await createCompany(t, { companyName: `Inactiva ${marker()}` });
      await suspendCompany(ds, suspended.company.id);
      await deactivateCompany(ds, inactive.company.id);
      for (const route of [
        `/company/${suspended.company.seoParam}`,
        `/company/${inactive.company.id}`,
        '/company/empresa-00000000-0000-4000-8000-000000000000',
        '/company/no-es-una-empresa',
      ]) {
        const res = await page(route);
        expect(res.status).toBe(404);
        expect(res.html).toContain('<title>Empresa no encontrada · Rutalia</title>');
        expect(res.html).toContain('noindex');
      }
      // /company/proposals is a private page of the site, not a company.
      const proposals = await page('/company/proposals');
      expect(proposals.status).toBe(200);
      expect(proposals.html).toContain('noindex');
      // So are /company/alerts and /company/insights (issue 19) and /company/documents (issue 20).
      for (const route of ['/company/alerts', '/company/insights', '/company/documents']) {
        const res = await page(route);
        expect(res.status).toBe(200);
        expect(res.html).toContain('noindex');
      }
    });
  });

  describe('/location/{province}[/{city}]', () => {
    it('catalog places: title with the place, count of visible companies, canonical', async () => {
      const m = marker();
      // A town only the companies know (not in the catalog), in a catalog province.
      const town = `Villanueva de Prueba ${m}`;
      await createCompany(t, { companyName: `Uno ${m}`, city: town, province: 'Bizkaia' });
      await createCompany(t, { companyName: `Dos ${m}`, city: town, province: 'Vizcaya' });
      const hidden = await createCompany(t, { companyName: `Tres ${m}`, city: town, province: 'Bizkaia' });
      await setCompanyColumns(ds, hidden.company.id, { status: 'pending' });

      const res = await page(`/location/bizkaia/villanueva-de-prueba-${m}`);
      expect(res.status).toBe(200);
      expect(res.html).toContain(`<title>Empresas de transporte en ${town} · Rutalia</title>`);
      expect(res.html).toMatch(/<meta name="description" content="2 empresas de transporte, mudanzas y logística en Villanueva de Prueba/);
      expect(res.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/location/bizkaia/villanueva-de-prueba-${m}" />`);

      const api = await call<CompanyCardPageDto>(
        t,
        'GET',
        `/api/companies?province=bizkaia&city=${encodeURIComponent(`villanueva de prueba ${m}`)}`,
      );
      expect(api.body.total).toBe(2);

      const province = await page('/location/a-coruna');
      expect(province.status).toBe(200);
      expect(province.html).toContain('<title>Empresas de transporte en A Coruña · Rutalia</title>');
      expect(province.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/location/a-coruna" />`);
      const city = await page('/location/bizkaia/bilbao');
      expect(city.html).toContain('<title>Empresas de transporte en Bilbao · Rutalia</title>');
      expect(jsonLd(city.html)).toMatchObject({ '@type': 'BreadcrumbList' });
    });

    it('a place nobody knows is a 404', async () => {
      const res = await page(`/location/lugar-inventado-${marker()}`);
      expect(res.status).toBe(404);
      expect(res.html).toContain('noindex');
      expect((await page(`/location/madrid/ciudad-inventada-${marker()}`)).status).toBe(404);
    });
  });
});
