/// <reference types="jest" />
import { anyText, oneOf, readUrlFilters, urlFilterParams, urlFilterSearch } from './urlFilters';

const SERVICES = [{ value: 'mudanzas' }, { value: 'transporte-nacional' }] as const;
const SORTS = [{ value: 'newest' }, { value: 'oldest' }] as const;
const STATUSES = [{ value: 'all' }, { value: 'active' }, { value: 'closed' }] as const;

const JOBS = { service: oneOf(SERVICES), sort: oneOf(SORTS, 'newest') };
const DIRECTORY = { service: anyText(), province: anyText() };
const MINE = { status: oneOf(STATUSES, 'all'), sort: oneOf(SORTS, 'newest') };

const read = <S extends Parameters<typeof readUrlFilters>[0]>(schema: S, search: string) =>
  readUrlFilters(schema, new URLSearchParams(search));

describe('readUrlFilters', () => {
  it('reads every filter with its default when the URL has none', () => {
    expect(read(JOBS, '')).toEqual({ q: '', service: '', sort: 'newest', page: 1 });
    expect(read(DIRECTORY, '')).toEqual({ q: '', service: '', province: '', page: 1 });
    expect(read(MINE, '')).toEqual({ q: '', status: 'all', sort: 'newest', page: 1 });
  });

  it('reads the values in the URL, trimming the search text', () => {
    expect(read(JOBS, '?q=%20palets%20&service=mudanzas&sort=oldest&page=3')).toEqual({
      q: 'palets',
      service: 'mudanzas',
      sort: 'oldest',
      page: 3,
    });
    expect(read(DIRECTORY, 'service=Mudanzas&province=A%20Coru%C3%B1a')).toEqual({
      q: '',
      service: 'Mudanzas',
      province: 'A Coruña',
      page: 1,
    });
  });

  it('reads unknown values of a closed list as its default', () => {
    expect(read(JOBS, 'service=pianos&sort=random')).toMatchObject({ service: '', sort: 'newest' });
    expect(read(MINE, 'status=ACTIVE&sort=')).toMatchObject({ status: 'all', sort: 'newest' });
  });

  it('reads any page that is not a positive whole number as page 1', () => {
    for (const page of ['0', '-2', 'abc', '', 'NaN']) expect(read(JOBS, `page=${page}`).page).toBe(1);
    expect(read(JOBS, 'page=2.7').page).toBe(2);
    expect(read(JOBS, 'page=12').page).toBe(12);
  });

  it('ignores parameters outside the schema', () => {
    expect(read(MINE, 'status=closed&utm_source=x&province=Madrid')).toEqual({ q: '', status: 'closed', sort: 'newest', page: 1 });
  });
});

describe('urlFilterParams / urlFilterSearch', () => {
  it('writes q first, then the schema order, then the page', () => {
    expect(urlFilterParams(JOBS, { page: 2, sort: 'oldest', service: 'mudanzas', q: 'sofá' }).toString()).toBe(
      'q=sof%C3%A1&service=mudanzas&sort=oldest&page=2',
    );
    expect(urlFilterSearch(DIRECTORY, { province: 'Madrid', service: 'Mudanzas', q: 'garcía' })).toBe(
      '?q=garc%C3%ADa&service=Mudanzas&province=Madrid',
    );
  });

  it('leaves out every default, so no filters is no query string', () => {
    expect(urlFilterSearch(JOBS, { q: '', service: '', sort: 'newest', page: 1 })).toBe('');
    expect(urlFilterSearch(MINE, { q: '', status: 'all', sort: 'newest', page: 1 })).toBe('');
    expect(urlFilterSearch(MINE, {})).toBe('');
    expect(urlFilterSearch(MINE, { status: 'active', page: 1 })).toBe('?status=active');
  });

  it('round-trips: what it writes reads back as the same filters', () => {
    const filters = { q: 'nevera', status: 'closed', sort: 'oldest', page: 4 } as const;
    expect(read(MINE, urlFilterSearch(MINE, filters))).toEqual(filters);
    const none = read(JOBS, '');
    expect(read(JOBS, urlFilterSearch(JOBS, none))).toEqual(none);
  });
});
