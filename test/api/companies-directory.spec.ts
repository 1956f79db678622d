import { DataSource } from 'typeorm';
import type { CompanyCardListDto, CompanyCardPageDto } from '@rutalia/api-contract';
import { call, relaxedRateLimits } from '../factories/auth-factories.js';
import {
  createCompany,
  deactivateCompany,
  marker,
  setCompanyColumns,
  setCreatedAt,
  suspendCompany,
  type TestCompany,
} from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const NOT_FOUND = { statusCode: 404, code: 'COMPANY_NOT_FOUND', message: 'Empresa no encontrada' };

describe('public company reads', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const list = (query: string) => call<CompanyCardPageDto>(t, 'GET', `/api/companies?${query}`);
  const names = (res: { body: { items: Array<{ companyName: string }> } }) => res.body.items.map((c) => c.companyName);

  describe('GET /api/companies: text search', () => {
    let m: string;
    let perez: TestCompany;
    beforeAll(async () => {
      m = marker();
      perez = await createCompany(t, {
        companyName: `Logística Pérez ${m}`,
        city: 'Sevilla',
        province: 'Sevilla',
        services: ['Almacenaje'],
      });
      await createCompany(t, {
        companyName: `Transportes Norte ${m}`,
        city: 'Burgos',
        province: 'Burgos',
        services: ['Transporte Nacional'],
        description: `<p>Servicio de <strong>guardamuebles</strong> y mudanzas en Castilla ${m}</p>`,
      });
    });

    it("'logistica' finds 'Logística Pérez', whatever the accents and case, the last word while typing", async () => {
      for (const q of [`logistica perez ${m}`, `LOGÍSTICA PÉREZ ${m}`, `Logística   pérez ${m}`, `logística pé`]) {
        const res = await list(`q=${encodeURIComponent(q)}&pageSize=48`);
        expect(res.status).toBe(200);
        if (q.includes(m)) expect(names(res)).toEqual([`Logística Pérez ${m}`]);
        else expect(names(res)).toContain(`Logística Pérez ${m}`);
      }
    });

    it('searches the description, city, province and services too', async () => {
      expect(names(await list(`q=${encodeURIComponent(`guardamuebles y mudanzas en castilla ${m}`)}`))).toEqual([`Transportes Norte ${m}`]);
      const byService = await list(`q=${encodeURIComponent('almacenaje')}&city=sevilla&pageSize=48`);
      expect(names(byService)).toContain(`Logística Pérez ${m}`);
      const both = await list(`q=${m}`);
      expect(both.body.total).toBe(2);
    });

    it('searches words: % and _ are separators, never wildcards, and text without words finds nothing', async () => {
      for (const q of ['%', '_', '%%%']) {
        const res = await list(`q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(0);
      }
      expect(names(await list(`q=${encodeURIComponent(`${m}%`)}`))).toContain(`Logística Pérez ${m}`);
      expect(names(await list(`q=${encodeURIComponent(`logistica_perez ${m}`)}`))).toEqual([`Logística Pérez ${m}`]);
    });

    it('answers cards: no email or phone, a plain-text excerpt and a real rating', async () => {
      const res = await list(`q=${m}&service=Almacenaje`);
      expect(res.body.items).toEqual([
        {
          id: perez.company.id,
          slug: `logistica-perez-${m}`,
          seoParam: `logistica-perez-${m}-${perez.company.id}`,
          companyName: `Logística Pérez ${m}`,
          city: 'Sevilla',
          province: 'Sevilla',
          services: ['Almacenaje'],
          excerpt: 'Empresa de logística y transporte',
          logo: null,
          verified: false,
          badges: [],
          rating: { average: null, count: 0, verifiedCount: 0 },
          featured: false,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ]);
    });
  });

  describe('GET /api/companies: filters', () => {
    let m: string;
    beforeAll(async () => {
      m = marker();
      await createCompany(t, {
        companyName: `Mudanzas Bilbaínas ${m}`,
        city: 'Bilbao',
        province: 'Bizkaia',
        services: ['Mudanzas', 'Almacenaje'],
      });
      await createCompany(t, { companyName: `Cargas Getxo ${m}`, city: 'Getxo', province: 'Vizcaya', services: ['Transporte Nacional'] });
      await createCompany(t, {
        companyName: `Frío Málaga ${m}`,
        city: 'Málaga',
        province: 'Málaga',
        services: ['Transporte Especializado', 'Mudanzas'],
      });
      await createCompany(t, { companyName: `Madrid Express ${m}`, city: 'Madrid', province: 'Madrid', services: ['Mudanzas'] });
    });

    it('service: an element of the list (name or category slug)', async () => {
      expect(names(await list(`q=${m}&service=Mudanzas`)).sort()).toEqual([
        `Frío Málaga ${m}`,
        `Madrid Express ${m}`,
        `Mudanzas Bilbaínas ${m}`,
      ]);
      expect(names(await list(`q=${m}&service=transporte-nacional`))).toEqual([`Cargas Getxo ${m}`]);
      expect((await list(`q=${m}&service=Teletransporte`)).body).toEqual({
        items: [],
        total: 0,
        totalCapped: false,
        page: 1,
        pageSize: 12,
        nextCursor: null,
      });
    });

    it("province: compared with province or city, without accents; 'Bilbao' (a city in the spec's list) works", async () => {
      expect(names(await list(`q=${m}&province=Bilbao`))).toEqual([`Mudanzas Bilbaínas ${m}`]);
      // Bizkaia and its usual Spanish name Vizcaya are the same province.
      expect(names(await list(`q=${m}&province=bizkaia`)).sort()).toEqual([`Cargas Getxo ${m}`, `Mudanzas Bilbaínas ${m}`]);
      expect(names(await list(`q=${m}&province=Vizcaya`)).sort()).toEqual([`Cargas Getxo ${m}`, `Mudanzas Bilbaínas ${m}`]);
      expect(names(await list(`q=${m}&province=malaga`))).toEqual([`Frío Málaga ${m}`]);
      expect(names(await list(`q=${m}&province=${encodeURIComponent('MÁLAGA')}`))).toEqual([`Frío Málaga ${m}`]);
    });

    it('city, alone or with the others', async () => {
      expect(names(await list(`q=${m}&city=getxo`))).toEqual([`Cargas Getxo ${m}`]);
      expect(names(await list(`q=${m}&province=Bizkaia&city=Bilbao&service=Almacenaje`))).toEqual([`Mudanzas Bilbaínas ${m}`]);
      expect(names(await list(`q=${m}&province=Madrid&city=Bilbao`))).toEqual([]);
    });

    it('blank filters count as not sent', async () => {
      const res = await list(`q=${m}&service=&province=%20&city=`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(4);
    });
  });

  describe('GET /api/companies: pagination', () => {
    const city = `Paginalandia ${marker()}`;
    const created: string[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 14; i++) {
        const { company } = await createCompany(t, {
          companyName: `Empresa Página ${String(i).padStart(2, '0')}`,
          city,
          province: 'Teruel',
        });
        // Distinct times, oldest first: index 13 is the newest.
        await setCreatedAt(ds, company.id, new Date(Date.UTC(2025, 0, 1, 0, i)));
        created.push(company.id);
      }
    }, 60_000);

    it('12 per page, newest first, with the total', async () => {
      const first = await list(`city=${encodeURIComponent(city)}`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 12 });
      expect(first.body.items.map((c: { id: string }) => c.id)).toEqual(created.slice(2).reverse());
      const second = await list(`city=${encodeURIComponent(city)}&page=2`);
      expect(second.body).toMatchObject({ total: 14, page: 2, pageSize: 12 });
      expect(second.body.items.map((c: { id: string }) => c.id)).toEqual([created[1], created[0]]);
      const beyond = await list(`city=${encodeURIComponent(city)}&page=3`);
      expect(beyond.body).toEqual({ items: [], total: 14, totalCapped: false, page: 3, pageSize: 12, nextCursor: null });
    });

    it('same creation time: the id breaks the tie, pages never overlap', async () => {
      for (const id of created) await setCreatedAt(ds, id, new Date(Date.UTC(2025, 0, 1)));
      const ids: string[] = [];
      for (let page = 1; page <= 5; page++) {
        ids.push(...(await list(`city=${encodeURIComponent(city)}&pageSize=3&page=${page}`)).body.items.map((c: { id: string }) => c.id));
      }
      expect(ids).toEqual([...created].sort().reverse());
    });

    it('pageSize is capped at 48', async () => {
      const res = await list(`city=${encodeURIComponent(city)}&pageSize=1000`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 14, page: 1, pageSize: 48 });
      expect(res.body.items).toHaveLength(14);
    });

    it('invalid values are a 400 in Spanish naming the field', async () => {
      const cases: Array<[string, string]> = [
        ['page=0', 'La página debe ser un número entero mayor o igual que 1.'],
        ['page=abc', 'La página debe ser un número entero mayor o igual que 1.'],
        ['page=1.5', 'La página debe ser un número entero mayor o igual que 1.'],
        ['pageSize=0', 'El tamaño de página debe ser un número entero mayor o igual que 1.'],
        ['pageSize=-3', 'El tamaño de página debe ser un número entero mayor o igual que 1.'],
        ['page=10000000', 'La página no puede ser mayor que 100000.'],
        ['q=' + 'x'.repeat(101), 'El campo q no puede superar 100 caracteres.'],
        ['orden=nombre', 'El campo orden no está permitido.'],
      ];
      for (const [query, message] of cases) {
        const res = await list(query);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
      }
    });
  });

  describe('GET /api/companies/:idOrSeoParam', () => {
    let company: TestCompany;
    beforeAll(async () => {
      company = await createCompany(
        t,
        {
          companyName: `Transportes Ñandú ${marker()}`,
          city: 'Zaragoza',
          province: 'Zaragoza',
          phone: '976123456',
          website: 'transportes-nandu.es',
        },
        { description: '<p>Rutas diarias al <strong>norte</strong>.</p>', services: ['Transporte Nacional', 'Distribución'] },
      );
      await setCompanyColumns(ds, company.company.id, { verified_at: new Date() });
    });

    it('by id and by seoParam: the whole company with contact data', async () => {
      const { id, seoParam } = company.company;
      expect(seoParam).toBe(`${company.company.slug}-${id}`);
      for (const param of [id, seoParam, id.toUpperCase(), `un-nombre-viejo-${id}`]) {
        const res = await call(t, 'GET', `/api/companies/${param}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          id,
          slug: company.company.slug,
          seoParam,
          companyName: company.company.companyName,
          contactPerson: 'Luis Contacto',
          email: company.account.email,
          phone: '976123456',
          city: 'Zaragoza',
          province: 'Zaragoza',
          services: ['Transporte Nacional', 'Distribución'],
          description: '<p>Rutas diarias al <strong>norte</strong>.</p>',
          website: 'https://transportes-nandu.es',
          logo: null,
          images: [],
          verified: true,
          badges: [],
          rating: { average: null, count: 0, verifiedCount: 0 },
          responseMinutes: null,
          createdAt: expect.any(String),
        });
      }
    });

    it('missing or malformed: 404 COMPANY_NOT_FOUND, never a 500', async () => {
      for (const param of [
        '00000000-0000-4000-8000-000000000000',
        'no-existe',
        'x'.repeat(250),
        '%27%3B%20DROP%20TABLE',
        `abc${company.company.id}`,
        '1',
      ]) {
        const res = await call(t, 'GET', `/api/companies/${param}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
    });
  });

  describe('GET /api/companies/latest', () => {
    it('the newest visible companies, 6 by default, at most 12', async () => {
      const newest = await createCompany(t, { companyName: `Recién Llegada ${marker()}` });
      const res = await call<CompanyCardListDto>(t, 'GET', '/api/companies/latest');
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(6);
      // Premium companies other specs left in this database may be boosted first (issue 19); then the newest.
      expect(res.body.items.filter((c) => !c.featured)[0].id).toBe(newest.company.id);
      expect((await call<CompanyCardListDto>(t, 'GET', '/api/companies/latest?limit=2')).body.items).toHaveLength(2);
      expect((await call<CompanyCardListDto>(t, 'GET', '/api/companies/latest?limit=500')).body.items.length).toBeLessThanOrEqual(12);
      expect((await call(t, 'GET', '/api/companies/latest?limit=0')).status).toBe(400);
      const dates = res.body.items.filter((c) => !c.featured).map((c) => c.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
  });

  it('documents the endpoints in OpenAPI', async () => {
    const doc = await (await t.request('GET', '/api/docs-json')).json();
    expect(doc.paths['/api/companies'].get.tags).toEqual(['companies']);
    expect(doc.paths['/api/companies/latest'].get).toBeDefined();
    expect(doc.paths['/api/companies/{idOrSeoParam}'].get).toBeDefined();
    expect(doc.paths['/api/companies/me'].patch.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/api/companies/me/logo'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/companies/me/images'].post).toBeDefined();
    expect(doc.paths['/api/companies/me/images/{imageId}'].delete).toBeDefined();
    expect(doc.paths['/api/companies/{id}/reviews'].post.tags).toEqual(['reviews']);
    expect(doc.paths['/api/reviews/{id}'].patch).toBeDefined();
    expect(doc.paths['/api/search'].get.tags).toEqual(['search']);
    expect(doc.paths['/api/requests/{id}/matches'].get).toBeDefined();
    expect(doc.components.schemas.CompanyDto.required).toEqual(expect.arrayContaining(['rating', 'images', 'verified']));
  });

  describe('visibility: suspended, inactive and pending companies appear nowhere', () => {
    let m: string;
    let visible: TestCompany;
    const hidden: TestCompany[] = [];
    beforeAll(async () => {
      m = marker();
      visible = await createCompany(t, { companyName: `Visible ${m}`, city: 'Soria', province: 'Soria', services: ['Mudanzas'] });
      for (const state of ['suspendida', 'inactiva', 'pendiente']) {
        hidden.push(
          await createCompany(t, { companyName: `Oculta ${state} ${m}`, city: 'Soria', province: 'Soria', services: ['Mudanzas'] }),
        );
      }
      await suspendCompany(ds, hidden[0].company.id);
      await deactivateCompany(ds, hidden[1].company.id);
      await setCompanyColumns(ds, hidden[2].company.id, { status: 'pending' });
    });

    it('list, filters and latest', async () => {
      expect(names(await list(`q=${m}`))).toEqual([`Visible ${m}`]);
      expect(names(await list(`q=${m}&province=Soria&city=Soria&service=Mudanzas`))).toEqual([`Visible ${m}`]);
      expect((await list(`q=${m}`)).body.total).toBe(1);
      const latest = await call<CompanyCardListDto>(t, 'GET', '/api/companies/latest?limit=12');
      const ids = latest.body.items.map((c: { id: string }) => c.id);
      for (const company of hidden) expect(ids).not.toContain(company.company.id);
      expect(ids).toContain(visible.company.id);
    });

    it('detail: 404 by id and by seoParam', async () => {
      for (const company of hidden) {
        expect((await call(t, 'GET', `/api/companies/${company.company.id}`)).body).toEqual(NOT_FOUND);
        expect((await call(t, 'GET', `/api/companies/${company.company.seoParam}`)).status).toBe(404);
      }
    });

    it('the owner still sees its own company, with its state', async () => {
      const res = await call(t, 'GET', '/api/companies/me', undefined, { authorization: `Bearer ${hidden[0].token}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'suspended', isActive: true, visible: false, suspensionReason: 'Incumple las condiciones' });
    });
  });
});
