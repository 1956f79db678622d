import { madridToday, structureRequest } from './request-structure.js';

describe('madridToday', () => {
  it('is the day in Spain, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (UTC+1 in winter).
    expect(madridToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // 22:30 UTC on 30 June is 00:30 on 1 July in Madrid (UTC+2 in summer).
    expect(madridToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(madridToday(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30');
  });
});

describe('structureRequest', () => {
  const today = '2026-11-25';
  const move = {
    services: ['Mudanzas de viviendas'],
    category: 'mudanzas',
    origin: { city: 'san sebastian', province: 'guipuzcoa', postalCode: '20001' },
    destination: { city: 'Pamplona', province: 'Navarra' },
    date: '2026-11-25',
    details: { propertyType: 'estudio', rooms: 1, originFloor: 3, originLift: true, destinationFloor: 1, destinationLift: true },
  };

  it('writes places in the catalog spelling with coordinates and the road estimate, the date as exact by default', () => {
    const s = structureRequest(move, today);
    expect([s.city, s.province, s.originPostalCode]).toEqual(['San Sebastián', 'Gipuzkoa', '20001']);
    expect([s.destinationCity, s.destinationProvince]).toEqual(['Pamplona', 'Navarra']);
    expect(s.originLat).toBeCloseTo(43.31, 1);
    // Great circle ≈ 62 km × 1.2 (the road is 80 km).
    expect(s.distanceKm).toBeGreaterThanOrEqual(70);
    expect(s.distanceKm).toBeLessThanOrEqual(80);
    expect([s.serviceDate, s.dateFlexibility, s.category]).toEqual(['2026-11-25', 'exact', 'mudanzas']);
  });

  it('keeps an unknown town of a real province, without coordinates or distance', () => {
    const s = structureRequest({ ...move, origin: { city: 'Aldea Inventada', province: 'Navarra' } }, today);
    expect([s.city, s.province, s.originLat, s.distanceKm]).toEqual(['Aldea Inventada', 'Navarra', null, null]);
  });

  it('lists every error at once', () => {
    expect(() => structureRequest({ ...move, date: '2026-11-24', destination: undefined, details: {} }, today)).toThrow(
      expect.objectContaining({
        errors: expect.arrayContaining([
          expect.objectContaining({ field: 'destination' }),
          expect.objectContaining({ field: 'date', message: 'La fecha no puede ser anterior a hoy.' }),
          expect.objectContaining({ field: 'details.propertyType' }),
        ]),
      }),
    );
  });
});
