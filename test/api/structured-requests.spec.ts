import type { RequestDto, RequestFormsDto, RequestPageDto } from '@rutalia/api-contract';
import type { ApiErrorBody } from '../factories/auth-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createRequest, madridDay, moveRequestBody } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 17, "Structured request": category, origin and destination, date with flexibility and
 * per-category details validated on the server (Spanish messages naming the field), the
 * estimated distance and a readable summary; old-style requests keep working.
 */
describe('structured requests', () => {
  let t: TestApp;
  let client: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    client = await signedInClient(t);
  }, 60_000);
  afterAll(() => t.close());

  const post = (body: Record<string, unknown>) =>
    call<RequestDto & ApiErrorBody>(t, 'POST', '/api/requests', body, bearer(client.accessToken));
  const fieldErrors = (body: ApiErrorBody) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  it('publishes the forms the server validates against (GET /api/catalog/request-forms)', async () => {
    const res = await call<RequestFormsDto>(t, 'GET', '/api/catalog/request-forms');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.body.forms).toHaveLength(14);
    expect(res.body.maxPhotos).toBe(8);
    const move = res.body.forms.find((form) => form.category === 'mudanzas')!;
    expect(move.route).toBe('required');
    expect(move.fields.find((field) => field.key === 'rooms')).toEqual({
      key: 'rooms',
      label: 'Habitaciones',
      type: 'number',
      min: 0,
      max: 20,
      integer: true,
    });
  });

  it('stores a move Madrid → Valencia with its route, date, distance and details, and reads it back in words', async () => {
    const res = await post(moveRequestBody());
    expect(res.status).toBe(201);
    const request = res.body;
    expect(request.category).toBe('mudanzas');
    expect(request.categoryName).toBe('Mudanzas');
    expect(request.origin).toEqual({ city: 'Madrid', province: 'Madrid', postalCode: '28004' });
    expect(request.destination).toEqual({ city: 'Valencia', province: 'Valencia', postalCode: null });
    // Great-circle Madrid–Valencia ≈ 302 km × 1.2 ≈ 362 km (the road is 355 km).
    expect(request.distanceKm).toBeGreaterThanOrEqual(350);
    expect(request.distanceKm).toBeLessThanOrEqual(375);
    expect(request.distanceText).toBe(`≈ ${request.distanceKm} km`);
    expect(request.date).toBe(madridDay(20));
    expect(request.dateFlexibility).toBe('week');
    expect(request.keyDetails).toBe('3 hab., 2.º sin ascensor → bajo');
    expect(request.detailsSummary).toEqual([
      { label: 'Tipo de mudanza', value: 'Piso' },
      { label: 'Habitaciones', value: '3' },
      { label: 'Planta en origen', value: '2.º' },
      { label: 'Ascensor en origen', value: 'No' },
      { label: 'Planta en destino', value: 'Bajo' },
      { label: 'Ascensor en destino', value: 'Sí' },
      { label: 'Embalaje', value: 'Sí' },
    ]);
    // The old fields are the origin.
    expect(request.location).toBe('Madrid, Madrid');

    const page = await call<RequestPageDto>(t, 'GET', `/api/requests?q=${encodeURIComponent('Madrid a Valencia')}&pageSize=24`);
    const listed = page.body.items.find((item) => item.id === request.id);
    expect(listed).toMatchObject({ distanceText: request.distanceText, keyDetails: request.keyDetails, destination: request.destination });
  });

  it('names each wrong detail of the category in Spanish, and stores nothing', async () => {
    const res = await post(
      moveRequestBody({
        title: 'Mudanza con detalles erróneos',
        details: { propertyType: 'castillo', rooms: 2.5, originFloor: 'alto', originLift: 'sí', destinationFloor: 0, piano: true },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    const errors = fieldErrors(res.body);
    expect(errors['details.propertyType']).toMatch(/^«Tipo de mudanza» debe ser una de estas opciones: Piso, Casa o chalé/);
    expect(errors['details.rooms']).toBe('«Habitaciones» debe ser un número entero entre 0 y 20.');
    expect(errors['details.originFloor']).toBe('«Planta en origen» debe ser un número entero entre -5 y 60.');
    expect(errors['details.originLift']).toBe('«Ascensor en origen» debe ser sí o no.');
    expect(errors['details.destinationLift']).toBe('«Ascensor en destino» es obligatorio.');
    expect(errors['details.piano']).toBe('«piano» no es una pregunta de esta categoría.');
    const mine = await call<{ items: RequestDto[] }>(t, 'GET', '/api/me/requests?q=detalles', undefined, bearer(client.accessToken));
    expect(mine.body.items).toHaveLength(0);
  });

  it('asks for the rooms or the volume of a move', async () => {
    const details = { propertyType: 'piso', originFloor: 1, originLift: true, destinationFloor: 1, destinationLift: true };
    const res = await post(moveRequestBody({ details }));
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)['details.rooms']).toBe('Indica las habitaciones o el volumen aproximado.');
    expect((await post(moveRequestBody({ details: { ...details, volumeM3: 25 } }))).status).toBe(201);
  });

  it('validates each category against its own form (freight, international, storage)', async () => {
    const freight = await post({
      ...moveRequestBody(),
      title: 'Palés de Zaragoza a Bilbao',
      services: ['Transporte de mercancía paletizada'],
      category: 'transporte-nacional',
      origin: { city: 'Zaragoza', province: 'Zaragoza' },
      destination: { city: 'Bilbao', province: 'Vizcaya' },
      details: { cargoType: 'palets', pallets: 4, weightKg: 1200, temperatureControl: false },
    });
    expect(freight.status).toBe(201);
    expect(freight.body.destination?.province).toBe('Bizkaia');
    expect(freight.body.keyDetails).toBe('4 palés · 1200 kg');

    const international = await post({
      ...moveRequestBody(),
      services: ['Transporte internacional por carretera'],
      category: 'transporte-internacional',
      destination: { city: 'Lisboa', province: 'Lisboa' },
      details: { mode: 'carretera', cargoType: 'palets', weightKg: 800 },
    });
    expect(international.status).toBe(400);
    expect(fieldErrors(international.body)).toMatchObject({
      'details.incoterm': '«Incoterm» es obligatorio.',
      'details.customs': '«Necesito gestión aduanera» es obligatorio.',
    });

    // Storage is local: no destination.
    const storage = await post({
      ...moveRequestBody(),
      services: ['Guardamuebles y trasteros'],
      category: 'almacenaje',
      details: { goodsType: 'muebles', duration: '1-3-meses' },
    });
    expect(storage.status).toBe(400);
    expect(fieldErrors(storage.body).destination).toBe('Almacenaje no lleva destino: indica solo dónde se presta el servicio.');
    const { destination: _none, ...local } = { ...moveRequestBody(), destination: undefined };
    const stored = await post({
      ...local,
      services: ['Guardamuebles y trasteros'],
      category: 'almacenaje',
      details: { goodsType: 'muebles', duration: '1-3-meses' },
    });
    expect(stored.status).toBe(201);
    expect(stored.body.destination).toBeNull();
    expect(stored.body.distanceKm).toBeNull();
  });

  it('requires the destination of a move, a real province, a postal code of that province and a date from today', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ destination: undefined }, 'destination', 'Indica el destino: origen y destino son necesarios para este servicio.'],
      [
        { origin: { city: 'Madrid', province: 'Narnia' } },
        'origin.province',
        '«Narnia» no es una provincia de España ni un distrito de Portugal.',
      ],
      [
        { origin: { city: 'Madrid', province: 'Madrid', postalCode: '46001' } },
        'origin.postalCode',
        'El código postal 46001 no es de la provincia de Madrid.',
      ],
      [{ origin: { city: 'Madrid', province: 'Madrid', postalCode: '280' } }, 'origin.postalCode', 'El código postal debe tener 5 cifras.'],
      [
        { destination: { city: 'Oporto', province: 'Oporto', postalCode: '4000' } },
        'destination.postalCode',
        'El código postal portugués tiene la forma 1000-001.',
      ],
      [{ date: undefined }, 'date', 'Indica la fecha en la que necesitas el servicio.'],
      [{ date: madridDay(-1) }, 'date', 'La fecha no puede ser anterior a hoy.'],
      [{ date: '2027-02-30' }, 'date', 'La fecha debe tener el formato AAAA-MM-DD y existir en el calendario.'],
      [{ date: madridDay(400) }, 'date', 'La fecha no puede estar a más de un año vista.'],
      [{ dateFlexibility: 'someday' }, 'dateFlexibility', 'La flexibilidad de la fecha debe ser exact, week, month o flexible.'],
      [{ category: 'teletransporte' }, 'category', 'La categoría no es válida.'],
      [{ details: 'piso' }, 'details', 'Los detalles deben ser un objeto con las respuestas.'],
    ];
    for (const [override, field, message] of cases) {
      const res = await post(moveRequestBody(override));
      expect({ field, status: res.status, message: fieldErrors(res.body)[field] }).toEqual({ field, status: 400, message });
    }
    // Today is fine, and a Portuguese destination with its postal code.
    const ok = await post(
      moveRequestBody({ date: madridDay(0), destination: { city: 'Oporto', province: 'Oporto', postalCode: '4000-001' } }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.distanceKm).toBeGreaterThan(500);
  });

  it('keeps old-style requests working: city and province become the origin, the category comes from the services', async () => {
    const old = await createRequest(t, client.accessToken, {
      title: 'Solicitud a la antigua',
      services: ['Mudanzas'],
      city: 'Sevilla',
      province: 'Sevilla',
    });
    expect(old.origin).toEqual({ city: 'Sevilla', province: 'Sevilla', postalCode: null });
    expect(old).toMatchObject({ category: 'mudanzas', destination: null, date: null, details: {}, detailsSummary: [], keyDetails: '' });
    const refused = await post({
      title: 'x',
      description: 'y',
      services: ['Mudanzas'],
      city: 'Sevilla',
      province: 'Sevilla',
      details: { rooms: 2 },
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body).details).toBe('Indica la categoría para enviar los detalles.');
  });

  it('edits the route, date and details of a structured request, re-checking them', async () => {
    const created = (await post(moveRequestBody({ title: 'Mudanza para editar' }))).body;
    const patch = (body: Record<string, unknown>) =>
      call<RequestDto & ApiErrorBody>(t, 'PATCH', `/api/requests/${created.id}`, body, bearer(client.accessToken));

    const moved = await patch({
      destination: { city: 'Barcelona', province: 'Barcelona' },
      details: { ...moveRequestBody().details, rooms: 4 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.destination?.city).toBe('Barcelona');
    expect(moved.body.keyDetails).toBe('4 hab., 2.º sin ascensor → bajo');
    expect(moved.body.distanceKm).toBeGreaterThan(550);

    const noDestination = await patch({ destination: null });
    expect(noDestination.status).toBe(400);
    expect(fieldErrors(noDestination.body).destination).toMatch(/^Indica el destino/);

    const past = await patch({ date: madridDay(-3) });
    expect(past.status).toBe(400);
    // A title-only edit does not re-judge the structure.
    expect((await patch({ title: 'Mudanza editada' })).status).toBe(200);
  });
});
