import { describe, expect, it } from '@jest/globals';
import { readUrlFilters, urlFilterSearch } from '../../ui/urlFilters';
import { activeJobFilters, effectiveCategory, JOB_URL_FILTERS, jobListQuery } from './jobFilters';

const read = (search: string) => readUrlFilters(JOB_URL_FILTERS, new URLSearchParams(search));

describe('/jobs filters in the URL', () => {
  it('reads provinces by slug, name or alias and keeps their slug', () => {
    const filters = read('originProvince=Vizcaya&destinationProvince=m%C3%A1laga');
    expect(filters.originProvince).toBe('bizkaia');
    expect(filters.destinationProvince).toBe('malaga');
    expect(urlFilterSearch(JOB_URL_FILTERS, filters)).toBe('?originProvince=bizkaia&destinationProvince=malaga');
    expect(read('originProvince=Narnia').originProvince).toBe('');
  });

  it('reads only real days as service dates', () => {
    expect(read('dateFrom=2026-12-01&dateTo=2026-12-31')).toMatchObject({ dateFrom: '2026-12-01', dateTo: '2026-12-31' });
    expect(read('dateFrom=mañana&dateTo=2026-13-01')).toMatchObject({ dateFrom: '', dateTo: '' });
  });

  it('asks the API with province names and leaves out what is unset', () => {
    const query = jobListQuery(read('q=piano&category=mudanzas&originProvince=bizkaia&dateFrom=2026-12-01&sort=newest'));
    expect(query).toEqual({
      q: 'piano',
      category: 'mudanzas',
      service: undefined,
      location: undefined,
      originProvince: 'Bizkaia',
      destinationProvince: undefined,
      dateFrom: '2026-12-01',
      dateTo: undefined,
      date: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('keeps old links: `service` and `location` still filter and show as chips', () => {
    const old = read('service=mudanza&location=Madrid');
    expect(jobListQuery(old)).toMatchObject({ service: 'mudanza', location: 'Madrid', category: undefined });
    expect(activeJobFilters(old).map((chip) => chip.label)).toEqual(['Servicio: mudanza', 'Ubicación: Madrid']);
    // An old link naming a category shows as that category; choosing another replaces it.
    const slug = read('service=mudanzas');
    expect(effectiveCategory(slug)).toBe('mudanzas');
    expect(activeJobFilters(slug)).toEqual([{ key: 'category', label: 'Mudanzas', clear: { category: '', service: '' } }]);
    expect(jobListQuery(read('service=mudanzas&category=almacenaje'))).toMatchObject({ category: 'almacenaje', service: undefined });
  });

  it('lists the active filters in words, each with the change that removes it', () => {
    const chips = activeJobFilters(
      read('category=mudanzas&originProvince=madrid&destinationProvince=lisboa&dateFrom=2026-12-15&date=week'),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Mudanzas',
      'Origen: Madrid',
      'Destino: Lisboa',
      'Desde el 15 dic. 2026',
      'Publicado: última semana',
    ]);
    expect(chips[1].clear).toEqual({ originProvince: '' });
  });
});
