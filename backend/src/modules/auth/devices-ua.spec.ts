import { describeDevice, NO_PLACE, UNKNOWN_DEVICE } from './devices-ua.js';

describe('describeDevice', () => {
  it('names browser and system', () => {
    const chrome = describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36',
    );
    expect(chrome).toMatchObject({ label: 'Chrome 120 en Windows 10', kind: 'desktop', place: NO_PLACE });
    const iphone = describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(iphone).toMatchObject({ browser: 'Safari 17', kind: 'mobile' });
    expect(iphone.os).toMatch(/^iOS/);
  });

  it('gives a country only when the user agent names a locale', () => {
    const android = describeDevice(
      'Mozilla/5.0 (Linux; U; Android 4.0.3; es-ES; GT-I9100 Build/IML74K) AppleWebKit/534.30 Mobile Safari/534.30',
    );
    expect(android.place).toBe('España (según el navegador)');
    expect(describeDevice('Mozilla/5.0 [FBAN/FBIOS;FBLC/pt_PT;FBDV/iPhone13,2]').place).toBe('Portugal (según el navegador)');
  });

  it('copes with nothing', () => {
    expect(describeDevice(null)).toEqual({ label: UNKNOWN_DEVICE, browser: null, os: null, kind: 'unknown', place: NO_PLACE });
    expect(describeDevice('curl/8.0').label).toBeTruthy();
  });
});
