import { describe, expect, it } from '@jest/globals';
import { HERO_CATEGORIES } from './categories';
import { emptyDraft, type RequestDraft } from './draft';
import {
  buildRequestInput,
  dateLimits,
  estimateDistanceKm,
  formFieldOf,
  routeRule,
  stepOfField,
  stillStanding,
  suggestTitle,
  validateStep,
} from './rules';

const MADRID = { city: 'Madrid', province: 'Madrid', lat: 40.4165, lon: -3.7026 };
const VALENCIA = { city: 'Valencia', province: 'Valencia', lat: 39.4697, lon: -0.3774 };
const NOW = new Date(2026, 10, 25, 12);

const move = (patch: Partial<RequestDraft> = {}): RequestDraft => ({
  ...emptyDraft(),
  category: 'mudanzas',
  origin: MADRID,
  destination: VALENCIA,
  date: '2026-12-15',
  details: {
    propertyType: 'piso',
    rooms: '3',
    originFloor: '2',
    originLift: false,
    destinationFloor: '0',
    destinationLift: true,
    packing: true,
  },
  title: 'Mudanza de piso de Madrid a Valencia',
  ...patch,
});

describe('suggestTitle', () => {
  it('names a move by its kind and route', () => {
    expect(suggestTitle(move())).toBe('Mudanza de piso de Madrid a Valencia');
    expect(suggestTitle(move({ details: {} }))).toBe('Mudanza de Madrid a Valencia');
    expect(suggestTitle(move({ details: { propertyType: 'muebles' }, destination: null }))).toBe('Traslado de muebles en Madrid');
  });

  it('uses the one chosen service, or the category, and the place', () => {
    const transport = { ...emptyDraft(), category: 'transporte-nacional', origin: MADRID, destination: VALENCIA };
    expect(suggestTitle(transport)).toBe('Transporte Nacional de Madrid a Valencia');
    expect(suggestTitle({ ...transport, services: ['Transporte de carga completa (FTL)'] })).toBe(
      'Transporte de carga completa (FTL) de Madrid a Valencia',
    );
    expect(suggestTitle({ ...emptyDraft(), category: 'almacenaje', origin: MADRID })).toBe('Almacenaje en Madrid');
    expect(suggestTitle(emptyDraft())).toBe('');
  });
});

describe('validateStep', () => {
  const options = { signedIn: false, now: NOW };

  it('asks for a category, and the route its rule needs', () => {
    expect(validateStep('what', emptyDraft(), options)).toEqual({ category: 'Elige qué necesitas.' });
    expect(validateStep('where', move({ origin: null, destination: null }), options)).toEqual({
      origin: 'Indica el origen.',
      destination: 'Indica el destino.',
    });
    expect(validateStep('where', { ...emptyDraft(), category: 'almacenaje', origin: MADRID }, options)).toEqual({});
  });

  it('checks a postal code against the chosen place', () => {
    expect(validateStep('where', move({ originPostalCode: '46001' }), options)).toEqual({
      'origin.postalCode': 'El código postal 46001 no es de la provincia de Madrid.',
    });
    expect(validateStep('where', move({ originPostalCode: '28001' }), options)).toEqual({});
  });

  it('wants a date from today to a year ahead', () => {
    const { min, max } = dateLimits(NOW);
    expect(min).toBe('2026-11-25');
    expect(max).toBe('2027-11-26');
    expect(validateStep('when', move({ date: '' }), options)).toEqual({ date: 'Elige una fecha.' });
    expect(validateStep('when', move({ date: '2026-11-24' }), options)).toEqual({ date: 'La fecha no puede ser anterior a hoy.' });
    expect(validateStep('when', move({ date: '2028-01-01' }), options)).toEqual({ date: 'La fecha no puede estar a más de un año vista.' });
    expect(validateStep('when', move(), options)).toEqual({});
  });

  it("checks the category's questions as the server does, and the title", () => {
    expect(validateStep('details', move(), options)).toEqual({});
    const errors = validateStep('details', move({ details: { propertyType: 'piso' }, title: ' ' }), options);
    expect(errors).toMatchObject({
      'details.originFloor': '«Planta en origen» es obligatorio.',
      'details.rooms': 'Indica las habitaciones o el volumen aproximado.',
      title: 'El título es obligatorio.',
    });
  });

  it('asks a visitor for the account fields, not a signed-in user', () => {
    expect(validateStep('review', move(), options)).toEqual({
      fullName: 'El nombre completo es obligatorio.',
      email: 'El email es obligatorio.',
    });
    expect(validateStep('review', move({ contact: { fullName: 'Ana', email: 'ana@', phone: '' } }), options)).toEqual({
      email: 'El email no es válido.',
    });
    expect(validateStep('review', move(), { ...options, signedIn: true })).toEqual({});
  });
});

