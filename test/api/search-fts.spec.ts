import { DataSource } from 'typeorm';
import type { CompanyCardPageDto, PublicRequestPageDto } from '@rutalia/api-contract';
import { call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, marker } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21, «Search that is fast uncached»: the directory and the public jobs list search with
 * PostgreSQL full-text search (Spanish stems without accents or case, the last word as a prefix,
 * a typo fallback), count up to 1.000 (`totalCapped`) and page deep with a cursor. Every row here
 * carries this run's marker, and every search includes it, so other specs' rows never count.
 */
describe('full-text search of the public lists', () => {
  let t: TestApp;
  let ds: DataSource;
  const m = marker();
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    await createCompany(t, {
      companyName: `Mudanzas García ${m}`,
      city: 'Zaragoza',
      province: 'Zaragoza',
      services: ['Mudanzas'],
      description: `<p>Mudanzas de pisos y oficinas ${m}</p>`,
    });
    await createCompany(t, {
      companyName: `Frío Norte ${m}`,
      city: 'León',
      province: 'León',
      services: ['Transporte Especializado'],
      description: `<p>Transporte frigorífico de fruta ${m}</p>`,
    });
    const client = await signedInClient(t);
    await createRequest(t, client.accessToken, { title: `Mudanza de piso en Ávila ${m}`, city: 'Ávila', province: 'Ávila' });
    await createRequest(t, client.accessToken, {
      title: `Transporte de palés ${m}`,
      services: ['Transporte de mercancía paletizada'],
      description: `<p>Doce europalés de alimentación ${m}</p>`,
    });
  }, 60_000);
  afterAll(() => t.close());

  const companies = async (q: string, extra = '') => {
    const res = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${encodeURIComponent(`${q} ${m}`)}&pageSize=48${extra}`);
    expect(res.status).toBe(200);
    return res.body.items.map((c) => c.companyName);
  };
  const jobs = async (q: string) => {
    const res = await call<PublicRequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent(`${q} ${m}`)}&pageSize=24`);
    expect(res.status).toBe(200);
    return res.body.items.map((r) => r.title);
  };

  it('stems Spanish words: «mudanza» finds «Mudanzas», «palé» finds «palés»', async () => {
    expect(await companies('mudanza')).toEqual([`Mudanzas García ${m}`]);
    expect(await companies('mudanzas oficina')).toEqual([`Mudanzas García ${m}`]);
    expect(await jobs('mudanzas')).toEqual([`Mudanza de piso en Ávila ${m}`]);
    expect(await jobs('europalé')).toEqual([`Transporte de palés ${m}`]);
  });

  it('ignores accents and case: «garcia», «GARCÍA», «avila», «FRIGORIFICO»', async () => {
    expect(await companies('garcia')).toEqual([`Mudanzas García ${m}`]);
    expect(await companies('GARCÍA')).toEqual([`Mudanzas García ${m}`]);
    expect(await companies('FRIGORIFICO leon')).toEqual([`Frío Norte ${m}`]);
    expect(await jobs('avila')).toEqual([`Mudanza de piso en Ávila ${m}`]);
  });

  it('takes the last word as a prefix while typing', async () => {
    const typing = async (q: string) => {
      const res = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${encodeURIComponent(`${m} ${q}`)}`);
      return res.body.items.map((c) => c.companyName);
    };
    expect(await typing('mudan')).toEqual([`Mudanzas García ${m}`]);
    expect(await typing('frigo')).toEqual([`Frío Norte ${m}`]);
    const jobsTyping = await call<PublicRequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent(`${m} europa`)}`);
    expect(jobsTyping.body.items.map((r) => r.title)).toEqual([`Transporte de palés ${m}`]);
  });

  it('a typo still finds something: each word is corrected to the closest known one', async () => {
    expect(await companies('mudansas')).toEqual([`Mudanzas García ${m}`]);
    expect(await companies('frigorifco')).toEqual([`Frío Norte ${m}`]);
    expect(await jobs('trasporte')).toEqual([`Transporte de palés ${m}`]);
    // Nothing close: still nothing.
    expect(await companies('zzzxqw')).toEqual([]);
  });

  it('user text is never tsquery syntax: operators and quotes are separators, never a 500', async () => {
    for (const q of ["&|!():*'\\", "o'brien & (", 'a:*b', '<->', '!!!', '%', '_', "'", '\\']) {
      for (const path of ['/api/companies', '/api/requests']) {
        const res = await call(t, 'GET', `${path}?q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
      }
    }
    expect(await companies('garcía & | !')).toEqual([`Mudanzas García ${m}`]);
  });

  describe('capped totals and cursors', () => {
    const many = marker();
    beforeAll(async () => {
      // 1.003 visible companies and 1.003 active requests with a marker, in two statements each.
      await ds.query(
        `WITH u AS (
           INSERT INTO users (email, password_hash, full_name, user_type)
           SELECT 'fts-' || $1 || '-' || n || '@example.com', 'x', 'Empresa ' || n, 'company' FROM generate_series(1, 1003) n
           RETURNING id, full_name)
         INSERT INTO companies (user_id, slug, company_name, contact_person, city, province, services, created_at)
         SELECT id, '', 'Cargas ' || $1 || ' ' || full_name, 'Contacto', 'Soria', 'Soria', ARRAY['Mudanzas'],
                now() - (row_number() OVER (ORDER BY id)) % 7 * interval '1 hour'
           FROM u`,
        [many],
      );
      const [client] = await ds.query(
        `INSERT INTO users (email, password_hash, full_name, user_type) VALUES ($1, 'x', 'Cliente', 'client') RETURNING id`,
        [`fts-${many}@example.com`],
      );
      await ds.query(
        `INSERT INTO requests (client_id, slug, title, description, services, city, province, created_at)
         SELECT $1, '', 'Mudanza ' || $2 || ' ' || n, 'Piso', ARRAY['Mudanzas'], 'Soria', 'Soria', now() - n % 5 * interval '1 minute'
           FROM generate_series(1, 1003) n`,
        [client.id, many],
      );
    }, 60_000);
    afterAll(async () => {
      await ds.query(`DELETE FROM requests WHERE title LIKE $1`, [`Mudanza ${many} %`]);
      await ds.query(`DELETE FROM companies WHERE company_name LIKE $1`, [`Cargas ${many} %`]);
      await ds.query(`DELETE FROM users WHERE email LIKE $1`, [`fts-${many}%`]);
    });

    it('counts up to 1.000 and says so: total 1000, totalCapped', async () => {
      const dir = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${many}`);
      expect(dir.body).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 12 });
      expect(typeof dir.body.nextCursor).toBe('string');
      const list = await call<PublicRequestPageDto>(t, 'GET', `/api/requests?q=${many}`);
      expect(list.body).toMatchObject({ total: 1000, totalCapped: true });
      const few = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${m}`);
      expect(few.body).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    });

    it('walks every row once with the cursor, in the order of the pages (no duplicates, no gaps)', async () => {
      for (const [path, size] of [
        ['/api/companies', 48],
        ['/api/requests', 24],
        ['/api/requests?sort=oldest&', 24],
        ['/api/requests?sort=location&', 24],
      ] as const) {
        const base = path.includes('?') ? `${path}q=${many}&pageSize=${size}` : `${path}?q=${many}&pageSize=${size}`;
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res: { status: number; body: CompanyCardPageDto | PublicRequestPageDto } = await call(
            t,
            'GET',
            `${base}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(res.status).toBe(200);
          seen.push(...res.body.items.map((item) => item.id));
          cursor = res.body.nextCursor;
          pages++;
        } while (cursor && pages < 100);
        expect(seen).toHaveLength(1003);
        expect(new Set(seen).size).toBe(1003);
        // The cursor pages are the offset pages.
        const second = await call<CompanyCardPageDto>(t, 'GET', `${base}&page=2`);
        expect(second.body.items.map((item) => item.id)).toEqual(seen.slice(size, 2 * size));
      }
    }, 60_000);

    it('refuses a cursor it did not write with a Spanish 400', async () => {
      const wrongShape = Buffer.from(JSON.stringify(['x'])).toString('base64url');
      expect((await call(t, 'GET', `/api/companies?cursor=${'x'.repeat(1001)}`)).status).toBe(400);
      for (const cursor of ['abc', '%%%', wrongShape, 'W1td']) {
        for (const path of ['/api/companies', '/api/requests']) {
          const res = await call(t, 'GET', `${path}?cursor=${encodeURIComponent(cursor)}`);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ statusCode: 400, message: 'El cursor de la página no es válido: vuelve a la primera página.' });
        }
      }
      // A jobs cursor of the newest order is not one of the location order.
      const newest = await call<PublicRequestPageDto>(t, 'GET', `/api/requests?q=${many}`);
      const res = await call(t, 'GET', `/api/requests?q=${many}&sort=location&cursor=${newest.body.nextCursor}`);
      expect(res.status).toBe(400);
    });
  });

  describe('place filters (place_keys: every spelling of the catalog, accents and case ignored)', () => {
    const p = marker();
    beforeAll(async () => {
      for (const [name, city, province] of [
        ['Bilbao', 'Bilbao', 'Vizcaya'],
        ['Getxo', 'Getxo', 'Bizkaia'],
        ['Coruña', 'La Coruña', 'A Coruña'],
        ['Madridejos', 'Madridejos', 'Toledo'],
        ['Móstoles', 'MOSTOLES', 'madrid'],
      ]) {
        await createCompany(t, { companyName: `Empresa ${name} ${p}`, city, province, description: `<p>Lugares ${p}</p>` });
      }
      const client = await signedInClient(t);
      for (const [city, province] of [
        ['Bilbao', 'Bizkaia'],
        ['Madridejos', 'Toledo'],
        ['Getafe', 'Madrid'],
      ]) {
        await createRequest(t, client.accessToken, { title: `Porte en ${city} ${p}`, city, province });
      }
    }, 60_000);

    const placeCompanies = async (query: string) => {
      const res = await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${p}&pageSize=48&${query}`);
      expect(res.status).toBe(200);
      return res.body.items.map((c) => c.companyName.replace(`Empresa `, '').replace(` ${p}`, '')).sort();
    };
    const placeJobs = async (location: string) => {
      const res = await call<PublicRequestPageDto>(t, 'GET', `/api/requests?q=${p}&pageSize=24&location=${encodeURIComponent(location)}`);
      expect(res.status).toBe(200);
      return res.body.items.map((r) => r.title.replace('Porte en ', '').replace(` ${p}`, '')).sort();
    };

    it('matches a province by any of its names, and its cities’ names too', async () => {
      for (const province of ['Bizkaia', 'Vizcaya', 'bizkaia', 'VIZCAYA']) {
        expect(await placeCompanies(`province=${encodeURIComponent(province)}`)).toEqual(['Bilbao', 'Getxo']);
      }
      expect(await placeCompanies(`province=${encodeURIComponent('La Coruña')}`)).toEqual(['Coruña']);
      expect(await placeCompanies(`province=${encodeURIComponent('a coruna')}`)).toEqual(['Coruña']);
      // The province filter matches the city column as well (a city picked as a place).
      expect(await placeCompanies('province=Bilbao')).toEqual(['Bilbao']);
      // Exact places: Madrid is not Madridejos.
      expect(await placeCompanies('province=Madrid')).toEqual(['Móstoles']);
    });

    it('matches a city only in the city column, by any of its names', async () => {
      expect(await placeCompanies('city=bilbao')).toEqual(['Bilbao']);
      expect(await placeCompanies(`city=${encodeURIComponent('Móstoles')}`)).toEqual(['Móstoles']);
      expect(await placeCompanies(`city=${encodeURIComponent('A Coruña')}`)).toEqual(['Coruña']);
      expect(await placeCompanies('city=Vizcaya')).toEqual([]);
      expect(await placeCompanies('city=Getxo&province=Bizkaia')).toEqual(['Getxo']);
    });

    it('filters jobs by a catalog place as origin city or province; other text by contains', async () => {
      expect(await placeJobs('Bilbao')).toEqual(['Bilbao']);
      expect(await placeJobs('vizcaya')).toEqual(['Bilbao']);
      expect(await placeJobs('Madrid')).toEqual(['Getafe']);
      expect(await placeJobs('Madridejos')).toEqual(['Madridejos']);
      // Not a place of the catalog: the origin's city or province contains it.
      expect(await placeJobs('madri')).toEqual(['Getafe', 'Madridejos']);
      expect(await placeJobs('Ciudad Inventada')).toEqual([]);
    });
  });
});
