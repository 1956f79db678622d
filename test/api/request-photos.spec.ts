import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { RequestDto, RequestPhotoDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, jpegWithExif, pngImage, upload, type UploadFile } from '../factories/company-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Photos of a request (issue 17): POST /api/requests/:id/photos and DELETE /api/requests/:id/photos/:photoId. */
describe('request photos', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const photosRoute = (id: string) => `/api/requests/${id}/photos`;
  const send = (id: string, token: string | undefined, files: UploadFile[]) => upload(t, photosRoute(id), token, files, 'photos');
  /** `n` real, distinct PNGs. */
  const pngs = (n: number, prefix = 'foto') =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => ({
        name: `${prefix}-${i + 1}.png`,
        data: await pngImage(800 + i, 600, { r: 10 * i, g: 90, b: 160 }),
        type: 'image/png',
      })),
    );
  const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));
  /** Every file stored for the request (photos and thumbnails). */
  const storedFiles = (id: string) => {
    const folder = path.join(t.config.uploadsDir, 'requests', id);
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const rowCount = async (id: string) =>
    (await ds.query<{ n: number }[]>('SELECT count(*)::int AS n FROM request_photos WHERE request_id = $1', [id]))[0].n;
  /** Waits until `n` sessions wait for a row lock taken with FOR UPDATE on requests. */
  const waitForLockWaiters = async (n: number) => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      const [{ waiting }] = await ds.query<{ waiting: number }[]>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query ILIKE '%FROM requests WHERE id = $1 FOR UPDATE%'`,
      );
      if (waiting >= n) return;
    }
    throw new Error(`${n} subidas no llegaron a esperar el bloqueo de la solicitud`);
  };
  const newOwner = async () => {
    const client = await signedInClient(t);
    const request = await createRequest(t, client.accessToken, { title: 'Mudanza con fotos del salón' });
    return { token: client.accessToken, request };
  };

  it('stores real images as WebP (1600 px max, 400×300 thumbnails) under /uploads/requests/<id>/ and shows them with the request', async () => {
    const { token, request } = await newOwner();
    const files = [
      { name: 'grande.png', data: await pngImage(3200, 1600), type: 'image/png' },
      { name: 'girada.jpg', data: await jpegWithExif(600, 400), type: 'image/jpeg' },
      { name: 'pequena.png', data: await pngImage(640, 480), type: 'image/png' },
    ];
    const res = await send(request.id, token, files);
    expect(res.status).toBe(201);
    const photos = res.body as RequestPhotoDto[];
    expect(photos).toHaveLength(3);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 800],
      [400, 600],
      [640, 480],
    ]);
    for (const photo of photos) {
      expect(photo.url).toMatch(new RegExp(`^/uploads/requests/${request.id}/[0-9a-f-]{36}\\.webp$`));
      expect(photo.thumbnailUrl).toMatch(new RegExp(`^/uploads/requests/${request.id}/[0-9a-f-]{36}\\.webp$`));
    }
    const served = await fetch(`${t.url}${photos[1].url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(fileOf(photos[0].thumbnailUrl!)).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 300 });

    // The detail, for anyone, with the photos in order; the list with the count.
    const detail = await call<RequestDto>(t, 'GET', `/api/requests/${request.id}`);
    expect(detail.body.photos).toEqual(photos);
    expect(detail.body.photoCount).toBe(3);
    const list = await call<{ items: RequestDto[] }>(t, 'GET', '/api/requests?sort=newest&pageSize=24');
    expect(list.body.items.find((r) => r.id === request.id)?.photoCount).toBe(3);

    // Later uploads go after the earlier ones.
    const more = await send(request.id, token, await pngs(1, 'cocina'));
    expect(more.status).toBe(201);
    expect((more.body as RequestPhotoDto[]).slice(0, 3)).toEqual(photos);
    expect(more.body).toHaveLength(4);
  });

  it('at most 8 photos: a call that would pass the limit stores nothing and says why', async () => {
    const { token, request } = await newOwner();
    const nine = await send(request.id, token, await pngs(9));
    expect(nine.status).toBe(400);
    expect(nine.body).toMatchObject({ code: 'PHOTO_LIMIT', message: 'Una solicitud admite como máximo 8 fotos.' });

    expect((await send(request.id, token, await pngs(6))).status).toBe(201);
    const three = await send(request.id, token, await pngs(3, 'extra'));
    expect(three.status).toBe(400);
    expect((three.body as ApiErrorBody).message).toBe('Una solicitud admite como máximo 8 fotos; ya tiene 6.');
    expect((await send(request.id, token, await pngs(2, 'extra'))).body).toHaveLength(8);

    const ninth = await send(request.id, token, await pngs(1, 'novena'));
    expect(ninth.status).toBe(400);
    expect((ninth.body as ApiErrorBody).message).toBe('Una solicitud admite como máximo 8 fotos; ya tiene 8.');
    expect(await rowCount(request.id)).toBe(8);
    expect(storedFiles(request.id)).toHaveLength(16);
  });

  it('two uploads of 5 at the same time end with at most 8 photos and no orphan files', async () => {
    for (let round = 0; round < 3; round++) {
      const { token, request } = await newOwner();
      const [a, b] = await Promise.all([send(request.id, token, await pngs(5, 'a')), send(request.id, token, await pngs(5, 'b'))]);
      expect([a.status, b.status].sort()).toEqual([201, 400]);
      expect(((a.status === 400 ? a : b).body as ApiErrorBody).code).toBe('PHOTO_LIMIT');
      expect(await rowCount(request.id)).toBe(5);
      expect(storedFiles(request.id)).toHaveLength(10);
    }
  });

  it('uploads that both passed the first count meet at the row lock: the second one stores nothing', async () => {
    const { token, request } = await newOwner();
    // Hold the request's row so both uploads reach their transaction before either can insert.
    const holder = ds.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT 1 FROM requests WHERE id = $1 FOR UPDATE', [request.id]);
    const uploads = Promise.all([send(request.id, token, await pngs(5, 'a')), send(request.id, token, await pngs(5, 'b'))]);
    try {
      await waitForLockWaiters(2);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    const [a, b] = await uploads;
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect((a.status === 400 ? a : b).body).toMatchObject({ message: 'Una solicitud admite como máximo 8 fotos; ya tiene 5.' });
    expect(await rowCount(request.id)).toBe(5);
    // The refused call's files were written before the count under the lock: they are gone.
    expect(storedFiles(request.id)).toHaveLength(10);
  });

  it('refuses a file that is not an image, and the good ones sent with it', async () => {
    const { token, request } = await newOwner();
    const files = [...(await pngs(2)), { name: 'factura.pdf', data: Buffer.from('%PDF-1.4 no es una imagen'), type: 'image/png' }];
    const res = await send(request.id, token, files);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Solo se permiten archivos de imagen',
      errors: [{ field: 'photos', message: 'factura.pdf: Solo se permiten archivos de imagen' }],
    });
    expect(await rowCount(request.id)).toBe(0);
    expect(storedFiles(request.id)).toEqual([]);
  });

  it('only the owner adds photos: a visitor 401, another user 403, an unknown request 404', async () => {
    const { request } = await newOwner();
    const other = await signedInClient(t);
    const company = await createCompany(t);
    const files = await pngs(1);
    expect((await send(request.id, undefined, files)).status).toBe(401);
    for (const token of [other.accessToken, company.token]) {
      const res = await send(request.id, token, files);
      expect(res.status).toBe(403);
      expect((res.body as ApiErrorBody).code).toBe('FORBIDDEN');
    }
    const unknown = await send('00000000-0000-4000-8000-000000000000', other.accessToken, files);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'REQUEST_NOT_FOUND', message: 'Trabajo no encontrado' });
    expect((await send('no-es-un-id', other.accessToken, files)).status).toBe(404);
    expect(await rowCount(request.id)).toBe(0);
  });

  it('a closed request, or one cancelled by moderation, takes no more photos (409)', async () => {
    const closed = await newOwner();
    expect((await call(t, 'POST', `/api/requests/${closed.request.id}/close`, undefined, bearer(closed.token))).status).toBe(200);
    const res = await send(closed.request.id, closed.token, await pngs(1));
    expect(res.status).toBe(409);
    expect((res.body as ApiErrorBody).code).toBe('REQUEST_CLOSED');

    const moderated = await newOwner();
    await ds.query(`UPDATE requests SET status = 'cancelled', cancelled_by_moderator_at = now() WHERE id = $1`, [moderated.request.id]);
    const refused = await send(moderated.request.id, moderated.token, await pngs(1));
    expect(refused.status).toBe(409);
    expect((refused.body as ApiErrorBody).code).toBe('REQUEST_MODERATED');
    expect(storedFiles(closed.request.id)).toEqual([]);
    expect(storedFiles(moderated.request.id)).toEqual([]);
  });

  it('the owner deletes a photo with its files; nobody else can, and a photo of another request is a 404', async () => {
    const { token, request } = await newOwner();
    const [first, second] = (await send(request.id, token, await pngs(2))).body as RequestPhotoDto[];
    const other = await newOwner();
    const del = (requestId: string, photoId: string, who?: string) =>
      call(t, 'DELETE', `/api/requests/${requestId}/photos/${photoId}`, undefined, who ? bearer(who) : {});

    expect((await del(request.id, first.id)).status).toBe(401);
    expect((await del(request.id, first.id, other.token)).status).toBe(403);
    // Through the other user's own request: the photo is not of that request.
    expect((await del(other.request.id, first.id, other.token)).status).toBe(404);
    expect((await del(request.id, 'no-es-un-id', token)).status).toBe(404);
    expect(existsSync(fileOf(first.url))).toBe(true);

    const res = await del(request.id, first.id, token);
    expect(res.status).toBe(204);
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(existsSync(fileOf(first.thumbnailUrl!))).toBe(false);
    expect((await fetch(`${t.url}${first.url}`)).status).toBe(404);
    const detail = await call<RequestDto>(t, 'GET', `/api/requests/${request.id}`);
    expect(detail.body.photos).toEqual([second]);
    expect(detail.body.photoCount).toBe(1);
    const again = await del(request.id, first.id, token);
    expect(again.status).toBe(404);
    expect((again.body as ApiErrorBody).code).toBe('PHOTO_NOT_FOUND');
  });
});
