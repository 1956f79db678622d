import { isEntryFromOutside } from './visitBeacon';

describe('isEntryFromOutside', () => {
  const origin = 'https://rutalia.es';

  it('counts a load without referrer or from another site', () => {
    expect(isEntryFromOutside('', origin, 'navigate')).toBe(true);
    expect(isEntryFromOutside('https://www.google.com/', origin, 'navigate')).toBe(true);
    expect(isEntryFromOutside('https://www.google.com/', origin, undefined)).toBe(true);
    expect(isEntryFromOutside('https://www.google.com/', origin, 'back_forward')).toBe(true);
    // Same host on another scheme or port is another origin.
    expect(isEntryFromOutside('http://rutalia.es/', origin, 'navigate')).toBe(true);
  });

  it('does not count a load from our own pages or a reload', () => {
    expect(isEntryFromOutside('https://rutalia.es/companies', origin, 'navigate')).toBe(false);
    expect(isEntryFromOutside('https://rutalia.es/backoffice/#/', origin, 'navigate')).toBe(false);
    expect(isEntryFromOutside('', origin, 'reload')).toBe(false);
    expect(isEntryFromOutside('https://www.google.com/', origin, 'reload')).toBe(false);
  });

  it('counts an unreadable referrer as outside', () => {
    expect(isEntryFromOutside('no es una url', origin, 'navigate')).toBe(true);
  });
});
