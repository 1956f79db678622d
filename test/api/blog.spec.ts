import { DataSource } from 'typeorm';
import type { BlogPostDto, BlogPostListDto, BlogPostPageDto } from '@rutalia/api-contract';
import type { AuthUser } from '../../backend/src/common/auth/auth-user.js';
import { BlogAdminService } from '../../backend/src/modules/blog/blog-admin.service.js';
import { call, relaxedRateLimits, type ApiErrorBody } from '../factories/auth-factories.js';
import { futureDate, insertBlogPost, type TestPost } from '../factories/blog-factories.js';
import { insertUser } from '../factories/sql-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';
const NOT_FOUND_BODY = { statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Post no encontrado' };

describe('Blog API', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const publishedCount = async () => (await ds.query(`SELECT count(*)::int AS n FROM blog_posts WHERE published`))[0].n as number;
  const ids = (items: { id: string }[]) => items.map((i) => i.id);

  describe('GET /api/blog/posts', () => {
    let newest: TestPost[];
    let drafts: TestPost[];
    let baseline: number;
    beforeAll(async () => {
      baseline = await publishedCount();
      // Eight posts dated after anything else in the database, so they fill the first pages.
      // Two share a timestamp: the id breaks the tie (descending).
      const posts: TestPost[] = [];
      for (const minutes of [1, 2, 3, 4, 5, 6, 7, 7]) posts.push(await insertBlogPost(ds, { publishedAt: futureDate(minutes) }));
      const tied = posts.slice(6).sort((a, b) => (a.id < b.id ? 1 : -1));
      newest = [...tied, ...posts.slice(0, 6).reverse()];
      // A never published draft and an unpublished one that kept a (newer) publication date.
      drafts = [
        await insertBlogPost(ds, { published: false }),
        await insertBlogPost(ds, { published: false, publishedAt: futureDate(100) }),
      ];
    });

    it('lists published posts newest first, 6 per page, with totals', async () => {
      const first = await call<BlogPostPageDto>(t, 'GET', '/api/blog/posts');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: baseline + 8, page: 1, pageSize: 6 });
      expect(ids(first.body.items)).toEqual(ids(newest.slice(0, 6)));
      const second = await call<BlogPostPageDto>(t, 'GET', '/api/blog/posts?page=2&pageSize=6');
      expect(second.body.page).toBe(2);
      expect(ids(second.body.items).slice(0, 2)).toEqual(ids(newest.slice(6)));
      const other = await call<BlogPostPageDto>(t, 'GET', '/api/blog/posts?page=3&pageSize=3');
      expect(ids(other.body.items).slice(0, 2)).toEqual(ids(newest.slice(6, 8)));
    });

    it('summary shape: excerpt, tags, authorName, publishedAt, readingMinutes; no content', async () => {
      const { body } = await call<BlogPostPageDto>(t, 'GET', '/api/blog/posts?pageSize=1');
      expect(body.items[0]).toEqual({
        id: newest[0].id,
        slug: newest[0].slug,
        title: newest[0].title,
        excerpt: 'Resumen del post de prueba.',
        featuredImage: null,
        tags: [],
        authorName: 'Admin',
        publishedAt: futureDate(7).toISOString(),
        readingMinutes: 1,
      });
    });

    it('caps pageSize at 24 and never lists drafts on any page', async () => {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const res = await call<BlogPostPageDto>(t, 'GET', `/api/blog/posts?page=${page}&pageSize=500`);
        expect(res.body.pageSize).toBe(24);
        seen.push(...ids(res.body.items));
        if (res.body.items.length < 24) break;
      }
      expect(seen).toHaveLength(baseline + 8);
      for (const draft of drafts) expect(seen).not.toContain(draft.id);
    });

    it('bad page or pageSize: 400 VALIDATION_ERROR in Spanish naming the field', async () => {
      for (const [query, field, message] of [
        ['page=0', 'page', 'La página debe ser un número entero mayor o igual que 1.'],
        ['page=abc', 'page', 'La página debe ser un número entero mayor o igual que 1.'],
        ['page=1.5', 'page', 'La página debe ser un número entero mayor o igual que 1.'],
        ['pageSize=0', 'pageSize', 'El tamaño de página debe ser un número entero mayor o igual que 1.'],
        ['pageSize=-3', 'pageSize', 'El tamaño de página debe ser un número entero mayor o igual que 1.'],
        ['pageSize=seis', 'pageSize', 'El tamaño de página debe ser un número entero mayor o igual que 1.'],
      ]) {
        const res = await call(t, 'GET', `/api/blog/posts?${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message, errors: [{ field, message }] });
      }
      const unknown = await call<ApiErrorBody>(t, 'GET', '/api/blog/posts?published=false');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('El campo published no está permitido.');
    });
  });

  describe('GET /api/blog/posts/:slug', () => {
    it('a published post: sanitized content and every field', async () => {
      const author = await insertUser(ds, { fullName: 'Lucía Pérez Gómez' });
      const admin = t.app.get(BlogAdminService);
      const created = await admin.create({ id: author } as AuthUser, {
        title: `Guía de embalaje ${Date.now()}`,
        content:
          '<h2>Cajas</h2><p onclick="robar()">Usa cajas <strong>resistentes</strong>.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        tags: 'mudanzas, embalaje, mudanzas',
        featuredImage: '/uploads/blog/portada.webp',
        metaDescription: 'Cómo embalar bien',
        published: true,
      });
      const res = await call(t, 'GET', `/api/blog/posts/${created.slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: created.id,
        slug: created.slug,
        title: created.title,
        excerpt: 'Cajas Usa cajas resistentes.',
        featuredImage: '/uploads/blog/portada.webp',
        tags: ['mudanzas', 'embalaje'],
        authorName: 'Lucía Pérez Gómez',
        publishedAt: created.publishedAt,
        readingMinutes: 1,
        content: '<h2>Cajas</h2><p>Usa cajas <strong>resistentes</strong>.</p>',
        metaDescription: 'Cómo embalar bien',
        updatedAt: created.updatedAt,
      });
    });

    it("'Admin' when the author account is deleted", async () => {
      const author = await insertUser(ds, { fullName: 'Autora Temporal' });
      const post = await insertBlogPost(ds, { authorId: author });
      expect((await call<BlogPostDto>(t, 'GET', `/api/blog/posts/${post.slug}`)).body.authorName).toBe('Autora Temporal');
      await ds.query(`DELETE FROM users WHERE id = $1`, [author]);
      expect((await call<BlogPostDto>(t, 'GET', `/api/blog/posts/${post.slug}`)).body.authorName).toBe('Admin');
    });

    it('an empty excerpt falls back to ~160 characters of the content; reading time from the words', async () => {
      const words = Array.from({ length: 450 }, (_, i) => `palabra${i}`).join(' ');
      const post = await insertBlogPost(ds, { excerpt: null, content: `<p>${words}</p>` });
      const { body } = await call<BlogPostDto>(t, 'GET', `/api/blog/posts/${post.slug}`);
      expect(body.excerpt.endsWith('…')).toBe(true);
      expect(body.excerpt.length).toBeLessThanOrEqual(160);
      expect(body.excerpt.length).toBeGreaterThan(120);
      expect(words.startsWith(body.excerpt.slice(0, -1))).toBe(true);
      expect(words[body.excerpt.length - 1]).toBe(' '); // cut at a word boundary
      expect(body.readingMinutes).toBe(3);
    });

    it('drafts, unknown and malformed slugs: 404 BLOG_POST_NOT_FOUND', async () => {
      const draft = await insertBlogPost(ds, { published: false });
      for (const slug of [draft.slug, 'no-existe-este-post', 'Mayusculas', '..%2F..', 'a'.repeat(300)]) {
        const res = await call(t, 'GET', `/api/blog/posts/${slug}`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND_BODY);
      }
    });
  });

  describe('GET /api/blog/posts/:slug/related', () => {
    it('other published posts only, in random order, at most limit (default 3, max 6)', async () => {
      const self = await insertBlogPost(ds);
      for (let i = 0; i < 7; i++) await insertBlogPost(ds);
      const drafts = [await insertBlogPost(ds, { published: false }), await insertBlogPost(ds, { published: false })];

      const byDefault = await call<BlogPostListDto>(t, 'GET', `/api/blog/posts/${self.slug}/related`);
      expect(byDefault.status).toBe(200);
      expect(byDefault.body.items).toHaveLength(3);
      expect(Object.keys(byDefault.body)).toEqual(['items']);

      const seen = new Set<string>();
      const orders = new Set<string>();
      for (let i = 0; i < 15; i++) {
        const { body } = await call<BlogPostListDto>(t, 'GET', `/api/blog/posts/${self.slug}/related?limit=100`);
        expect(body.items).toHaveLength(6);
        ids(body.items).forEach((id) => seen.add(id));
        orders.add(ids(body.items).join());
      }
      expect(seen.has(self.id)).toBe(false);
      for (const draft of drafts) expect(seen.has(draft.id)).toBe(false);
      expect(orders.size).toBeGreaterThan(1); // random, not a fixed list
      expect((await call<BlogPostListDto>(t, 'GET', `/api/blog/posts/${self.slug}/related?limit=2`)).body.items).toHaveLength(2);
    });

    it('bad limit is a 400; a draft or unknown slug a 404', async () => {
      const post = await insertBlogPost(ds);
      const bad = await call(t, 'GET', `/api/blog/posts/${post.slug}/related?limit=0`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'limit', message: 'El límite debe ser un número entero mayor o igual que 1.' }],
      });
      const draft = await insertBlogPost(ds, { published: false });
      for (const slug of [draft.slug, 'no-existe']) {
        const res = await call(t, 'GET', `/api/blog/posts/${slug}/related`);
        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND_BODY);
      }
    });
  });

  describe('/blog/{slug} as a crawler sees it (no JavaScript)', () => {
    const page = async (route: string) => {
      const res = await fetch(`${t.url}${route}`, { redirect: 'manual' });
      return { status: res.status, html: await res.text() };
    };
    const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    const meta = (html: string, attr: string) => html.match(new RegExp(`<meta ${attr} content="([^"]*)"`))?.[1];

    it('title, description, canonical, og tags and BlogPosting JSON-LD', async () => {
      const author = await insertUser(ds, { fullName: 'Marta Ruiz' });
      const post = await insertBlogPost(ds, {
        title: 'Mudanzas & guardamuebles',
        authorId: author,
        featuredImage: '/uploads/demo/blog/portada.svg',
        metaDescription: 'Todo sobre guardamuebles',
        tags: ['mudanzas', 'almacenaje'],
        publishedAt: new Date('2026-03-01T10:00:00Z'),
        updatedAt: new Date('2026-03-05T12:00:00Z'),
      });
      const { status, html } = await page(`/blog/${post.slug}`);
      expect(status).toBe(200);
      expect(html).toContain('<title>Mudanzas &amp; guardamuebles · Rutalia</title>');
      expect(meta(html, 'name="description"')).toBe('Todo sobre guardamuebles');
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/${post.slug}" />`);
      expect(meta(html, 'property="og:type"')).toBe('article');
      expect(meta(html, 'property="og:title"')).toBe('Mudanzas &amp; guardamuebles · Rutalia');
      expect(meta(html, 'property="og:url"')).toBe(`${PUBLIC_URL}/blog/${post.slug}`);
      expect(meta(html, 'property="og:image"')).toBe(`${PUBLIC_URL}/uploads/demo/blog/portada.svg`);
      expect(html).not.toContain('noindex');
      const pageUrl = `${PUBLIC_URL}/blog/${post.slug}`;
      const rutalia = { '@type': 'Organization', name: 'Rutalia', url: PUBLIC_URL };
      expect(jsonLd(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': pageUrl,
        headline: 'Mudanzas & guardamuebles',
        description: 'Todo sobre guardamuebles',
        image: `${PUBLIC_URL}/uploads/demo/blog/portada.svg`,
        datePublished: '2026-03-01T10:00:00.000Z',
        dateModified: '2026-03-05T12:00:00.000Z',
        author: { '@type': 'Person', name: 'Marta Ruiz' },
        publisher: rutalia,
        mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
        inLanguage: 'es-ES',
        keywords: 'mudanzas, almacenaje',
      });
    });

    it('without meta description: the excerpt; without author: Rutalia as author; absolute images kept', async () => {
      const post = await insertBlogPost(ds, { excerpt: 'Resumen para buscadores', featuredImage: 'https://cdn.ejemplo.es/p.jpg' });
      const { html } = await page(`/blog/${post.slug}`);
      expect(meta(html, 'name="description"')).toBe('Resumen para buscadores');
      expect(meta(html, 'property="og:image"')).toBe('https://cdn.ejemplo.es/p.jpg');
      expect(jsonLd(html).author).toEqual({ '@type': 'Organization', name: 'Rutalia', url: PUBLIC_URL });
    });

    it('a draft or an unknown slug: 404, noindex, «Post no encontrado»', async () => {
      const draft = await insertBlogPost(ds, { published: false, title: 'Borrador secreto' });
      for (const route of [`/blog/${draft.slug}`, '/blog/no-existe-este-post']) {
        const res = await page(route);
        expect(res.status).toBe(404);
        expect(res.html).toContain('<title>Post no encontrado · Rutalia</title>');
        expect(res.html).toContain('<meta name="robots" content="noindex, nofollow" />');
        expect(res.html).not.toContain('Borrador secreto');
        expect(res.html).not.toContain('application/ld+json');
      }
    });
  });

  describe('write side (BlogAdminService, for the backoffice)', () => {
    let admin: BlogAdminService;
    let author: AuthUser;
    beforeAll(async () => {
      admin = t.app.get(BlogAdminService);
      author = { id: await insertUser(ds, { fullName: 'Editora Blog' }) } as AuthUser;
    });
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (e: { getStatus(): number; getResponse(): unknown }) => e,
      );
      if (!error) throw new Error('expected a failure');
      return { status: error.getStatus(), body: error.getResponse() as { code: string; message: string; errors?: unknown[] } };
    };

    it('slugs from the title, unique with -2, -3 (also when created at once); empty → post', async () => {
      const title = `Guía rápida ${Date.now()}`;
      const first = await admin.create(author, { title, content: '<p>Uno</p>' });
      expect(first.slug).toBe(`guia-rapida-${title.split(' ').pop()}`);
      const concurrent = await Promise.all([1, 2, 3].map(() => admin.create(author, { title, content: '<p>Otro</p>' })));
      expect(new Set(concurrent.map((p) => p.slug))).toEqual(new Set([`${first.slug}-2`, `${first.slug}-3`, `${first.slug}-4`]));
      const symbols = await admin.create(author, { title: '¿¡!?', content: '<p>x</p>' });
      expect(symbols.slug).toMatch(/^post(-\d+)?$/);
      expect(first).toMatchObject({
        published: false,
        publishedAt: null,
        authorId: author.id,
        authorName: 'Editora Blog',
        tags: [],
        excerpt: null,
      });
      // A draft is invisible to the public.
      expect((await call(t, 'GET', `/api/blog/posts/${first.slug}`)).status).toBe(404);
    });

    it('publishing sets published_at once; a sent title recomputes the slug', async () => {
      const post = await admin.create(author, { title: `Borrador ${Date.now()}`, content: '<p>Texto</p>', tags: ['a', ' a ', 'b'] });
      expect(post.tags).toEqual(['a', 'b']);
      const published = await admin.update(post.id, { published: true });
      expect(published.publishedAt).not.toBeNull();
      expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).status).toBe(200);
      await admin.update(post.id, { published: false });
      const again = await admin.update(post.id, { published: true });
      expect(again.publishedAt).toBe(published.publishedAt);

      const renamed = await admin.update(post.id, { title: `Título Nuevo ${post.id.slice(0, 8)}` });
      expect(renamed.slug).toBe(`titulo-nuevo-${post.id.slice(0, 8)}`);
      expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
      // Saving the same title keeps the slug (the post does not collide with itself).
      expect((await admin.update(post.id, { title: renamed.title })).slug).toBe(renamed.slug);
      expect((await admin.update(post.id, { content: '<p>Cambio</p>' })).slug).toBe(renamed.slug);
    });

    it('rules: title and content required, image URL or /uploads/, Spanish messages; login required', async () => {
      const missing = await failure(admin.create(author, { title: ' ', content: '' }));
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'No se pudo crear el post. Revisa que todos los campos estén completos.',
        errors: [
          { field: 'title', message: 'El título es obligatorio.' },
          { field: 'content', message: 'El contenido es obligatorio.' },
        ],
      });
      const image = await failure(admin.create(author, { title: 'Con imagen', content: '<p>x</p>', featuredImage: 'javascript:alert(1)' }));
      expect(image.body.message).toBe('La imagen debe ser una URL (http o https) o una ruta de /uploads/.');
      const anonymous = await failure(admin.create(undefined, { title: 'x', content: '<p>x</p>' }));
      expect(anonymous).toEqual({ status: 401, body: expect.objectContaining({ message: 'Debes estar autenticado para crear un post' }) });
      const ok = await admin.create(author, {
        title: `Imagen ${Date.now()}`,
        content: '<p>x</p>',
        featuredImage: 'https://cdn.ejemplo.es/a.jpg',
      });
      expect(ok.featuredImage).toBe('https://cdn.ejemplo.es/a.jpg');
      expect((await failure(admin.update(ok.id, { content: '<p> </p>' }))).body.message).toBe('El contenido es obligatorio.');
    });

    it('delete removes the post; unknown ids are 404', async () => {
      const post = await admin.create(author, { title: `Para borrar ${Date.now()}`, content: '<p>x</p>', published: true });
      expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).status).toBe(200);
      await admin.remove(post.id);
      expect((await call(t, 'GET', `/api/blog/posts/${post.slug}`)).status).toBe(404);
      // One at a time: a rejected promise not awaited yet would count as unhandled.
      for (const attempt of [() => admin.remove(post.id), () => admin.remove('no-es-un-id'), () => admin.update(post.id, { title: 'x' })]) {
        expect(await failure(attempt())).toEqual({
          status: 404,
          body: expect.objectContaining({ code: 'BLOG_POST_NOT_FOUND', message: 'Post no encontrado' }),
        });
      }
    });
  });
});
