import { describe, expect, it } from '@jest/globals';
import { formatServiceDate, formatServiceDay, placeText, routeText, serviceWindowText } from './jobText';

describe('job texts', () => {
  it('writes a service day the Spanish way', () => {
    expect(formatServiceDay('2026-12-15')).toBe('15 dic. 2026');
    expect(formatServiceDay('2027-01-03')).toBe('3 ene. 2027');
    expect(formatServiceDay('2027-09-30')).toBe('30 sept. 2027');
    expect(formatServiceDay(null)).toBeNull();
    expect(formatServiceDay('2027-13-01')).toBeNull();
    expect(formatServiceDay('15/12/2026')).toBeNull();
  });

  it('adds the flexibility after the date, nothing for an exact day', () => {
    expect(formatServiceDate('2026-12-15', 'week')).toBe('15 dic. 2026 · esa semana');
    expect(formatServiceDate('2026-12-15', 'month')).toBe('15 dic. 2026 · ese mes');
    expect(formatServiceDate('2026-12-15', 'flexible')).toBe('15 dic. 2026 · fecha flexible');
    expect(formatServiceDate('2026-12-15', 'exact')).toBe('15 dic. 2026');
    expect(formatServiceDate('2026-12-15', null)).toBe('15 dic. 2026');
    // Old requests have no date.
    expect(formatServiceDate(null, null)).toBeNull();
  });

  it('spells out the window of a flexible date on the detail', () => {
    expect(serviceWindowText('2026-12-15', 'exact')).toBe('15 dic. 2026');
    expect(serviceWindowText('2026-12-15', 'week')).toBe('15 dic. 2026 · esa semana (hasta el 21 dic. 2026)');
    expect(serviceWindowText('2026-12-15', 'month')).toBe('15 dic. 2026 · ese mes (hasta el 13 ene. 2027)');
    expect(serviceWindowText('2026-12-15', 'flexible')).toBe('15 dic. 2026 · fecha flexible (ese día o después)');
    expect(serviceWindowText(null, null)).toBeNull();
  });

  it('writes the route, or the origin alone for local services and old requests', () => {
    const origin = { city: 'Madrid', province: 'Madrid', postalCode: '28004' };
    expect(routeText({ city: 'Madrid', origin, destination: { city: 'Valencia', province: 'Valencia', postalCode: null } })).toBe(
      'Madrid → Valencia',
    );
    expect(routeText({ city: 'Madrid', origin, destination: null })).toBe('Madrid');
  });

  it('writes a place with its postal code and its province when the names differ', () => {
    expect(placeText({ city: 'Madrid', province: 'Madrid', postalCode: '28004' })).toBe('28004 Madrid');
    expect(placeText({ city: 'Getafe', province: 'Madrid', postalCode: null })).toBe('Getafe (Madrid)');
    expect(placeText({ city: 'ávila', province: 'Ávila', postalCode: null })).toBe('ávila');
  });
});
