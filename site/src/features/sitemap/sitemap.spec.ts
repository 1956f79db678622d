import { describe, expect, it } from '@jest/globals';
import { groupEntries, kindOf, labelOf } from './sitemap';

describe('sitemap grouping', () => {
  it('sorts the addresses into pages, services, locations, companies and posts', () => {
    const parsed = groupEntries([
      ['https://rutalia.es/', null],
      ['https://rutalia.es/companies', null],
      ['https://rutalia.es/services/mudanzas', null],
      ['https://rutalia.es/location/bizkaia/bilbao', null],
      ['https://rutalia.es/company/mudanzas-garcia-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', '2026-11-02T10:00:00Z'],
      ['https://rutalia.es/blog/como-preparar-una-mudanza', '2026-10-01T08:00:00Z'],
    ]);
    expect(parsed.counts).toEqual({ pages: 2, services: 1, categories: 0, locations: 1, companies: 1, posts: 1 });
    expect(parsed.total).toBe(6);
    expect(parsed.links[4]).toEqual({
      kind: 'companies',
      path: '/company/mudanzas-garcia-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      loc: 'https://rutalia.es/company/mudanzas-garcia-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
      label: 'Mudanzas garcia',
      lastmod: '2026-11-02T10:00:00Z',
    });
  });

  it('keeps the category pages (filtered directory and job list) with their query, named by category', () => {
    const parsed = groupEntries([
      ['https://rutalia.es/companies?service=Log%C3%ADstica%20E-commerce', null],
      ['https://rutalia.es/jobs?category=mudanzas', null],
      ['https://rutalia.es/jobs', null],
    ]);
    expect(parsed.counts).toMatchObject({ categories: 2, pages: 1 });
    expect(parsed.links.map((link) => [link.path, link.label])).toEqual([
      ['/companies?service=Log%C3%ADstica%20E-commerce', 'Empresas de Logística E-commerce'],
      ['/jobs?category=mudanzas', 'Trabajos de Mudanzas'],
      ['/jobs', 'Trabajos'],
    ]);
  });

  it('names known pages from the catalog and the rest from their slug', () => {
    expect(labelOf('/')).toBe('Inicio');
    expect(labelOf('/services/mudanzas')).toBe('Mudanzas');
    expect(labelOf('/location/bizkaia/bilbao')).toBe('Bilbao (Bizkaia)');
    expect(labelOf('/location/bizkaia/villanueva-de-prueba')).toBe('Bizkaia, Villanueva de prueba');
    expect(labelOf('/blog/como-preparar-una-mudanza')).toBe('Como preparar una mudanza');
    expect(kindOf('/blog')).toBe('pages');
  });
});
