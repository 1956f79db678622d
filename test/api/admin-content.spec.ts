import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { BlogPostAdminDto, BlogPostPageDto, ContactMessageAdminDto } from '@rutalia/api-contract';
import { createAdmin, adminList, contentRange, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient, signedInCompany, type ApiErrorBody } from '../factories/auth-factories.js';
import { insertBlogPost } from '../factories/blog-factories.js';
import { auditOf, insertContactMessage, insertSubscriber } from '../factories/content-admin-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Backoffice content: blog posts, contact messages and newsletter subscribers under /api/admin. */
describe('admin content API', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  let clientToken: string;
  let companyToken: string;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    [superAdmin, admin] = await Promise.all([createAdmin(t, { superAdmin: true, fullName: 'Sara Superadmin' }), createAdmin(t)]);
    clientToken = (await signedInClient(t)).accessToken;
    companyToken = (await signedInCompany(t)).accessToken;
  });
  afterAll(() => t.close());

  const as = (token: string | undefined) => (token ? bearer(token) : {});
  const send = <T = unknown>(method: string, route: string, token?: string, body?: unknown) => call<T>(t, method, route, body, as(token));
  const publicPost = (slug: string) => call(t, 'GET', `/api/blog/posts/${slug}`);

  describe('access', () => {
    const someId = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/blog-posts'],
      ['GET', `/api/admin/blog-posts/${someId}`],
      ['POST', '/api/admin/blog-posts', { title: 'x', content: '<p>x</p>' }],
      ['PUT', `/api/admin/blog-posts/${someId}`, { title: 'x' }],
      ['DELETE', `/api/admin/blog-posts/${someId}`],
      ['GET', '/api/admin/contact-messages'],
      ['GET', `/api/admin/contact-messages/${someId}`],
      ['POST', `/api/admin/contact-messages/${someId}/read`],
      ['PUT', `/api/admin/contact-messages/${someId}`, { read: true }],
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', `/api/admin/newsletter-subscribers/${someId}`],
      ['GET', '/api/admin/newsletter-subscribers/export.csv'],
    ];
    const superOnly = (route: string) => route.includes('blog-posts') || route.includes('newsletter-subscribers');

    it('anonymous 401; clients and companies 403 on every route', async () => {
      for (const [method, route, body] of routes) {
        expect([method, route, (await send(method, route, undefined, body)).status]).toEqual([method, route, 401]);
        for (const token of [clientToken, companyToken]) {
          const res = await send<ApiErrorBody>(method, route, token, body);
          expect([method, route, res.status, res.body.code]).toEqual([method, route, 403, 'FORBIDDEN']);
        }
      }
    });

    it('plain admins: 403 on blog and newsletter subscribers, allowed on contact messages', async () => {
      for (const [method, route, body] of routes) {
        const res = await send(method, route, admin.token, body);
        if (superOnly(route)) expect([method, route, res.status]).toEqual([method, route, 403]);
        else expect([method, route, res.status]).toEqual([method, route, route.endsWith('s') ? 200 : 404]);
      }
    });
  });

  describe('blog posts', () => {
    const create = <T = BlogPostAdminDto>(body: Record<string, unknown>) =>
      send<T>('POST', '/api/admin/blog-posts', superAdmin.token, body);

    it('creates a draft (author = the admin) that the public only sees once published', async () => {
      const title = `Guía de mudanzas ${randomUUID().slice(0, 8)}`;
      const res = await create({
        title,
        content: '<p onclick="x()">Hola <strong>mundo</strong><script>alert(1)</script></p>',
        excerpt: 'Resumen',
        featuredImage: 'https://cdn.ejemplo.es/portada.jpg',
        tags: 'mudanzas, consejos, Mudanzas',
        metaDescription: 'Meta',
      });
      expect(res.status).toBe(201);
      const slug = title.toLowerCase().replace('í', 'i').replace(/ /g, '-');
      expect(res.body).toEqual({
        id: expect.any(String),
        title,
        slug,
        excerpt: 'Resumen',
        content: '<p>Hola <strong>mundo</strong></p>',
        featuredImage: 'https://cdn.ejemplo.es/portada.jpg',
        tags: ['mudanzas', 'consejos'],
        metaDescription: 'Meta',
        published: false,
        publishedAt: null,
        authorId: superAdmin.id,
        authorName: 'Sara Superadmin',
        authorEmail: superAdmin.email,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publicUrl: null,
      });
      expect((await publicPost(slug)).status).toBe(404);

      const published = await send<BlogPostAdminDto>('PUT', `/api/admin/blog-posts/${res.body.id}`, superAdmin.token, { published: true });
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ published: true, publishedAt: expect.any(String), publicUrl: `/blog/${slug}` });
      expect((await publicPost(slug)).body).toMatchObject({ title, authorName: 'Sara Superadmin' });
      const list = await call<BlogPostPageDto>(t, 'GET', '/api/blog/posts?pageSize=24');
      expect(list.body.items.map((p: { slug: string }) => p.slug)).toContain(slug);

      const draft = await send('PUT', `/api/admin/blog-posts/${res.body.id}`, superAdmin.token, { published: false });
      expect(draft.body).toMatchObject({ published: false, publicUrl: null, publishedAt: published.body.publishedAt });
      expect((await publicPost(slug)).status).toBe(404);

      const actions = (await auditOf(ds, { entityId: res.body.id })).map((a) => a.action);
      expect(actions).toEqual(['blog_post.create', 'blog_post.publish', 'blog_post.unpublish']);
      expect((await auditOf(ds, { entityId: res.body.id }))[0]).toMatchObject({
        actorId: superAdmin.id,
        details: { title, slug, published: false },
      });
    });

    it('slug rules: accents folded, symbols dropped, collisions get -2, -3', async () => {
      const tag = randomUUID().slice(0, 8);
      const title = `¿Qué es el Cross-Docking?  ${tag}!!`;
      const slugs: string[] = [];
      for (let i = 0; i < 3; i++) slugs.push((await create({ title, content: '<p>x</p>' })).body.slug);
      expect(slugs).toEqual([`que-es-el-cross-docking-${tag}`, `que-es-el-cross-docking-${tag}-2`, `que-es-el-cross-docking-${tag}-3`]);
    });

    it('update recomputes the slug from a new title and audits the changed fields only', async () => {
      const post = (await create({ title: `Antiguo ${randomUUID().slice(0, 8)}`, content: '<p>x</p>', published: true })).body;
      const newTitle = `Título nuevo ${post.id.slice(0, 8)}`;
      const res = await send<BlogPostAdminDto>('PUT', `/api/admin/blog-posts/${post.id}`, superAdmin.token, {
        title: newTitle,
        content: '<p>x</p>',
        tags: ['a'],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: newTitle,
        slug: `titulo-nuevo-${post.id.slice(0, 8)}`,
        tags: ['a'],
        publicUrl: `/blog/titulo-nuevo-${post.id.slice(0, 8)}`,
      });
      expect((await publicPost(post.slug)).status).toBe(404);
      expect((await publicPost(res.body.slug)).status).toBe(200);
      const update = (await auditOf(ds, { entityId: post.id, action: 'blog_post.update' }))[0];
      expect(update.details).toEqual({ fields: ['title', 'tags'], titleBefore: post.title, titleAfter: newTitle });
    });

    it('validation: Spanish 400 naming each field; unknown fields refused; 404 for unknown ids', async () => {
      const missing = await create({ title: ' ', content: '<p> </p>' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'No se pudo crear el post. Revisa que todos los campos estén completos.',
        errors: [
          { field: 'title', message: 'El título es obligatorio.' },
          { field: 'content', message: 'El contenido es obligatorio.' },
        ],
      });
      const image = await create<ApiErrorBody>({ title: 'Imagen', content: '<p>x</p>', featuredImage: 'javascript:alert(1)' });
      expect(image.body.errors).toEqual([
        { field: 'featuredImage', message: 'La imagen debe ser una URL (http o https) o una ruta de /uploads/.' },
      ]);
      const extra = await create<ApiErrorBody>({ title: 'Extra', content: '<p>x</p>', slug: 'mi-slug' });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toBe('El campo slug no está permitido.');
      const unknown = await send('GET', `/api/admin/blog-posts/${randomUUID()}`, superAdmin.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'BLOG_POST_NOT_FOUND', message: 'Post no encontrado' });
      expect((await send('PUT', '/api/admin/blog-posts/no-es-un-id', superAdmin.token, { title: 'x' })).status).toBe(404);
    });

    it('delete answers the deleted post, hides it from the public and audits it', async () => {
      const post = (await create({ title: `Borrable ${randomUUID().slice(0, 8)}`, content: '<p>x</p>', published: true })).body;
      const res = await send('DELETE', `/api/admin/blog-posts/${post.id}`, superAdmin.token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: post.id, slug: post.slug });
      expect((await publicPost(post.slug)).status).toBe(404);
      expect((await send('DELETE', `/api/admin/blog-posts/${post.id}`, superAdmin.token)).status).toBe(404);
      expect(await auditOf(ds, { entityId: post.id, action: 'blog_post.delete' })).toEqual([
        {
          actorId: superAdmin.id,
          action: 'blog_post.delete',
          entityId: post.id,
          details: { title: post.title, slug: post.slug, published: true },
        },
      ]);
    });

    it('list contract: Content-Range, sort, range, filters (q, published, tag), getMany; no content', async () => {
      const tag = `etiqueta-${randomUUID().slice(0, 8)}`;
      const word = `zq${randomUUID().slice(0, 6)}`;
      const posts = [];
      for (const [i, published] of [true, false, true].entries()) {
        posts.push(
          await insertBlogPost(ds, {
            title: `${word} ${'abc'[i]}`,
            published,
            tags: i < 2 ? [tag] : [],
            updatedAt: new Date(Date.UTC(2026, 0, i + 1)),
          }),
        );
      }
      const all = await adminList(t, 'blog-posts', superAdmin.token, { filter: { q: word }, sort: ['title', 'ASC'] });
      expect(all.status).toBe(200);
      expect(all.body.map((p) => p.id)).toEqual(posts.map((p) => p.id));
      expect(all.body[0]).not.toHaveProperty('content');
      expect(all.body[0]).toMatchObject({ publicUrl: `/blog/${posts[0].slug}`, authorName: 'Admin' });
      expect(contentRange(all.headers)).toEqual({ resource: 'blog-posts', first: 0, last: 2, total: 3 });

      const page = await adminList(t, 'blog-posts', superAdmin.token, { filter: { q: word }, sort: ['updatedAt', 'DESC'], range: [1, 1] });
      expect(page.body.map((p) => p.id)).toEqual([posts[1].id]);
      expect(contentRange(page.headers)).toEqual({ resource: 'blog-posts', first: 1, last: 1, total: 3 });

      const drafts = await adminList(t, 'blog-posts', superAdmin.token, { filter: { q: word, published: false } });
      expect(drafts.body.map((p) => p.id)).toEqual([posts[1].id]);
      const tagged = await adminList(t, 'blog-posts', superAdmin.token, { filter: { tag: tag.toUpperCase() }, sort: ['title', 'DESC'] });
      expect(tagged.body.map((p) => p.id)).toEqual([posts[1].id, posts[0].id]);
      const many = await adminList(t, 'blog-posts', superAdmin.token, {
        filter: { id: [posts[2].id, posts[0].id] },
        sort: ['publishedAt', 'ASC'],
      });
      expect(many.body.map((p) => p.id).sort()).toEqual([posts[0].id, posts[2].id].sort());

      const badSort = await adminList(t, 'blog-posts', superAdmin.token, { sort: ['content', 'ASC'] });
      expect(badSort.status).toBe(400);
      expect(badSort.body.message).toBe('No se puede ordenar por «content».');
      expect((await adminList(t, 'blog-posts', superAdmin.token, { filter: { tag: 3 } })).body.message).toBe('El filtro tag no es válido.');
    });
  });

  describe('contact messages', () => {
    it('list contract: filters read, q, dates; sort by name and read', async () => {
      const word = `zq${randomUUID().slice(0, 6)}`;
      const ids = [
        await insertContactMessage(ds, { name: `Beatriz ${word}`, createdAt: new Date('2026-03-01T10:00:00Z') }),
        await insertContactMessage(ds, {
          name: 'Álvaro',
          subject: `Asunto ${word}`,
          read: true,
          createdAt: new Date('2026-03-05T10:00:00Z'),
        }),
        await insertContactMessage(ds, {
          name: 'Carla',
          message: `Texto con ${word.toUpperCase()}`,
          createdAt: new Date('2026-03-09T10:00:00Z'),
        }),
      ];
      const byName = await adminList(t, 'contact-messages', admin.token, { filter: { q: word }, sort: ['name', 'ASC'] });
      expect(byName.status).toBe(200);
      expect(byName.body.map((m) => m.id)).toEqual([ids[1], ids[0], ids[2]]);
      expect(contentRange(byName.headers)).toEqual({ resource: 'contact-messages', first: 0, last: 2, total: 3 });
      expect(byName.body[0]).toEqual({
        id: ids[1],
        name: 'Álvaro',
        email: expect.stringMatching(/@example\.com$/),
        subject: `Asunto ${word}`,
        message: 'Quería saber el precio del plan Premium.',
        phone: null,
        company: null,
        read: true,
        readAt: expect.any(String),
        createdAt: '2026-03-05T10:00:00.000Z',
      });
      const unread = await adminList(t, 'contact-messages', admin.token, { filter: { q: word, read: false }, sort: ['createdAt', 'DESC'] });
      expect(unread.body.map((m) => m.id)).toEqual([ids[2], ids[0]]);
      const byRead = await adminList(t, 'contact-messages', admin.token, { filter: { q: word }, sort: ['read', 'DESC'], range: [0, 0] });
      expect(byRead.body.map((m) => m.id)).toEqual([ids[1]]);
      expect(contentRange(byRead.headers)).toEqual({ resource: 'contact-messages', first: 0, last: 0, total: 3 });
      const dated = await adminList(t, 'contact-messages', admin.token, {
        filter: { q: word, createdFrom: '2026-03-02', createdTo: '2026-03-05' },
      });
      expect(dated.body.map((m) => m.id)).toEqual([ids[1]]);
      const many = await adminList(t, 'contact-messages', admin.token, { filter: { id: [ids[0]] } });
      expect(many.body.map((m) => m.id)).toEqual([ids[0]]);
    });

    it('a plain admin marks a message read (once, audited) and unread again', async () => {
      const id = await insertContactMessage(ds);
      expect((await send('GET', `/api/admin/contact-messages/${id}`, admin.token)).body).toMatchObject({ id, read: false, readAt: null });
      const read = await send<ContactMessageAdminDto>('POST', `/api/admin/contact-messages/${id}/read`, admin.token);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, read: true, readAt: expect.any(String) });
      const again = await send<ContactMessageAdminDto>('POST', `/api/admin/contact-messages/${id}/read`, admin.token);
      expect(again.body.readAt).toBe(read.body.readAt);

      const unread = await send('PUT', `/api/admin/contact-messages/${id}`, admin.token, { read: false });
      expect(unread.status).toBe(200);
      expect(unread.body).toMatchObject({ read: false, readAt: null });
      const viaPut = await send('PUT', `/api/admin/contact-messages/${id}`, superAdmin.token, { read: true });
      expect(viaPut.body).toMatchObject({ read: true });
      expect((await auditOf(ds, { entityId: id })).map((a) => [a.action, a.actorId])).toEqual([
        ['contact_message.read', admin.id],
        ['contact_message.unread', admin.id],
        ['contact_message.read', superAdmin.id],
      ]);
    });

    it('refuses anything but a boolean read, and unknown ids', async () => {
      const id = await insertContactMessage(ds);
      for (const body of [{}, { read: 'sí' }, { read: true, message: 'cambiado' }]) {
        const res = await send<ApiErrorBody>('PUT', `/api/admin/contact-messages/${id}`, admin.token, body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
      const missing = await send('POST', `/api/admin/contact-messages/${randomUUID()}/read`, admin.token);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'Mensaje no encontrado' });
    });
  });

  describe('newsletter subscribers', () => {
    it('list contract: filters status, q, dates; sort by email and status', async () => {
      const word = `zq${randomUUID().slice(0, 6)}`;
      const subs = [
        await insertSubscriber(ds, { email: `c-${word}@example.com`, status: 'confirmed', createdAt: new Date('2026-02-01T10:00:00Z') }),
        await insertSubscriber(ds, { email: `a-${word}@example.com`, status: 'pending', createdAt: new Date('2026-02-03T10:00:00Z') }),
        await insertSubscriber(ds, { email: `b-${word}@example.com`, status: 'unsubscribed', createdAt: new Date('2026-02-05T10:00:00Z') }),
      ];
      const byEmail = await adminList(t, 'newsletter-subscribers', superAdmin.token, { filter: { q: word }, sort: ['email', 'ASC'] });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.map((s) => s.email)).toEqual([subs[1].email, subs[2].email, subs[0].email]);
      expect(contentRange(byEmail.headers)).toEqual({ resource: 'newsletter-subscribers', first: 0, last: 2, total: 3 });
      expect(byEmail.body[1]).toEqual({
        id: subs[2].id,
        email: subs[2].email,
        status: 'unsubscribed',
        confirmedAt: '2026-02-05T10:00:00.000Z',
        unsubscribedAt: '2026-02-05T10:00:00.000Z',
        createdAt: '2026-02-05T10:00:00.000Z',
      });
      const byStatus = await adminList(t, 'newsletter-subscribers', superAdmin.token, { filter: { q: word }, sort: ['status', 'ASC'] });
      expect(byStatus.body.map((s) => s.status)).toEqual(['pending', 'confirmed', 'unsubscribed']); // enum order
      const confirmed = await adminList(t, 'newsletter-subscribers', superAdmin.token, { filter: { q: word, status: 'confirmed' } });
      expect(confirmed.body.map((s) => s.id)).toEqual([subs[0].id]);
      const two = await adminList(t, 'newsletter-subscribers', superAdmin.token, {
        filter: { q: word, status: ['pending', 'unsubscribed'] },
        sort: ['createdAt', 'ASC'],
        range: [1, 5],
      });
      expect(two.body.map((s) => s.id)).toEqual([subs[2].id]);
      expect(contentRange(two.headers)).toEqual({ resource: 'newsletter-subscribers', first: 1, last: 1, total: 2 });
      const dated = await adminList(t, 'newsletter-subscribers', superAdmin.token, { filter: { q: word, createdTo: '2026-02-02' } });
      expect(dated.body.map((s) => s.id)).toEqual([subs[0].id]);
      const bad = await adminList(t, 'newsletter-subscribers', superAdmin.token, { filter: { status: 'spam' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El filtro status no es válido.');
      expect((await send('GET', `/api/admin/newsletter-subscribers/${subs[0].id}`, superAdmin.token)).body).toMatchObject({
        email: subs[0].email,
      });
    });

    it('export.csv: UTF-8 BOM, header, confirmed only by default, formula injection neutralised, audited', async () => {
      const word = randomUUID().slice(0, 8);
      const plain = await insertSubscriber(ds, { email: `josé-${word}@example.com`, createdAt: new Date('2026-05-01T08:00:00Z') });
      await insertSubscriber(ds, { email: `=HYPERLINK("http://evil","x")${word}@example.com` });
      await insertSubscriber(ds, { email: `+34-${word}@example.com` });
      const pending = await insertSubscriber(ds, { email: `pendiente-${word}@example.com`, status: 'pending' });

      const res = await t.request('GET', '/api/admin/newsletter-subscribers/export.csv', undefined, bearer(superAdmin.token));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(new Date());
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-${today}.csv"`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('email,estado,confirmado,baja,alta');
      expect(lines).toContain(`josé-${word}@example.com,confirmado,2026-05-01 10:00,,2026-05-01 10:00`);
      expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")${word}@example.com",confirmado,`);
      expect(text).toContain(`'+34-${word}@example.com,confirmado`);
      expect(text).not.toContain(pending.email);
      expect(lines.slice(1, -1).every((line) => line.includes(',confirmado,'))).toBe(true);

      const all = await t.request(
        'GET',
        '/api/admin/newsletter-subscribers/export.csv?status=pending',
        undefined,
        bearer(superAdmin.token),
      );
      const pendingText = await all.text();
      expect(pendingText).toContain(`pendiente-${word}@example.com,pendiente,,,`);
      expect(pendingText).not.toContain(plain.email);

      const bad = await send<ApiErrorBody>('GET', '/api/admin/newsletter-subscribers/export.csv?status=todos', superAdmin.token);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El estado debe ser pending, confirmed, unsubscribed o all.');

      const exports = await auditOf(ds, { actorId: superAdmin.id, action: 'newsletter.export' });
      expect(exports.map((e) => e.details?.status)).toEqual(['confirmed', 'pending']);
      expect(exports[0].details?.count).toBeGreaterThanOrEqual(3);
    });
  });
});
