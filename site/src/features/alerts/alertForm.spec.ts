import { SERVICE_CATEGORIES } from '@rutalia/catalog/services';
import type { AlertSettings } from './alerts.api';
import { CATEGORY_GROUPS, checkForm, toFormValues, toInput } from './alertForm';

const settings = (overrides: Partial<AlertSettings> = {}): AlertSettings => ({
  available: true,
  planAlerts: 'instant',
  allowedEmailModes: ['instant', 'digest', 'none'],
  upgradeTo: null,
  configured: false,
  hasBase: true,
  enabled: true,
  categories: [],
  services: [],
  originProvinces: [],
  radiusKm: null,
  destinationProvinces: [],
  emailMode: 'instant',
  ...overrides,
});

describe('alert form', () => {
  it('groups every catalog category exactly once', () => {
    const slugs = CATEGORY_GROUPS.flatMap((group) => group.categories.map((category) => category.slug));
    expect([...slugs].sort()).toEqual(SERVICE_CATEGORIES.map((category) => category.slug).sort());
  });

  it('starts a first setup with a radius when the base is known, and with provinces otherwise', () => {
    expect(toFormValues(settings()).where).toBe('radius');
    expect(toFormValues(settings({ hasBase: false })).where).toBe('provinces');
    expect(toFormValues(settings({ configured: true })).where).toBe('anywhere');
    expect(toFormValues(settings({ configured: true, originProvinces: ['madrid'] })).where).toBe('provinces');
    expect(toFormValues(settings({ configured: true, radiusKm: 40 })).radiusKm).toBe('40');
  });

  it('sends only the chosen «where»', () => {
    const values = { ...toFormValues(settings({ configured: true, originProvinces: ['madrid'], categories: ['mudanzas'] })) };
    expect(toInput(values)).toEqual({
      enabled: true,
      categories: ['mudanzas'],
      services: [],
      originProvinces: ['madrid'],
      radiusKm: null,
      destinationProvinces: [],
      emailMode: 'instant',
    });
    expect(toInput({ ...values, where: 'radius', radiusKm: '150' })).toMatchObject({ originProvinces: [], radiusKm: 150 });
    expect(toInput({ ...values, where: 'anywhere' })).toMatchObject({ originProvinces: [], radiusKm: null });
  });

  it('checks what the server would refuse', () => {
    const base = toFormValues(settings({ configured: true }));
    expect(checkForm(base, true)).toHaveProperty('categories');
    expect(checkForm({ ...base, categories: ['mudanzas'] }, true)).toEqual({});
    expect(checkForm({ ...base, where: 'provinces' }, true)).toHaveProperty('originProvinces');
    expect(checkForm({ ...base, where: 'radius', radiusKm: '4' }, true).radiusKm).toBe('El radio debe ser un número entero de 5 a 500 km.');
    expect(checkForm({ ...base, where: 'radius', radiusKm: '501' }, true)).toHaveProperty('radiusKm');
    expect(checkForm({ ...base, where: 'radius', radiusKm: '12.5' }, true)).toHaveProperty('radiusKm');
    expect(checkForm({ ...base, where: 'radius', radiusKm: '50' }, true)).toEqual({});
    expect(checkForm({ ...base, where: 'radius', radiusKm: '50' }, false)).toHaveProperty('radiusKm');
  });
});
