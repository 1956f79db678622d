import { escapeLike } from '../../common/database/text-search.js';
import { directoryCountQuery, directoryPageQuery } from './company-sql.js';
import { expandServiceFilter } from '@rutalia/catalog';
import { directoryFilters } from './companies.service.js';
import { isCatalogPlace, placeVariants } from './place-variants.js';

describe('directory SQL', () => {
  it('escapes LIKE wildcards in user text', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('binds every value as a parameter, never in the SQL text', () => {
    const filters = { q: "o'brien; DROP TABLE users", services: ['Mudanzas'], provinces: ['Bizkaia', 'Vizcaya'], cities: ['Bilbao'] };
    const page = directoryPageQuery(filters, 12, 24);
    expect(page.sql).not.toContain('brien');
    expect(page.sql).toContain(`c.is_active AND c.status = 'active'`);
    expect(page.sql).toContain('c.created_at DESC, c.id DESC');
    // q twice, as words of a tsquery (fts.ts): the filter and its relevance tier (name matches first).
    expect(page.params).toEqual([
      'o & brien & DROP & TABLE & users:*',
      ['Mudanzas'],
      ['Bizkaia', 'Vizcaya'],
      ['Bilbao'],
      'o:A & brien:A & DROP:A & TABLE:A & users:*A',
      12,
      24,
    ]);
    expect(directoryCountQuery(filters).params).toEqual([
      'o & brien & DROP & TABLE & users:*',
      ['Mudanzas'],
      ['Bizkaia', 'Vizcaya'],
      ['Bilbao'],
    ]);
    // Places are keys of place_keys, the spellings normalised by f_place_keys (its GIN index).
    expect(page.sql).toContain(`c.place_keys && (f_place_keys('p', $3::text[]) || f_place_keys('c', $3::text[]))`);
    expect(page.sql).toContain(`c.place_keys && f_place_keys('c', $4::text[])`);
    // The total stops counting after 1.001 rows (capped-count.ts).
    expect(directoryCountQuery(filters).sql).toContain('LIMIT 1001');
  });
});

describe('place and service spellings', () => {
  it('expands a place to the catalog names and aliases', () => {
    expect(placeVariants('bizkaia')).toEqual(expect.arrayContaining(['bizkaia', 'Bizkaia', 'Vizcaya']));
    expect(placeVariants('Bilbao')).toEqual(['Bilbao']);
    expect(placeVariants('a coruna')).toEqual(expect.arrayContaining(['A Coruña', 'La Coruña']));
    expect(placeVariants('Villanueva del Test')).toEqual(['Villanueva del Test']);
    expect(isCatalogPlace('VIZCAYA')).toBe(true);
    expect(isCatalogPlace('Getafe, Madrid')).toBe(false);
  });

  it('a category (name or slug, any case) filters by its name and all its services; a service by itself', () => {
    const moving = ['Mudanzas', ...expandServiceFilter('mudanzas').slice(1)];
    expect(directoryFilters({ service: 'transporte-nacional' }).services?.[0]).toBe('Transporte Nacional');
    expect(directoryFilters({ service: 'MUDANZAS' }).services).toEqual(moving);
    expect(moving).toContain('Mudanzas de viviendas');
    expect(directoryFilters({ service: 'mudanzas de viviendas' }).services).toEqual(['Mudanzas de viviendas']);
    expect(directoryFilters({ service: 'Otra cosa' }).services).toEqual(['Otra cosa']);
  });
});
