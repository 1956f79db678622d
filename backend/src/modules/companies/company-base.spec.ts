import { findPlace } from '@rutalia/catalog/places';
import { COMPANY_DEFAULTS } from './company.entity.js';
import { companyBaseCoordinates } from './company-base.js';

describe('companyBaseCoordinates', () => {
  it('the catalog place of the city in its province, whatever the spelling', () => {
    const getafe = findPlace('Getafe', 'Madrid')!;
    expect(companyBaseCoordinates('Getafe', 'Madrid')).toEqual({ baseLat: getafe.lat, baseLon: getafe.lon });
    expect(companyBaseCoordinates('  GETAFE ', 'madrid')).toEqual({ baseLat: getafe.lat, baseLon: getafe.lon });
    expect(companyBaseCoordinates('Oporto', 'Porto')).toEqual({
      baseLat: findPlace('Porto', 'Porto')!.lat,
      baseLon: findPlace('Porto', 'Porto')!.lon,
    });
  });

  it('null when the places do not know it', () => {
    expect(companyBaseCoordinates(COMPANY_DEFAULTS.city, COMPANY_DEFAULTS.province)).toEqual({ baseLat: null, baseLon: null });
    expect(companyBaseCoordinates('Getafe', 'Sevilla')).toEqual({ baseLat: null, baseLon: null });
    expect(companyBaseCoordinates('Villanadie', 'Madrid')).toEqual({ baseLat: null, baseLon: null });
  });
});
