import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatRelative } from './format';

describe('Spanish dates', () => {
  it('writes a short date and a long date with the time', () => {
    const date = new Date(2026, 8, 5, 7, 3).toISOString();
    expect(formatDate(date)).toBe('5 sept 2026');
    expect(formatDateTime(date)).toBe('5 de septiembre de 2026, 07:03');
  });

  it('says how long ago, in the unit that fits', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    const ago = (seconds: number) => formatRelative(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(10)).toBe('hace menos de un minuto');
    expect(ago(90)).toBe('hace 2 minutos');
    expect(ago(5 * 3600)).toBe('hace 5 horas');
    expect(ago(3 * 86400)).toBe('hace 3 días');
    expect(ago(65 * 86400)).toBe('hace 2 meses');
    expect(ago(800 * 86400)).toBe('hace 2 años');
    expect(formatRelative(new Date(now + 2 * 86400 * 1000).toISOString(), now)).toBe('dentro de 2 días');
  });
});
