import { describe, expect, it } from '@jest/globals';
import type { JobRequest } from '../../requests.api';
import { buildRequestPatch, draftFromRequest as draftOf, isStructuredRequest, validateEdit } from './editDraft';

const NOW = new Date(2026, 10, 25, 12);

/** A move Madrid → Valencia as the API answers it (only what the edit reads matters). */
const move = (overrides: Partial<JobRequest> = {}): JobRequest =>
  ({
    id: 'r1',
    title: 'Mudanza de piso de Madrid a Valencia',
    description: '<p>Piso de 3 habitaciones.</p>',
    services: ['Mudanzas de viviendas'],
    category: 'mudanzas',
    origin: { city: 'Madrid', province: 'Madrid', postalCode: '28004' },
    destination: { city: 'Valencia', province: 'Valencia', postalCode: null },
    date: '2026-12-15',
    dateFlexibility: 'week',
    details: { propertyType: 'piso', rooms: 3, originFloor: 2, originLift: false, destinationFloor: 0, destinationLift: true },
    status: 'active',
    ...overrides,
  }) as JobRequest;

/** The description as the page shows it (htmlToText needs the DOM). */
const draftFromRequest = (request: JobRequest) => draftOf(request, 'Piso de 3 habitaciones.');

describe('editing a structured request', () => {
  it('tells structured requests from old ones', () => {
    expect(isStructuredRequest(move())).toBe(true);
    expect(isStructuredRequest(move({ category: null, date: null }))).toBe(false);
  });

  it('prefills the answers from the request', () => {
    const draft = draftFromRequest(move());
    expect(draft).toMatchObject({
      category: 'mudanzas',
      services: ['Mudanzas de viviendas'],
      origin: { city: 'Madrid', province: 'Madrid' },
      originPostalCode: '28004',
      destination: { city: 'Valencia', province: 'Valencia' },
      destinationPostalCode: '',
      date: '2026-12-15',
      dateFlexibility: 'week',
      title: 'Mudanza de piso de Madrid a Valencia',
      description: 'Piso de 3 habitaciones.',
    });
    // The category's name alone means «no service in particular».
    expect(draftFromRequest(move({ services: ['Mudanzas'] })).services).toEqual([]);
  });

  it('sends nothing when nothing changed', () => {
    const request = move();
    expect(buildRequestPatch(request, draftFromRequest(request), draftFromRequest(request), 'active')).toEqual({});
  });

  it('sends only what changed: the destination, a detail typed as text, the status', () => {
    const request = move();
    const draft = { ...draftFromRequest(request), destination: { city: 'Barcelona', province: 'Barcelona', lat: 41.4, lon: 2.2 } };
    draft.details = { ...draft.details, rooms: '4' };
    expect(buildRequestPatch(request, draftFromRequest(request), draft, 'completed')).toEqual({
      destination: { city: 'Barcelona', province: 'Barcelona' },
      details: { propertyType: 'piso', rooms: 4, originFloor: 2, originLift: false, destinationFloor: 0, destinationLift: true },
      status: 'completed',
    });
  });

  it('clears the destination with null and sends the new date, flexibility, postal code and text', () => {
    const request = move();
    const draft = {
      ...draftFromRequest(request),
      destination: null,
      originPostalCode: '28005',
      date: '2026-12-20',
      dateFlexibility: 'exact' as const,
      title: 'Mudanza en Madrid',
      description: 'Piso de 4 habitaciones.',
    };
    expect(buildRequestPatch(request, draftFromRequest(request), draft)).toEqual({
      title: 'Mudanza en Madrid',
      description: '<p>Piso de 4 habitaciones.</p>',
      origin: { city: 'Madrid', province: 'Madrid', postalCode: '28005' },
      destination: null,
      date: '2026-12-20',
      dateFlexibility: 'exact',
    });
  });

  it('sends the category with its answers and the category as the service when none is chosen', () => {
    const request = move();
    const draft = { ...draftFromRequest(request), category: 'almacenaje', services: [], details: { goodsType: 'muebles' } };
    const patch = buildRequestPatch(request, draftFromRequest(request), draft);
    expect(patch).toMatchObject({ category: 'almacenaje', services: ['Almacenaje'], destination: null });
    expect(patch.details).toBeDefined();
  });

  it('a cleared description is written from the answers', () => {
    const request = move();
    const patch = buildRequestPatch(request, draftFromRequest(request), { ...draftFromRequest(request), description: '  ' });
    expect(patch.description).toContain('De Madrid (Madrid) a Valencia (Valencia).');
  });

  it('keeps a stored date that has passed but checks a new one', () => {
    const request = move({ date: '2026-11-01' });
    const draft = draftFromRequest(request);
    expect(validateEdit(request, draft, NOW)).toEqual({});
    expect(validateEdit(request, { ...draft, date: '2026-11-20' }, NOW)).toEqual({ date: 'La fecha no puede ser anterior a hoy.' });
  });

  it('checks the route, the answers and the title', () => {
    const request = move();
    const draft = { ...draftFromRequest(request), destination: null, title: ' ', details: { propertyType: 'piso' } };
    const errors = validateEdit(request, draft, NOW);
    expect(errors.destination).toBe('Indica el destino.');
    expect(errors.title).toBe('El título es obligatorio.');
    expect(Object.keys(errors).some((key) => key.startsWith('details.'))).toBe(true);
  });
});
