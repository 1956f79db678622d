import { randomUUID } from 'node:crypto';
import type { OwnCompanyDto } from '@rutalia/api-contract';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, randomIp, signedInCompany, type LoggedIn, type Registered } from './auth-factories.js';

/** A short random marker to make names and places unique in the shared test database. */
export const marker = () => randomUUID().replace(/-/g, '').slice(0, 10);

export interface TestCompany {
  account: Registered & LoggedIn;
  token: string;
  /** `GET /api/companies/me` right after sign-up (and profile changes, when given). */
  company: OwnCompanyDto;
}

/**
 * A company account through the API (register + login), optionally with a profile update
 * (`profile` is the body of PATCH /api/companies/me).
 */
export async function createCompany(
  t: TestApp,
  register: Record<string, unknown> = {},
  profile?: Record<string, unknown>,
): Promise<TestCompany> {
  const account = await signedInCompany(t, register);
  if (profile) {
    const res = await call(t, 'PATCH', '/api/companies/me', profile, bearer(account.accessToken));
    if (res.status !== 200) throw new Error(`PATCH /companies/me: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const me = await call<OwnCompanyDto>(t, 'GET', '/api/companies/me', undefined, bearer(account.accessToken));
  if (me.status !== 200) throw new Error(`GET /companies/me: ${me.status} ${JSON.stringify(me.body)}`);
  return { account, token: account.accessToken, company: me.body };
}

/** Moderation the API does not offer yet (admin endpoints come later): straight in SQL. */
export async function suspendCompany(ds: DataSource, companyId: string, reason = 'Incumple las condiciones'): Promise<void> {
  await ds.query(`UPDATE companies SET status = 'suspended', suspension_reason = $2, suspended_at = now() WHERE id = $1`, [
    companyId,
    reason,
  ]);
}

export async function deactivateCompany(ds: DataSource, companyId: string): Promise<void> {
  await ds.query(`UPDATE companies SET is_active = false WHERE id = $1`, [companyId]);
}

export async function setCompanyColumns(ds: DataSource, companyId: string, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  await ds.query(`UPDATE companies SET ${sets} WHERE id = $1`, [companyId, ...names.map((n) => columns[n])]);
}

export async function setCreatedAt(ds: DataSource, companyId: string, createdAt: Date): Promise<void> {
  await ds.query(`UPDATE companies SET created_at = $2 WHERE id = $1`, [companyId, createdAt]);
}

/** A request (job) in SQL: the requests API is not built yet. */
export async function insertRequest(
  ds: DataSource,
  clientId: string,
  opts: { title?: string; description?: string; services?: string[]; city?: string; province?: string; status?: string } = {},
): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO requests (client_id, slug, title, description, services, city, province, status)
     VALUES ($1, '', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      clientId,
      opts.title ?? 'Mudanza de piso en Madrid',
      opts.description ?? 'Necesito mover un piso de 80 m2',
      opts.services ?? ['Mudanzas'],
      opts.city ?? 'Madrid',
      opts.province ?? 'Madrid',
      opts.status ?? 'active',
    ],
  );
  return row.id;
}

/** Makes an account an administrator (role row), as `npm run admin:create` would. */
export async function makeAdmin(ds: DataSource, userId: string): Promise<void> {
  await ds.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [userId]);
}

// ---------------------------------------------------------------- images and uploads

/** A real PNG drawn by sharp. */
export function pngImage(width = 640, height = 480, background = { r: 200, g: 80, b: 20 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A JPEG whose EXIF says "rotate 90° clockwise" (orientation 6) and names an author. */
export function jpegWithExif(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Secreto Autor', Copyright: 'Privado' } })
    .jpeg()
    .toBuffer();
}

/** A real PNG followed by padding up to `size` bytes (decoders ignore trailing bytes). */
export async function paddedPng(size: number): Promise<Buffer> {
  const png = await pngImage(32, 32);
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0)]);
}

export interface UploadFile {
  name: string;
  data: Buffer;
  /** What the client claims (never trusted by the server). */
  type?: string;
}

/** A multipart POST with one form field per file. */
export async function upload(t: TestApp, route: string, token: string | undefined, files: UploadFile[], field = 'files') {
  const form = new FormData();
  for (const file of files)
    form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${t.url}${route}`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
