import type { ProposalTemplateDto, ProposalTemplateListDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('proposal templates API (issue 18, part 1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
  }, 60_000);
  afterAll(() => t.close());

  const templateBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Mudanza piso estándar',
    message: '<p>Hola, somos <b>Mudanzas Claras</b><script>alert(1)</script>.</p>',
    price: 600,
    vatIncluded: false,
    includes: ['insurance', 'packing'],
    priceLines: [
      { concept: 'Transporte', amount: 450 },
      { concept: 'Embalaje', amount: 150 },
    ],
    ...overrides,
  });
  const create = <T = ProposalTemplateDto>(c: TestCompany, body: Record<string, unknown> = templateBody()) =>
    call<T>(t, 'POST', '/api/me/proposal-templates', body, bearer(c.token));
  const list = (c: TestCompany) => call<ProposalTemplateListDto>(t, 'GET', '/api/me/proposal-templates', undefined, bearer(c.token));
  const patch = <T = ProposalTemplateDto>(c: TestCompany, id: string, body: Record<string, unknown>) =>
    call<T>(t, 'PATCH', `/api/me/proposal-templates/${id}`, body, bearer(c.token));
  const remove = (c: TestCompany, id: string) =>
    call<ApiErrorBody>(t, 'DELETE', `/api/me/proposal-templates/${id}`, undefined, bearer(c.token));

  it('saves, lists (newest first), changes and deletes a company’s templates', async () => {
    const company = await createCompany(t);
    const created = await create(company);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Mudanza piso estándar',
      message: '<p>Hola, somos <strong>Mudanzas Claras</strong>.</p>',
      price: 600,
      vatIncluded: false,
      includes: ['packing', 'insurance'],
      priceLines: [
        { concept: 'Transporte', amount: 450 },
        { concept: 'Embalaje', amount: 150 },
      ],
    });
    // Any known include, whatever the category: the request is not known yet.
    const second = await create(company, { name: 'Aduanas', message: 'Despacho', includes: ['customs'] });
    expect(second.body).toMatchObject({ price: null, vatIncluded: true, includes: ['customs'], priceLines: [] });
    expect((await list(company)).body.items.map((x) => x.name)).toEqual(['Aduanas', 'Mudanza piso estándar']);

    const renamed = await patch(company, created.body.id, {
      name: '  Mudanza piso grande ',
      price: 700,
      priceLines: [{ concept: 'Todo', amount: 700 }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Mudanza piso grande',
      price: 700,
      vatIncluded: false,
      includes: ['packing', 'insurance'],
      priceLines: [{ concept: 'Todo', amount: 700 }],
    });
    // What is not sent stays, and the whole is judged: a new price must still match the stored lines…
    const mismatch = await patch<ApiErrorBody>(company, created.body.id, { price: 650 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Las líneas del desglose suman 700,00 € y el precio es 650,00 €: tienen que coincidir.');
    // …and removing the price needs the lines removed too.
    expect((await patch<ApiErrorBody>(company, created.body.id, { price: null })).body.message).toBe(
      'Indica el precio: el desglose tiene que sumar el precio total.',
    );
    const bare = await patch(company, created.body.id, { price: null, priceLines: null, includes: [], vatIncluded: true });
    expect(bare.body).toMatchObject({ price: null, priceLines: [], includes: [], vatIncluded: true, name: 'Mudanza piso grande' });

    const deleted = await remove(company, created.body.id);
    expect(deleted.status).toBe(204);
    expect((await list(company)).body.items.map((x) => x.id)).toEqual([second.body.id]);
    expect((await remove(company, created.body.id)).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no name', { name: '   ' }, 'name', 'Ponle un nombre a la plantilla.'],
    ['a long name', { name: 'x'.repeat(81) }, 'name', 'El nombre de la plantilla no puede superar 80 caracteres.'],
    ['an empty message', { message: '<script>x()</script>' }, 'message', 'El mensaje es obligatorio'],
    ['an unknown include', { includes: ['teletransporte'] }, 'includes', 'Estos elementos no existen: «teletransporte».'],
    [
      'a wrong price',
      { price: -1, priceLines: [] },
      'price',
      'El precio debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
    ],
    [
      'lines that do not add up',
      { priceLines: [{ concept: 'Transporte', amount: 450 }] },
      'priceLines',
      'Las líneas del desglose suman 450,00 € y el precio es 600,00 €: tienen que coincidir.',
    ],
    ['lines without a price', { price: null }, 'price', 'Indica el precio: el desglose tiene que sumar el precio total.'],
  ])('refuses %s', async (_name, fields, field, message) => {
    const company = await createCompany(t);
    const res = await create<ApiErrorBody>(company, templateBody(fields));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual({ field, message });
    expect((await list(company)).body.items).toEqual([]);
  });

  it('lists the message and the terms wrong at once', async () => {
    const company = await createCompany(t);
    const res = await create<ApiErrorBody>(
      company,
      templateBody({ message: '<p> </p>', includes: ['x'], priceLines: [{ concept: '', amount: 1 }] }),
    );
    expect(res.body.errors?.map((e) => e.field)).toEqual(['message', 'includes', 'priceLines[0].concept']);
  });

  it('keeps names unique per company, ignoring case and spaces', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const first = await create(company);
    const again = await create<ApiErrorBody>(company, templateBody({ name: ' mudanza PISO estándar ' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PROPOSAL_TEMPLATE_DUPLICATE', message: 'Ya tienes una plantilla con ese nombre.' });
    // Another company may use the same name.
    expect((await create(other)).status).toBe(201);
    const second = await create(company, templateBody({ name: 'Mudanza oficina' }));
    const clash = await patch<ApiErrorBody>(company, second.body.id, { name: 'Mudanza piso estándar' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Ya tienes una plantilla con ese nombre.');
    // Renaming a template to its own name (another case) is fine.
    expect((await patch(company, first.body.id, { name: 'MUDANZA PISO ESTÁNDAR' })).body.name).toBe('MUDANZA PISO ESTÁNDAR');
  });

  it('keeps at most 20 templates per company, also when two are saved at once', async () => {
    const company = await createCompany(t);
    for (let i = 1; i <= 19; i++) expect((await create(company, templateBody({ name: `Plantilla ${i}` }))).status).toBe(201);
    const racing = await Promise.all([
      create<ApiErrorBody>(company, templateBody({ name: 'Plantilla 20' })),
      create<ApiErrorBody>(company, templateBody({ name: 'Plantilla 21' })),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'PROPOSAL_TEMPLATE_LIMIT',
      message: 'Puedes guardar como máximo 20 plantillas. Borra alguna que ya no uses para guardar otra.',
    });
    const items = (await list(company)).body.items;
    expect(items).toHaveLength(20);
    // Deleting one makes room again.
    expect((await remove(company, items[0].id)).status).toBe(204);
    expect((await create(company, templateBody({ name: 'Plantilla 22' }))).status).toBe(201);
  });

  it("never shows or touches another company's templates (404)", async () => {
    const owner = await createCompany(t);
    const intruder = await createCompany(t);
    const template = await create(owner);
    expect((await list(intruder)).body.items).toEqual([]);
    const changed = await patch<ApiErrorBody>(intruder, template.body.id, { name: 'Mía' });
    expect(changed.status).toBe(404);
    expect(changed.body).toMatchObject({ code: 'PROPOSAL_TEMPLATE_NOT_FOUND', message: 'Plantilla no encontrada' });
    expect((await remove(intruder, template.body.id)).status).toBe(404);
    expect((await patch(intruder, 'no-es-un-id', { name: 'x' })).status).toBe(404);
    expect((await list(owner)).body.items[0]).toMatchObject({ id: template.body.id, name: 'Mudanza piso estándar' });
  });

  it('is for company accounts only', async () => {
    const client = await signedInClient(t);
    const owner = await createCompany(t);
    const template = await create(owner);
    const asClient = bearer(client.accessToken);
    const attempts = [
      call(t, 'GET', '/api/me/proposal-templates', undefined, asClient),
      call(t, 'POST', '/api/me/proposal-templates', templateBody(), asClient),
      call(t, 'PATCH', `/api/me/proposal-templates/${template.body.id}`, { name: 'Mía' }, asClient),
      call(t, 'DELETE', `/api/me/proposal-templates/${template.body.id}`, undefined, asClient),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect((await call(t, 'GET', '/api/me/proposal-templates')).status).toBe(401);
    expect((await list(owner)).body.items).toHaveLength(1);
  });
});
