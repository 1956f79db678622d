import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** Minimal rows straight in SQL, for tests of the schema itself (domain factories use the API). */
export async function insertUser(ds: DataSource, opts: { email?: string; userType?: string; fullName?: string } = {}): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO users (email, password_hash, full_name, user_type, email_verified_at) VALUES ($1, 'x', $2, $3, now()) RETURNING id`,
    [opts.email ?? `u-${randomUUID()}@example.com`, opts.fullName ?? 'Usuario de Prueba', opts.userType ?? 'client'],
  );
  return row.id;
}

export async function insertCompany(
  ds: DataSource,
  userId: string,
  opts: { name?: string; city?: string; province?: string } = {},
): Promise<string> {
  const name = opts.name ?? `Transportes ${randomUUID().slice(0, 8)}`;
  const [row] = await ds.query(
    `INSERT INTO companies (user_id, slug, company_name, contact_person, email, phone, city, province, services)
     VALUES ($1, $2, $3, 'Contacto', 'empresa@example.com', '600000000', $4, $5, ARRAY['Mudanzas']) RETURNING id`,
    [userId, name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, opts.city ?? 'Madrid', opts.province ?? 'Madrid'],
  );
  return row.id;
}

export async function insertRequest(ds: DataSource, clientId: string, opts: { title?: string } = {}): Promise<string> {
  const title = opts.title ?? 'Mudanza de piso en Madrid';
  const [row] = await ds.query(
    `INSERT INTO requests (client_id, slug, title, description, services, city, province)
     VALUES ($1, $2, $3, 'Necesito mover un piso de 80 m2', ARRAY['Mudanzas'], 'Madrid', 'Madrid') RETURNING id`,
    [clientId, title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title],
  );
  return row.id;
}
