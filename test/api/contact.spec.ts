import { DataSource } from 'typeorm';
import { randomIp, relaxedRateLimits, type ApiErrorBody } from '../factories/auth-factories.js';
import { contactBody, sendContact } from '../factories/content-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** A valid address of exactly `length` characters (labels of at most 60). */
function emailOfLength(length: number): string {
  let middle = '';
  for (
    let left = length - 'ana@'.length - 'example.com'.length;
    left > 0;
    left = length - 'ana@'.length - 'example.com'.length - middle.length
  ) {
    const label = left <= 61 ? left - 1 : Math.min(60, left - 3);
    middle += `${'x'.repeat(label)}.`;
  }
  return `ana@${middle}example.com`;
}

const row = async (ds: DataSource, id: string) => (await ds.query('SELECT * FROM contact_messages WHERE id = $1', [id]))[0];

describe('POST /api/contact', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('stores the home form message with phone and company in their own columns, unread', async () => {
    const res = await sendContact(t, contactBody({ phone: '600 111 222', company: 'Logística Norte SL' }));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(await row(ds, res.body.id)).toMatchObject({
      name: 'Ana García',
      email: 'ana.garcia@example.com',
      subject: 'pricing',
      // Not appended to the text, as the old app did: the backoffice shows the columns.
      message: 'Quería saber el precio del plan Premium para una flota de 12 camiones.',
      phone: '600 111 222',
      company: 'Logística Norte SL',
      read: false,
      read_at: null,
    });
  });

  it('trims every field and stores blank or missing optional fields as NULL', async () => {
    const res = await sendContact(t, {
      name: '  Luis  ',
      email: ' luis@example.com ',
      subject: '  Presupuesto para una mudanza de oficina  ',
      message: '\n  Somos 20 personas.  \n',
      phone: '   ',
      company: '',
    });
    expect(res.status).toBe(201);
    expect(await row(ds, res.body.id)).toMatchObject({
      name: 'Luis',
      email: 'luis@example.com',
      subject: 'Presupuesto para una mudanza de oficina',
      message: 'Somos 20 personas.',
      phone: null,
      company: null,
    });
    const withNulls = await sendContact(t, contactBody({ phone: null, company: null }));
    expect(withNulls.status).toBe(201);
    expect(await row(ds, withNulls.body.id)).toMatchObject({ phone: null, company: null });
    const without = await sendContact(t, contactBody());
    expect(await row(ds, without.body.id)).toMatchObject({ phone: null, company: null });
  });

  it.each([
    ['name', { name: undefined }, 'El nombre es obligatorio.'],
    ['name', { name: '   ' }, 'El nombre es obligatorio.'],
    ['name', { name: 42 }, 'El nombre debe ser un texto.'],
    ['email', { email: '' }, 'El email es obligatorio.'],
    ['email', { email: 'ana@' }, 'El email no es válido.'],
    ['subject', { subject: undefined }, 'El asunto es obligatorio.'],
    ['subject', { subject: '\t' }, 'El asunto es obligatorio.'],
    ['message', { message: null }, 'El mensaje es obligatorio.'],
    ['message', { message: ' ' }, 'El mensaje es obligatorio.'],
    ['phone', { phone: 600111222 }, 'El teléfono debe ser un texto.'],
  ])('400 naming %s: %j', async (field, change, message) => {
    const res = await sendContact<ApiErrorBody>(t, contactBody(change));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('names every missing field at once', async () => {
    const res = await sendContact<ApiErrorBody>(t, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'El nombre es obligatorio.' },
      { field: 'email', message: 'El email es obligatorio.' },
      { field: 'subject', message: 'El asunto es obligatorio.' },
      { field: 'message', message: 'El mensaje es obligatorio.' },
    ]);
  });

  it('enforces the maximum lengths after trimming; only the messages within them are stored', async () => {
    const before = (await ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n;
    const cases: Array<[string, number, string]> = [
      ['name', 150, 'El nombre no puede superar 150 caracteres.'],
      ['email', 254, 'El email no puede superar 254 caracteres.'],
      ['subject', 200, 'El asunto no puede superar 200 caracteres.'],
      ['message', 5000, 'El mensaje no puede superar 5000 caracteres.'],
      ['phone', 30, 'El teléfono no puede superar 30 caracteres.'],
      ['company', 200, 'La empresa no puede superar 200 caracteres.'],
    ];
    for (const [field, max, message] of cases) {
      const tooLong = field === 'email' ? emailOfLength(max + 1) : 'x'.repeat(max + 1);
      const res = await sendContact<ApiErrorBody>(t, contactBody({ [field]: tooLong }));
      expect({ field, status: res.status, errors: res.body.errors }).toEqual({ field, status: 400, errors: [{ field, message }] });
      // Exactly at the limit (plus surrounding blanks) is fine.
      const atLimit = field === 'email' ? emailOfLength(max) : 'x'.repeat(max);
      expect(atLimit).toHaveLength(max);
      expect((await sendContact(t, contactBody({ [field]: `  ${atLimit}  ` }))).status).toBe(201);
    }
    const after = (await ds.query('SELECT count(*)::int AS n FROM contact_messages'))[0].n;
    expect(after - before).toBe(cases.length);
  });

  it('rejects unknown fields and bodies over the size limit', async () => {
    const unknown = await sendContact<ApiErrorBody>(t, contactBody({ read: true }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'read', message: 'El campo read no está permitido.' }]);
    const huge = await sendContact<ApiErrorBody>(t, contactBody({ message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { ...relaxedRateLimits, contactPerIp: { limit: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the per-IP limit; other addresses are not affected', async () => {
    // A fresh address per run: with Redis the counters outlive the app.
    const ip = { 'x-forwarded-for': randomIp() };
    expect((await sendContact(t, contactBody(), ip)).status).toBe(201);
    expect((await sendContact(t, contactBody(), ip)).status).toBe(201);
    const blocked = await sendContact<ApiErrorBody>(t, contactBody(), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sendContact(t, contactBody(), { 'x-forwarded-for': randomIp() })).status).toBe(201);
  });
});
