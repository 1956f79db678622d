import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { CompanyDto, OwnCompanyDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, jpegWithExif, marker, paddedPng, pngImage, upload, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MB = 1024 * 1024;

describe('the own company: GET/PATCH /api/companies/me and uploads', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const me = <T = OwnCompanyDto>(token: string) => call<T>(t, 'GET', '/api/companies/me', undefined, bearer(token));
  const patch = <T = OwnCompanyDto>(token: string, body: unknown) => call<T>(t, 'PATCH', '/api/companies/me', body, bearer(token));
  /** The file behind a public /uploads URL. */
  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  const fetchUpload = async (url: string) => {
    const res = await fetch(`${t.url}${url}`);
    return { status: res.status, type: res.headers.get('content-type'), data: Buffer.from(await res.arrayBuffer()) };
  };

  describe('access', () => {
    it('company accounts only', async () => {
      expect((await call(t, 'GET', '/api/companies/me')).status).toBe(401);
      const client = await signedInClient(t);
      for (const res of [await me<ApiErrorBody>(client.accessToken), await patch<ApiErrorBody>(client.accessToken, { companyName: 'X' })]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect(
        (await upload(t, '/api/companies/me/logo', client.accessToken, [{ name: 'a.png', data: await pngImage() }], 'file')).status,
      ).toBe(403);
      expect((await upload(t, '/api/companies/me/images', undefined, [{ name: 'a.png', data: await pngImage() }])).status).toBe(401);
    });
  });

  describe('PATCH /api/companies/me', () => {
    let c: TestCompany;
    beforeEach(async () => {
      c = await createCompany(t, { companyName: 'Transportes Ibáñez', services: ['Mudanzas'] });
    });

    it('reads the own company with its moderation state', async () => {
      const res = await me(c.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        companyName: 'Transportes Ibáñez',
        slug: 'transportes-ibanez',
        seoParam: `transportes-ibanez-${res.body.id}`,
        contactPerson: 'Luis Contacto',
        email: c.account.email,
        services: ['Mudanzas'],
        description: 'Empresa de logística y transporte',
        images: [],
        status: 'active',
        isActive: true,
        visible: true,
        suspensionReason: null,
      });
    });

    it('updates every profile field; fields left out do not change', async () => {
      const res = await patch(c.token, {
        contactPerson: '  Marta Ibáñez ',
        email: 'Contacto@Ibanez.es',
        phone: '+34 600 000 001',
        website: 'www.ibanez.es',
        city: 'Valencia',
        province: 'Valencia',
        services: ['Mudanzas', ' Almacenaje ', 'Mudanzas', ''],
        description: '<h2>Quiénes somos</h2><p>Mudanzas <u>con garantía</u>.</p><ul><li>Embalaje</li></ul>',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        companyName: 'Transportes Ibáñez',
        contactPerson: 'Marta Ibáñez',
        email: 'contacto@ibanez.es',
        phone: '+34 600 000 001',
        website: 'https://www.ibanez.es',
        city: 'Valencia',
        province: 'Valencia',
        services: ['Mudanzas', 'Almacenaje'],
        description: '<h2>Quiénes somos</h2><p>Mudanzas <u>con garantía</u>.</p><ul><li>Embalaje</li></ul>',
      });
      const untouched = await patch(c.token, { phone: '611222333' });
      expect(untouched.body).toEqual({ ...res.body, phone: '611222333' });
      expect((await patch(c.token, {})).body).toEqual(untouched.body);
    });

    it('blank optional fields clear; blank city, province and description go back to the defaults', async () => {
      await patch(c.token, {
        phone: '600',
        website: 'https://a.es',
        email: 'a@b.es',
        city: 'Lugo',
        province: 'Lugo',
        description: '<p>Texto</p>',
      });
      const res = await patch(c.token, {
        phone: '',
        website: null,
        email: '  ',
        city: '',
        province: null,
        description: '<p> </p><script>x</script>',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        phone: null,
        website: null,
        email: null,
        city: 'No especificada',
        province: 'No especificada',
        description: 'Empresa de logística y transporte',
      });
    });

    it('the company name is required (spec message) and recomputes the slug', async () => {
      for (const companyName of ['', '   ', null, 42]) {
        const res = await patch<ApiErrorBody>(c.token, { companyName });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El nombre de empresa es obligatorio' });
        expect(res.body.errors).toEqual([{ field: 'companyName', message: 'El nombre de empresa es obligatorio' }]);
      }
      for (const contactPerson of ['', null]) {
        expect((await patch<ApiErrorBody>(c.token, { contactPerson })).body.message).toBe('La persona de contacto es obligatoria.');
      }

      const renamed = await patch(c.token, { companyName: '  Mudanzas Peña & Hijos, S.L. ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ companyName: 'Mudanzas Peña & Hijos, S.L.', slug: 'mudanzas-pena-hijos-sl' });
      expect(renamed.body.seoParam).toBe(`mudanzas-pena-hijos-sl-${renamed.body.id}`);
      const [row] = await ds.query('SELECT slug, search_text FROM companies WHERE id = $1', [renamed.body.id]);
      expect(row.slug).toBe('mudanzas-pena-hijos-sl');
      expect(row.search_text).toContain('mudanzas pena & hijos');

      const symbols = await patch(c.token, { companyName: '¡¡¡!!!' });
      expect(symbols.body.slug).toBe('empresa'); // the database's fallback for a name without letters
    });

    it('refuses bad values and unknown fields', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ email: 'no-es-un-email' }, 'El email no es válido.'],
        [{ website: 'javascript:alert(1)' }, 'La web debe ser una dirección válida (http o https).'],
        [{ website: 'ftp://ficheros.es' }, 'La web debe ser una dirección válida (http o https).'],
        [{ services: 'Mudanzas' }, 'El campo services debe ser una lista.'],
        [{ services: Array.from({ length: 31 }, (_, i) => `S${i}`) }, 'El campo services no puede tener más de 30 elementos.'],
        [{ companyName: 'x'.repeat(201) }, 'El campo companyName no puede superar 200 caracteres.'],
        [{ status: 'active' }, 'El campo status no está permitido.'],
        [{ verifiedAt: '2025-01-01' }, 'El campo verifiedAt no está permitido.'],
        [{ logo: '/uploads/otra.webp' }, 'El campo logo no está permitido.'],
      ];
      for (const [body, message] of cases) {
        const res = await patch<ApiErrorBody>(c.token, body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    it('sanitizes the description: no scripts, handlers or dangerous links; links get rel="nofollow noopener"', async () => {
      const res = await patch(c.token, {
        description:
          '<p onclick="robar()" style="color:red">Hola <b>mundo</b> <script>alert(1)</script><img src=x onerror=alert(1)></p>' +
          '<a href="https://ibanez.es" target="_blank" onmouseover="x()">web</a> <a href="javascript:alert(1)">mal</a> ' +
          '<a href="mailto:hola@ibanez.es">correo</a><iframe src="https://evil.test"></iframe><h1>Título</h1><div>bloque</div>',
      });
      expect(res.status).toBe(200);
      const html: string = res.body.description;
      expect(html).not.toMatch(/script|onclick|onerror|onmouseover|style=|<img|<iframe|javascript:|target=/i);
      expect(html).toBe(
        '<p>Hola <strong>mundo</strong> </p>' +
          '<a href="https://ibanez.es" rel="nofollow noopener">web</a> <a rel="nofollow noopener">mal</a> ' +
          '<a href="mailto:hola@ibanez.es" rel="nofollow noopener">correo</a><h2>Título</h2>bloque',
      );
      const [row] = await ds.query('SELECT description FROM companies WHERE id = $1', [res.body.id]);
      expect(row.description).toBe(html);
    });

    it('a company account without a company gets a 404', async () => {
      await ds.query('DELETE FROM companies WHERE id = $1', [c.company.id]);
      const res = await me(c.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'COMPANY_PROFILE_NOT_FOUND' });
    });
  });

  describe('POST /api/companies/me/logo', () => {
    let c: TestCompany;
    beforeAll(async () => {
      c = await createCompany(t, { companyName: `Logos ${marker()}` });
    });

    it('a real PNG is stored as WebP under /uploads, at most 512 px, without metadata', async () => {
      const res = await upload(
        t,
        '/api/companies/me/logo',
        c.token,
        [{ name: 'logo.png', data: await pngImage(1024, 256), type: 'image/png' }],
        'file',
      );
      expect(res.status).toBe(200);
      const logo: string = res.body.logo;
      expect(logo).toMatch(new RegExp(`^/uploads/companies/${c.company.id}/logo/[0-9a-f-]{36}\\.webp$`));
      expect(logo).not.toContain('logo.png');
      const served = await fetchUpload(logo);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/webp');
      const meta = await sharp(served.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 128 });
      expect(meta.exif).toBeUndefined();
      expect((await call<CompanyDto>(t, 'GET', `/api/companies/${c.company.id}`)).body.logo).toBe(logo);
    });

    it('replacing the logo removes the old file', async () => {
      const first = (await upload(t, '/api/companies/me/logo', c.token, [{ name: 'a.png', data: await pngImage(300, 300) }], 'file')).body
        .logo;
      expect(existsSync(fileOf(first))).toBe(true);
      const second = (await upload(t, '/api/companies/me/logo', c.token, [{ name: 'b.jpg', data: await jpegWithExif() }], 'file')).body
        .logo;
      expect(second).not.toBe(first);
      expect(existsSync(fileOf(first))).toBe(false);
      expect(existsSync(fileOf(second))).toBe(true);
      expect((await fetchUpload(first)).status).toBe(404);

      const removed = await call<OwnCompanyDto>(t, 'DELETE', '/api/companies/me/logo', undefined, bearer(c.token));
      expect(removed.body.logo).toBeNull();
      expect(existsSync(fileOf(second))).toBe(false);
    });

    it('over 5 MB: 413 with the spec message', async () => {
      const before = (await me(c.token)).body.logo;
      const res = await upload(
        t,
        '/api/companies/me/logo',
        c.token,
        [{ name: 'enorme.png', data: await paddedPng(6 * MB), type: 'image/png' }],
        'file',
      );
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        message: 'El archivo es demasiado grande. Máximo 5MB por imagen.',
      });
      expect((await me(c.token)).body.logo).toBe(before);
    });

    it('decided by content: a text file named .png (sent as image/png) is refused', async () => {
      for (const file of [
        { name: 'foto.png', data: Buffer.from('esto no es una imagen, solo texto'), type: 'image/png' },
        {
          name: 'dibujo.svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
          type: 'image/svg+xml',
        },
        { name: 'cortada.png', data: (await pngImage(400, 400)).subarray(0, 200), type: 'image/png' },
      ]) {
        const res = await upload(t, '/api/companies/me/logo', c.token, [file], 'file');
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_IMAGE', message: 'Solo se permiten archivos de imagen' });
      }
      // …while a real image sent with a wrong type and name is fine.
      expect(
        (await upload(t, '/api/companies/me/logo', c.token, [{ name: 'datos.txt', data: await pngImage(), type: 'text/plain' }], 'file'))
          .status,
      ).toBe(200);
    });

    it('no file, or not multipart: 400', async () => {
      expect((await upload(t, '/api/companies/me/logo', c.token, [])).body).toMatchObject({ statusCode: 400, code: 'NO_FILE' });
      expect((await call(t, 'POST', '/api/companies/me/logo', { file: 'x' }, bearer(c.token))).body).toMatchObject({
        statusCode: 400,
        code: 'NOT_MULTIPART',
      });
    });
  });

  describe('gallery: POST /api/companies/me/images and DELETE /api/companies/me/images/:imageId', () => {
    it('stores several images (1600 px max, 400×300 thumbnails, EXIF applied then stripped) and reports the skipped ones', async () => {
      const c = await createCompany(t, { companyName: `Galería ${marker()}` });
      const res = await upload(t, '/api/companies/me/images', c.token, [
        { name: 'nave.png', data: await pngImage(2400, 1200), type: 'image/png' },
        { name: 'grande.png', data: await paddedPng(6 * MB), type: 'image/png' },
        { name: 'camion.jpg', data: await jpegWithExif(600, 400), type: 'image/jpeg' },
        { name: 'notas.png', data: Buffer.from('hola'), type: 'image/png' },
      ]);
      expect(res.status).toBe(201);
      expect(res.body.skipped).toEqual([
        { file: 'grande.png', message: 'grande.png es demasiado grande. Máximo 5MB por imagen.' },
        { file: 'notas.png', message: 'Error al subir notas.png: Solo se permiten archivos de imagen' },
      ]);
      expect(res.body.uploaded).toHaveLength(2);
      const [wide, rotated] = res.body.uploaded;
      expect(wide).toMatchObject({ width: 1600, height: 800, url: expect.stringMatching(/^\/uploads\/companies\/.+\.webp$/) });
      // The JPEG said "rotate 90°": 600×400 becomes 400×600.
      expect(rotated).toMatchObject({ width: 400, height: 600 });

      const image = await fetchUpload(rotated.url);
      expect(image.type).toBe('image/webp');
      const meta = await sharp(image.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(image.data.includes(Buffer.from('Secreto Autor'))).toBe(false);
      const thumb = await sharp((await fetchUpload(rotated.thumbnailUrl)).data).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 300 });

      const detail = await call<CompanyDto>(t, 'GET', `/api/companies/${c.company.id}`);
      expect(detail.body.images).toEqual(res.body.uploaded);
      const [stored] = await ds.query('SELECT count(*)::int AS n FROM company_images WHERE company_id = $1', [c.company.id]);
      expect(stored.n).toBe(2);
    });

    it('deletes its own images with their files; another company’s image or an unknown id is a 404', async () => {
      const owner = await createCompany(t, { companyName: `Dueña ${marker()}` });
      const other = await createCompany(t, { companyName: `Otra ${marker()}` });
      const [image] = (await upload(t, '/api/companies/me/images', owner.token, [{ name: 'a.png', data: await pngImage() }])).body.uploaded;
      expect(existsSync(fileOf(image.url))).toBe(true);

      for (const id of [image.id]) {
        const res = await call(t, 'DELETE', `/api/companies/me/images/${id}`, undefined, bearer(other.token));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'IMAGE_NOT_FOUND', message: 'Imagen no encontrada' });
      }
      expect(existsSync(fileOf(image.url))).toBe(true);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        expect((await call(t, 'DELETE', `/api/companies/me/images/${id}`, undefined, bearer(owner.token))).status).toBe(404);
      }

      const res = await call(t, 'DELETE', `/api/companies/me/images/${image.id}`, undefined, bearer(owner.token));
      expect(res.status).toBe(204);
      expect(existsSync(fileOf(image.url))).toBe(false);
      expect(existsSync(fileOf(image.thumbnailUrl))).toBe(false);
      expect((await me(owner.token)).body.images).toEqual([]);
      expect((await call(t, 'DELETE', `/api/companies/me/images/${image.id}`, undefined, bearer(owner.token))).status).toBe(404);
    });

    it('as many images as the plan shows (Básico: 5), at most 12 files per upload', async () => {
      const c = await createCompany(t, { companyName: `Llena ${marker()}` });
      const png = await pngImage(64, 48);
      const four = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.png`, data: png }));
      expect((await upload(t, '/api/companies/me/images', c.token, four)).body.uploaded).toHaveLength(4);
      const full =
        'Tu plan Básico muestra hasta 5 imágenes en la galería y ya tienes 5. Borra alguna o cambia a Profesional para tener hasta 20.';
      const more = await upload(
        t,
        '/api/companies/me/images',
        c.token,
        [1, 2, 3].map((i) => ({ name: `g${i}.png`, data: png })),
      );
      expect(more.status).toBe(201);
      expect(more.body.uploaded).toHaveLength(1);
      expect(more.body.skipped).toEqual([
        { file: 'g2.png', message: full },
        { file: 'g3.png', message: full },
      ]);
      const refused = await upload(t, '/api/companies/me/images', c.token, [{ name: 'h.png', data: png }]);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ statusCode: 403, code: 'PLAN_LIMIT_REACHED', message: full });
      const tooMany = await upload(
        t,
        '/api/companies/me/images',
        c.token,
        Array.from({ length: 13 }, (_, i) => ({ name: `x${i}.png`, data: png })),
      );
      expect(tooMany.status).toBe(413);
      expect((await me(c.token)).body.images).toHaveLength(5);
    });
  });
});
