import { parseListQuery, type ListSpec } from './simple-rest.js';

const spec: ListSpec = {
  sortable: { createdAt: 'c.created_at', companyName: 'c.company_name' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['c.company_name', 'c.email'] },
    status: { kind: 'eq', column: 'c.status', cast: 'company_status' },
    isActive: { kind: 'bool', column: 'c.is_active' },
    createdFrom: { kind: 'from', column: 'c.created_at' },
    createdTo: { kind: 'to', column: 'c.created_at' },
  },
  idColumn: 'c.id',
};

describe('parseListQuery (ra-data-simple-rest)', () => {
  it('defaults to the spec sort and the first 25 rows', () => {
    expect(parseListQuery({}, spec)).toEqual({
      where: 'TRUE',
      params: [],
      orderBy: 'c.created_at DESC NULLS LAST, c.id DESC',
      limit: 25,
      offset: 0,
    });
  });

  it('reads sort, range and every kind of filter into numbered parameters', () => {
    const list = parseListQuery(
      {
        sort: '["companyName","asc"]',
        range: '[50,74]',
        filter: JSON.stringify({
          q: ' Mudanzas % ',
          status: ['active', 'pending'],
          isActive: false,
          createdFrom: '2026-01-01',
          createdTo: '2026-01-31',
        }),
      },
      spec,
    );
    expect(list.orderBy).toBe('c.company_name ASC NULLS LAST, c.id ASC');
    expect(list).toMatchObject({ limit: 25, offset: 50 });
    expect(list.params).toEqual(['Mudanzas \\%', ['active', 'pending'], false, '2026-01-01', '2026-01-31']);
    expect(list.where).toContain("f_search_normalize(c.company_name) LIKE '%' || f_search_normalize($1) || '%'");
    expect(list.where).toContain('c.status::company_status = ANY($2::company_status[])');
    expect(list.where).toContain('c.is_active = $3');
    expect(list.where).toContain('c.created_at >= $4::timestamptz');
    expect(list.where).toContain('c.created_at < ($5::date + 1)');
  });

  it('accepts getMany ids and caps the range', () => {
    const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    const list = parseListQuery({ filter: JSON.stringify({ id: [id] }), range: '[0,9999]' }, spec);
    expect(list.where).toBe('c.id = ANY($1::uuid[])');
    expect(list.limit).toBe(500);
  });

  it.each([
    [{ sort: 'nope' }, 'El parámetro sort no es válido.'],
    [{ sort: '["password","ASC"]' }, 'No se puede ordenar por «password».'],
    [{ sort: '["__proto__","DESC"]' }, 'No se puede ordenar por «__proto__».'],
    [{ sort: '["constructor","ASC"]' }, 'No se puede ordenar por «constructor».'],
    [{ filter: '{"__proto__":{"a":1}}' }, 'Filtro desconocido: «__proto__».'],
    [{ filter: '{"toString":"x"}' }, 'Filtro desconocido: «toString».'],
    [{ sort: '["createdAt","SIDEWAYS"]' }, 'El parámetro sort no es válido.'],
    [{ range: '[10,2]' }, 'El parámetro range no es válido.'],
    [{ range: '[-1,5]' }, 'El parámetro range no es válido.'],
    [{ filter: '[1]' }, 'El parámetro filter no es válido.'],
    [{ filter: '{"secret":1}' }, 'Filtro desconocido: «secret».'],
    [{ filter: '{"id":["1; DROP TABLE users"]}' }, 'El filtro id no es válido.'],
    [{ filter: '{"createdFrom":"ayer"}' }, 'El filtro createdFrom debe ser una fecha.'],
    [{ filter: '{"status":{"$ne":1}}' }, 'El filtro status no es válido.'],
  ])('refuses %j with a Spanish 400', (query, message) => {
    expect(() => parseListQuery(query, spec)).toThrow(message);
  });
});