describe('server errors', () => {
  it('open the step that shows the field', () => {
    expect(stepOfField('details.rooms')).toBe('details');
    expect(stepOfField('origin.province')).toBe('where');
    expect(stepOfField('city')).toBe('where');
    expect(stepOfField('services.0')).toBe('what');
    expect(stepOfField('date')).toBe('when');
    expect(stepOfField('email')).toBe('review');
    expect(formFieldOf('origin.province')).toBe('origin');
    expect(formFieldOf('destination.city')).toBe('destination');
    expect(formFieldOf('details.rooms')).toBe('details.rooms');
  });

  it('go away once their answer changes', () => {
    const before = move();
    const errors = { 'details.rooms': 'Mal', title: 'Falta' };
    expect(stillStanding(errors, before, move({ details: { ...before.details, rooms: '4' } }))).toEqual({ title: 'Falta' });
  });
});

describe('buildRequestInput', () => {
  it('sends numbers as numbers, the category as the service when none is chosen, and a readable description', () => {
    const input = buildRequestInput(move({ originPostalCode: ' 28001 ' }));
    expect(input).toMatchObject({
      title: 'Mudanza de piso de Madrid a Valencia',
      services: ['Mudanzas'],
      category: 'mudanzas',
      origin: { city: 'Madrid', province: 'Madrid', postalCode: '28001' },
      destination: { city: 'Valencia', province: 'Valencia' },
      date: '2026-12-15',
      dateFlexibility: 'exact',
      details: {
        propertyType: 'piso',
        rooms: 3,
        originFloor: 2,
        originLift: false,
        destinationFloor: 0,
        destinationLift: true,
        packing: true,
      },
    });
    expect(input.description).toContain('De Madrid (Madrid) a Valencia (Valencia).');
    expect(input.description).toContain('Habitaciones: 3.');
  });

  it('keeps a written description and leaves the destination out where the category has none', () => {
    const input = buildRequestInput({
      ...move(),
      category: 'almacenaje',
      details: { goodsType: 'cajas', duration: '1-3-meses' },
      description: 'Unas 40 cajas.',
    });
    expect(input.description).toBe('Unas 40 cajas.');
    expect(input.destination).toBeUndefined();
  });
});

describe('estimateDistanceKm', () => {
  it('is the great-circle distance × 1.2, as the server estimates it', () => {
    expect(Math.round(estimateDistanceKm(MADRID, VALENCIA)!)).toBe(363);
    expect(estimateDistanceKm(MADRID, { city: 'X', province: 'Y' })).toBeNull();
    expect(estimateDistanceKm(null, VALENCIA)).toBeNull();
  });
});

describe('the home hero', () => {
  it('offers only categories that go somewhere (it always asks for origin and destination)', () => {
    expect(HERO_CATEGORIES.map((c) => c.slug)).toContain('mudanzas');
    for (const category of HERO_CATEGORIES) expect(routeRule(category.slug)).toBe('required');
  });
});
