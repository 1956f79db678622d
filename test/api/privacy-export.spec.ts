import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DataExportBuilder } from '../../backend/src/modules/privacy/data-export-builder.js';
import { bearer, call, errorCodeOf } from '../factories/auth-factories.js';
import { downloadExport, privacyCast, readyExport } from '../factories/privacy-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 22, «Descargar mis datos»: everything about the user, nothing about anybody else, only for them, for 7 days. */
describe('Privacy: data export', () => {
  let t: TestApp;
  let ds: DataSource;
  let cast: Awaited<ReturnType<typeof privacyCast>>;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    cast = await privacyCast(t, randomUUID().replace(/\D/g, '').padEnd(8, '7').slice(0, 8));
  }, 60_000);

  afterAll(async () => t?.close());

  it('the company export holds every row of every table about it and no other person’s data', async () => {
    const { company, client, other } = cast;
    const id = await readyExport(t, company.company.accessToken);
    const { res, json, html, doc } = await downloadExport(t, company.company.accessToken, id);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    // Every table with a user_id or company_id column: exactly the user's (or the company's) rows.
    const owned: Array<{ table: string; column: string }> = await ds.query(
      `SELECT c.table_name AS "table", c.column_name AS "column" FROM information_schema.columns c
         JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.column_name IN ('user_id', 'company_id')`,
    );
    for (const { table, column } of owned) {
      if (['reviews', 'proposals', 'companies', 'data_exports'].includes(table)) continue; // checked below
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`, [
        column === 'user_id' ? company.company.id : company.companyId,
      ]);
      const exported = (doc.tables[table] ?? []).filter(
        (r) => r[column] === (column === 'user_id' ? company.company.id : company.companyId),
      );
      expect({ table, rows: exported.length }).toEqual({ table, rows: n });
    }
    expect(doc.tables.users).toHaveLength(1);
    expect(doc.tables.companies).toHaveLength(1);
    expect(doc.tables.invoices.length).toBeGreaterThanOrEqual(1);
    expect(doc.tables.invoices[0].billing_snapshot).toBeTruthy();
    expect(doc.tables.proposals.filter((p) => p.direction === 'enviada')).toHaveLength(2);
    expect(doc.tables.reviews.filter((r) => r.direction === 'recibida')).toHaveLength(1);
    const [{ n: messages }] = await ds.query(`SELECT count(*)::int AS n FROM messages WHERE sender_id = $1 OR receiver_id = $1`, [
      company.company.id,
    ]);
    expect(doc.tables.messages).toHaveLength(messages);
    expect(doc.tables.messages.map((m) => m.other_party)).toEqual(expect.arrayContaining(['Cliente']));
    expect(doc.sessions.length).toBeGreaterThanOrEqual(1);
    expect(json).toContain(company.company.email);

    // Nobody else: not the clients' names, emails or phones (not even the hired one's), no secrets.
    for (const text of [json, html]) {
      for (const person of [client, other]) {
        expect(text).not.toContain(person.email);
        expect(text).not.toContain(person.user.fullName);
        for (const row of await ds.query(`SELECT phone FROM users WHERE id = $1`, [person.id])) expect(text).not.toContain(row.phone);
      }
      expect(text).not.toMatch(/\$argon2|token_hash|password_hash/);
    }
  });

  it('the client export has its requests, the proposals received, its messages and its review', async () => {
    const id = await readyExport(t, cast.client.accessToken);
    const { doc, json } = await downloadExport(t, cast.client.accessToken, id);
    expect(doc.tables.requests.map((r) => r.id)).toEqual([cast.request.id]);
    expect(doc.tables.proposals.map((p) => p.id)).toEqual([cast.proposal.id]);
    expect(doc.tables.reviews.filter((r) => r.direction === 'escrita')).toHaveLength(1);
    expect(doc.tables.messages).toHaveLength(2);
    expect(json).not.toContain(cast.company.company.email);
    expect(json).not.toContain(cast.other.email);
  });

  it('only its owner downloads it: another user gets 404, nobody signed in 401', async () => {
    const id = await readyExport(t, cast.other.accessToken);
    const stranger = await call(t, 'GET', `/api/me/data-exports/${id}/file`, undefined, bearer(cast.client.accessToken));
    expect(stranger.status).toBe(404);
    expect(errorCodeOf(stranger.body)).toBe('DATA_EXPORT_NOT_FOUND');
    expect((await call(t, 'GET', `/api/me/data-exports/${id}/file`)).status).toBe(401);
    expect((await call(t, 'GET', `/api/me/data-exports/no-es-un-id/file`, undefined, bearer(cast.other.accessToken))).status).toBe(404);
    const list = await call<{ items: Array<{ id: string; status: string }> }>(
      t,
      'GET',
      '/api/me/data-exports',
      undefined,
      bearer(cast.client.accessToken),
    );
    expect(list.body.items.map((e) => e.id)).not.toContain(id);
  });

  it('asking twice while it is prepared answers the same export; building twice writes one file', async () => {
    const first = await call<{ id: string; status: string }>(t, 'POST', '/api/me/data-exports', undefined, bearer(cast.other.accessToken));
    const second = await call<{ id: string }>(t, 'POST', '/api/me/data-exports', undefined, bearer(cast.other.accessToken));
    expect(first.status).toBe(202);
    expect(first.body.status).toBe('pending');
    expect(second.body.id).toBe(first.body.id);
    const notReady = await call(t, 'GET', `/api/me/data-exports/${first.body.id}/file`, undefined, bearer(cast.other.accessToken));
    expect(notReady.status).toBe(409);
    const builder = t.app.get(DataExportBuilder);
    expect(await builder.build(first.body.id)).toBe('built');
    expect(await builder.build(first.body.id)).toBe('skipped');
    // Three per 24 hours: the third is the last one allowed.
    const third = await call<{ id: string }>(t, 'POST', '/api/me/data-exports', undefined, bearer(cast.other.accessToken));
    expect(third.status).toBe(202);
    await builder.build(third.body.id);
    const fourth = await call(t, 'POST', '/api/me/data-exports', undefined, bearer(cast.other.accessToken));
    expect(fourth.status).toBe(429);
    expect(errorCodeOf(fourth.body)).toBe('TOO_MANY_DATA_EXPORTS');
  });

  it('after 7 days the sweep deletes the export and its file', async () => {
    const id = await readyExport(t, cast.company.company.accessToken);
    const [row] = await ds.query(`SELECT expires_at, ready_at FROM data_exports WHERE id = $1`, [id]);
    expect(new Date(row.expires_at).getTime() - new Date(row.ready_at).getTime()).toBe(7 * 24 * 3600 * 1000);
    await ds.query(`UPDATE data_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const gone = await call(t, 'GET', `/api/me/data-exports/${id}/file`, undefined, bearer(cast.company.company.accessToken));
    expect(gone.status).toBe(404);
    await t.app.get(DataExportBuilder).sweep();
    expect(await ds.query(`SELECT 1 FROM data_exports WHERE id = $1`, [id])).toHaveLength(0);
  });
});
