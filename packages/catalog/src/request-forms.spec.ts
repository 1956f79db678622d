/// <reference types="jest" />
import { PROVINCES } from './locations.js';
import {
  DATE_FLEXIBILITIES,
  REQUEST_CATEGORY_FORMS,
  formatDistance,
  formatFloor,
  keyRequestDetails,
  postalCodeError,
  provinceOfPostalCode,
  summarizeRequestDetails,
  validateRequestDetails,
} from './request-forms.js';
import { SERVICE_CATEGORIES } from './services.js';

describe('the forms of the request categories', () => {
  it('one form per category, in the tree order, with unique keys and options', () => {
    expect(REQUEST_CATEGORY_FORMS.map((f) => f.category)).toEqual(SERVICE_CATEGORIES.map((c) => c.slug));
    for (const form of REQUEST_CATEGORY_FORMS) {
      const keys = form.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(form.fields.some((f) => f.required)).toBe(true);
      for (const field of form.fields) {
        if (field.type === 'select' || field.type === 'multi') {
          expect(new Set(field.options.map((o) => o.value)).size).toBe(field.options.length);
        }
        if (field.type === 'number') expect(field.min).toBeLessThan(field.max);
      }
      for (const group of form.atLeastOne ?? []) for (const key of group.keys) expect(keys).toContain(key);
    }
  });

  it('moves and transport need a route, storage and paperwork do not', () => {
    const route = Object.fromEntries(REQUEST_CATEGORY_FORMS.map((f) => [f.category, f.route]));
    expect(route).toMatchObject({
      mudanzas: 'required',
      'transporte-nacional': 'required',
      'transporte-internacional': 'required',
      'transporte-especializado': 'required',
      almacenaje: 'none',
      'gestion-aduanera': 'none',
      distribucion: 'optional',
    });
    expect(DATE_FLEXIBILITIES.map((f) => f.value)).toEqual(['exact', 'week', 'month', 'flexible']);
  });
});

describe('validateRequestDetails', () => {
  it('keeps valid answers, trims texts, drops empty optional ones and accepts numbers sent as text', () => {
    const { details, errors } = validateRequestDetails('gestion-aduanera', {
      operation: 'importacion',
      country: '  China   continental ',
      goods: 'Textil',
      shipmentsPerMonth: '12',
      incoterm: '',
    });
    expect(errors).toEqual([]);
    expect(details).toEqual({ operation: 'importacion', country: 'China continental', goods: 'Textil', shipmentsPerMonth: 12 });
  });

  it('refuses an unknown category, a non-object and answers of the wrong kind', () => {
    expect(validateRequestDetails('teletransporte', {}).errors).toEqual([{ field: 'category', message: 'La categoría no es válida.' }]);
    expect(validateRequestDetails('mudanzas', [1]).errors[0].field).toBe('details');
    const { errors } = validateRequestDetails('preparacion-de-pedidos', { ordersPerMonth: 0, tasks: ['picking', 'magia'] });
    expect(errors).toEqual([
      { field: 'details.ordersPerMonth', message: '«Pedidos al mes» debe ser un número entero entre 1 y 10.000.000.' },
      { field: 'details.tasks', message: expect.stringMatching(/^«Tareas» solo admite: Picking y packing, Etiquetado/) },
    ]);
  });
});

describe('readable details', () => {
  const move = {
    propertyType: 'casa',
    volumeM3: 40,
    originFloor: -1,
    originLift: true,
    destinationFloor: 5,
    destinationLift: false,
    bulkyItems: ['piano', 'sofa'],
  };

  it('summarises every answer in the form order', () => {
    expect(summarizeRequestDetails('mudanzas', move)).toEqual([
      { label: 'Tipo de mudanza', value: 'Casa o chalé' },
      { label: 'Volumen aproximado', value: '40 m³' },
      { label: 'Planta en origen', value: 'Sótano 1' },
      { label: 'Ascensor en origen', value: 'Sí' },
      { label: 'Planta en destino', value: '5.º' },
      { label: 'Ascensor en destino', value: 'No' },
      { label: 'Objetos voluminosos o delicados', value: 'Piano, Sofá grande' },
    ]);
    expect(summarizeRequestDetails(null, move)).toEqual([]);
  });

  it('key details: a move by size and floors, freight by its measures, others by their first answers', () => {
    expect(keyRequestDetails('mudanzas', move)).toBe('40 m³, sótano 1 con ascensor → 5.º sin ascensor');
    expect(keyRequestDetails('mudanzas', { rooms: 3, originFloor: 2, originLift: false, destinationFloor: 0 })).toBe(
      '3 hab., 2.º sin ascensor → bajo',
    );
    expect(keyRequestDetails('transporte-nacional', { cargoType: 'palets', pallets: 12, weightKg: 15000 })).toBe('12 palés · 15.000 kg');
    expect(keyRequestDetails('consultoria-logistica', { topic: 'rutas', companySize: '11-50' })).toBe(
      'Optimización de rutas · 11 a 50 empleados',
    );
    expect(keyRequestDetails('distribucion', { deliveriesPerWeek: 72, channel: 'horeca' })).toBe(
      '72 entregas a la semana · Hostelería (HORECA)',
    );
    expect(keyRequestDetails('logistica-inversa', { returnsPerMonth: 1500, refurbish: true, pickup: 'punto' })).toBe(
      '1500 devoluciones al mes · En puntos de recogida',
    );
    expect(keyRequestDetails('mudanzas', {})).toBe('');
  });

  it('floors and distances as they are said in Spain', () => {
    expect([formatFloor(0), formatFloor(1), formatFloor(12), formatFloor(-2)]).toEqual(['bajo', '1.º', '12.º', 'sótano 2']);
    expect([formatDistance(354.6), formatDistance(0.2), formatDistance(1234)]).toEqual(['≈ 355 km', '≈ 1 km', '≈ 1234 km']);
  });
});

describe('postal codes', () => {
  it('the first two digits are the province', () => {
    expect(provinceOfPostalCode('28004')?.name).toBe('Madrid');
    expect(provinceOfPostalCode('08001')?.name).toBe('Barcelona');
    expect(provinceOfPostalCode('48001')?.name).toBe('Bizkaia');
    expect(provinceOfPostalCode('53000')).toBeUndefined();
    expect(provinceOfPostalCode('2800')).toBeUndefined();
    // Every Spanish province has its code, and no two share one.
    const codes = PROVINCES.map((p) => p.code);
    expect(codes.every((c) => /^\d{2}$/.test(c ?? ''))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('checks the form and the province', () => {
    expect(postalCodeError('28004', 'España', 'Madrid', '28')).toBeUndefined();
    expect(postalCodeError('46001', 'España', 'Madrid', '28')).toBe('El código postal 46001 no es de la provincia de Madrid.');
    expect(postalCodeError('4000-001', 'Portugal', 'Oporto')).toBeUndefined();
    expect(postalCodeError('4000', 'Portugal', 'Oporto')).toBe('El código postal portugués tiene la forma 1000-001.');
  });
});
