import { DataSource } from 'typeorm';
import type { MyProposalsPageDto, ProposalDto, ProposalListDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, type TestCompany } from '../factories/company-factories.js';
import { createProposal, createRequest, moveRequestBody } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

/** The day `days` after `at`'s day in Spain (YYYY-MM-DD). */
function madridDayOf(at: Date, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('structured proposals (issue 18, part 1)', () => {
  let t: TestApp;
  let ds: DataSource;
  let clock: TestClock;
  let owner: Client;
  let company: TestCompany;

  beforeAll(async () => {
    clock = new TestClock();
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t, { fullName: 'Marta Cliente' });
    company = await createCompany(t, { companyName: 'Mudanzas Claras' });
  }, 60_000);
  afterEach(() => clock.set(new Date()));
  afterAll(() => t.close());

  const post = <T = ProposalDto>(token: string, requestId: string, body: Record<string, unknown>) =>
    call<T>(t, 'POST', `/api/requests/${requestId}/proposals`, body, bearer(token));
  const moveRequest = (overrides: Record<string, unknown> = {}) => createRequest(t, owner.accessToken, moveRequestBody(overrides));
  const today = (days = 0) => madridDayOf(clock.now(), days);
  const proposalsOn = async (requestId: string) => {
    const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM proposals WHERE request_id = $1`, [requestId]);
    return count as number;
  };

  it('creates a proposal with every term and answers it back, to the company and to the client', async () => {
    const r = await moveRequest();
    const body = {
      message: '<p>Lo hacemos con dos operarios.</p>',
      price: 605,
      vatIncluded: false,
      includes: ['insurance', 'loading', 'packing'],
      availableDate: today(10),
      validUntil: today(30),
      priceLines: [
        { concept: ' Transporte Madrid → Valencia ', amount: 450 },
        { concept: 'Embalaje', amount: 120.5 },
        { concept: 'Seguro', amount: 34.5 },
      ],
    };
    const res = await post(company.token, r.id, body);
    expect(res.status).toBe(201);
    const expected = {
      price: 605,
      vatIncluded: false,
      priceWithoutVat: 605,
      priceWithVat: 732.05,
      // In the catalog's order, whatever order they came in.
      includes: ['loading', 'packing', 'insurance'],
      availableDate: today(10),
      validUntil: today(30),
      priceLines: [
        { concept: 'Transporte Madrid → Valencia', amount: 450 },
        { concept: 'Embalaje', amount: 120.5 },
        { concept: 'Seguro', amount: 34.5 },
      ],
      status: 'pending',
      closedReason: null,
    };
    expect(res.body).toMatchObject(expected);

    expect((await call<ProposalDto>(t, 'GET', `/api/proposals/${res.body.id}`, undefined, bearer(company.token))).body).toMatchObject(
      expected,
    );
    const forClient = await call<ProposalListDto>(t, 'GET', `/api/requests/${r.id}/proposals`, undefined, bearer(owner.accessToken));
    expect(forClient.body.items[0]).toMatchObject(expected);
  });

  it('defaults: IVA included, nothing included, no date, valid for 15 days counted in Madrid, no lines', async () => {
    const r = await moveRequest();
    // 23:30 UTC is already tomorrow in Madrid (UTC+1 or +2): the default counts from Madrid's day.
    const utcDay = new Date().toISOString().slice(0, 10);
    clock.set(new Date(`${utcDay}T23:30:00Z`));
    const madridToday = madridDayOf(clock.now());
    expect(madridToday > utcDay).toBe(true);

    const res = await post(company.token, r.id, { message: 'Sin más detalles', price: 121 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vatIncluded: true,
      priceWithVat: 121,
      priceWithoutVat: 100,
      includes: [],
      availableDate: null,
      validUntil: madridDayOf(clock.now(), 15),
      priceLines: [],
    });
    // Today in Madrid is a valid day, even though it is still yesterday in UTC.
    const r2 = await moveRequest();
    expect((await post(company.token, r2.id, { message: 'Hoy', availableDate: madridToday, validUntil: madridToday })).status).toBe(201);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['vatIncluded', { vatIncluded: 'sí' }, 'vatIncluded', 'Indica si el precio incluye el IVA con true o false.'],
    ['includes (not a list)', { includes: 'packing' }, 'includes', 'Lo que incluye el precio debe ser una lista.'],
    ['includes (not texts)', { includes: [1] }, 'includes', 'Cada elemento de lo que incluye el precio debe ser un texto.'],
    [
      'includes (unknown)',
      { includes: ['packing', 'teletransporte'] },
      'includes',
      'No se pueden incluir en una propuesta de Mudanzas: «teletransporte».',
    ],
    [
      'includes (repeated)',
      { includes: ['packing', 'packing'] },
      'includes',
      'Cada elemento de lo que incluye el precio va una sola vez; repetidos: «packing».',
    ],
    [
      'availableDate (format)',
      { availableDate: '2027-02-30' },
      'availableDate',
      'La fecha de disponibilidad debe tener el formato AAAA-MM-DD y existir en el calendario.',
    ],
    ['availableDate (past)', { availableDate: 'YESTERDAY' }, 'availableDate', 'La fecha de disponibilidad no puede ser anterior a hoy.'],
    [
      'availableDate (too far)',
      { availableDate: 'IN_367_DAYS' },
      'availableDate',
      'La fecha de disponibilidad no puede estar a más de un año vista.',
    ],
    [
      'validUntil (format)',
      { validUntil: '31/12/2026' },
      'validUntil',
      'La fecha de validez debe tener el formato AAAA-MM-DD y existir en el calendario.',
    ],
    ['validUntil (past)', { validUntil: 'YESTERDAY' }, 'validUntil', 'La propuesta no puede dejar de ser válida antes de hoy.'],
    [
      'validUntil (too far)',
      { validUntil: 'IN_61_DAYS' },
      'validUntil',
      'Una propuesta puede ser válida como máximo 60 días: como muy tarde, hasta el IN_60_DAYS.',
    ],
    [
      'priceLines (not a list)',
      { priceLines: { concept: 'Todo', amount: 450 } },
      'priceLines',
      'El desglose del precio debe ser una lista de líneas con concepto e importe.',
    ],
    [
      'priceLines (21 lines)',
      { price: 21, priceLines: Array.from({ length: 21 }, (_, i) => ({ concept: `Concepto ${i + 1}`, amount: 1 })) },
      'priceLines',
      'El desglose admite como máximo 20 líneas.',
    ],
    [
      'priceLines (blank concept)',
      { priceLines: [{ concept: '  ', amount: 450 }] },
      'priceLines[0].concept',
      'Escribe el concepto de la línea 1 del desglose.',
    ],
    [
      'priceLines (long concept)',
      { priceLines: [{ concept: 'x'.repeat(121), amount: 450 }] },
      'priceLines[0].concept',
      'El concepto de la línea 1 del desglose no puede superar 120 caracteres.',
    ],
    [
      'priceLines (negative amount)',
      {
        priceLines: [
          { concept: 'Transporte', amount: 500 },
          { concept: 'Descuento', amount: -50 },
        ],
      },
      'priceLines[1].amount',
      'El importe de la línea 2 del desglose debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
    ],
    [
      'priceLines (3 decimals)',
      { priceLines: [{ concept: 'Transporte', amount: 449.999 }] },
      'priceLines[0].amount',
      'El importe de la línea 1 del desglose debe ser un número entre 0 y 1.000.000 con como máximo 2 decimales.',
    ],
    [
      'priceLines (other keys)',
      { priceLines: [{ concept: 'Transporte', amount: 450, iva: 21 }] },
      'priceLines[0]',
      'La línea 1 del desglose solo admite «concept» y «amount».',
    ],
    [
      'priceLines (not adding up)',
      {
        priceLines: [
          { concept: 'Transporte', amount: 400 },
          { concept: 'Embalaje', amount: 49.99 },
        ],
      },
      'priceLines',
      'Las líneas del desglose suman 449,99 € y el precio es 450,00 €: tienen que coincidir.',
    ],
    [
      'priceLines without a price',
      { price: undefined, priceLines: [{ concept: 'Transporte', amount: 450 }] },
      'price',
      'Indica el precio: el desglose tiene que sumar el precio total.',
    ],
  ])('refuses a wrong %s with its Spanish message', async (_name, fields, field, message) => {
    const r = await moveRequest();
    const day = (text: unknown) =>
      text === 'YESTERDAY' ? today(-1) : typeof text === 'string' && /^IN_\d+_DAYS$/.test(text) ? today(Number(text.split('_')[1])) : text;
    const spanish = (day: string) => day.split('-').reverse().join('/');
    const body: Record<string, unknown> = { message: 'Propuesta', price: 450, ...fields };
    for (const key of ['availableDate', 'validUntil']) if (key in body) body[key] = day(body[key]);
    const res = await post<ApiErrorBody>(company.token, r.id, body);
    expect(res.status).toBe(400);
    const expectedMessage = message.replace('IN_60_DAYS', spanish(today(60)));
    expect(res.body.message).toBe(expectedMessage);
    expect(res.body.errors).toContainEqual({ field, message: expectedMessage });
    expect(await proposalsOn(r.id)).toBe(0);
  });

  it('lists every wrong field in one 400', async () => {
    const r = await moveRequest();
    const res = await post<ApiErrorBody>(company.token, r.id, {
      message: 'Propuesta',
      price: 300,
      includes: ['customs'],
      availableDate: today(-1),
      validUntil: today(61),
      priceLines: [{ concept: 'Transporte', amount: 250 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['includes', 'priceLines', 'availableDate', 'validUntil']);
  });

  it('refuses includes of another category and takes them on a request of theirs', async () => {
    const move = await moveRequest();
    const refused = await post<ApiErrorBody>(company.token, move.id, { message: 'Con aduanas', includes: ['customs', 'packing'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('No se pueden incluir en una propuesta de Mudanzas: «customs».');

    const abroad = await moveRequest({
      title: 'Palés de Madrid a Lisboa',
      services: ['Transporte internacional por carretera'],
      category: 'transporte-internacional',
      destination: { city: 'Lisboa', province: 'Lisboa' },
      details: { mode: 'carretera', cargoType: 'palets', pallets: 4, weightKg: 800, incoterm: 'DAP', customs: true },
    });
    const accepted = await post(company.token, abroad.id, { message: 'Con aduanas', includes: ['customs', 'tolls'] });
    expect(accepted.status).toBe(201);
    expect(accepted.body.includes).toEqual(['tolls', 'customs']);
  });

  it('offers the default list on a request without category', async () => {
    const r = await createRequest(t, owner.accessToken);
    await ds.query(`UPDATE requests SET category = NULL WHERE id = $1`, [r.id]);
    const refused = await post<ApiErrorBody>(company.token, r.id, { message: 'Hola', includes: ['packing'] });
    expect(refused.body.message).toBe('No se pueden incluir en una propuesta para esta solicitud: «packing».');
    const res = await post(company.token, r.id, { message: 'Hola', includes: ['loading', 'support'] });
    expect(res.status).toBe(201);
    expect(res.body.includes).toEqual(['loading', 'support']);
  });

  it('still reads old proposals written without terms', async () => {
    const r = await createRequest(t, owner.accessToken);
    const [{ id }] = await ds.query(
      `INSERT INTO proposals (request_id, company_id, message, price) VALUES ($1, $2, '<p>Antigua</p>', 300) RETURNING id`,
      [r.id, company.company.id],
    );
    const res = await call<ProposalDto>(t, 'GET', `/api/proposals/${id}`, undefined, bearer(owner.accessToken));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      price: 300,
      vatIncluded: true,
      priceWithVat: 300,
      priceWithoutVat: 247.93,
      includes: [],
      availableDate: null,
      validUntil: null,
      priceLines: [],
      closedReason: null,
    });
    const mine = await call<MyProposalsPageDto>(t, 'GET', '/api/me/proposals', undefined, bearer(company.token));
    expect(mine.body.items.find((p) => p.id === id)).toMatchObject({ validUntil: null, includes: [] });
  });

  it('filters the company’s own list by the expired status', async () => {
    const other = await createCompany(t);
    const r1 = await moveRequest();
    const r2 = await moveRequest();
    const stale = await createProposal(t, other.token, r1.id);
    await createProposal(t, other.token, r2.id);
    await ds.query(`UPDATE proposals SET status = 'expired' WHERE id = $1`, [stale.id]);
    const res = await call<MyProposalsPageDto>(t, 'GET', '/api/me/proposals?status=expired', undefined, bearer(other.token));
    expect(res.status).toBe(200);
    expect(res.body.items.map((p) => p.id)).toEqual([stale.id]);
    const wrong = await call<ApiErrorBody>(t, 'GET', '/api/me/proposals?status=caducada', undefined, bearer(other.token));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('El estado debe ser all, pending, accepted, rejected o expired.');
  });

  it('writes nothing when the request changes category between the check of its includes and the INSERT (409)', async () => {
    const r = await moveRequest();
    // Hold the request row as an edit would: the proposal is checked against «mudanzas», then its
    // INSERT waits for the row, which comes back as «almacenaje».
    const edit = ds.createQueryRunner();
    await edit.connect();
    await edit.startTransaction();
    try {
      await edit.query(`SELECT 1 FROM requests WHERE id = $1 FOR UPDATE`, [r.id]);
      const sending = post<ApiErrorBody>(company.token, r.id, { message: 'Hola', includes: ['assembly'] });
      for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
        const [{ waiting }] = await ds.query<{ waiting: number }[]>(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO proposals%'`,
        );
        if (waiting > 0) break;
        if (Date.now() > deadline) throw new Error('La propuesta no llegó a esperar a la solicitud');
      }
      await edit.query(`UPDATE requests SET category = 'almacenaje', details = '{}' WHERE id = $1`, [r.id]);
      await edit.commitTransaction();
      const res = await sending;
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'REQUEST_CHANGED',
        message:
          'El cliente ha cambiado la categoría de la solicitud mientras escribías: revisa lo que incluye el precio y vuelve a enviarla.',
      });
    } finally {
      if (edit.isTransactionActive) await edit.rollbackTransaction();
      await edit.release();
    }
    expect(await proposalsOn(r.id)).toBe(0);
    // Sent again, its includes are judged against the new category.
    const again = await post<ApiErrorBody>(company.token, r.id, { message: 'Hola', includes: ['assembly'] });
    expect(again.body.message).toBe('No se pueden incluir en una propuesta de Almacenaje: «assembly».');
  });
});
