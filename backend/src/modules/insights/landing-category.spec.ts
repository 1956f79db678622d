import { landingCategory } from './landing-category.js';

describe('landingCategory', () => {
  it.each([
    ['/mudanzas', 'mudanzas'],
    ['/services/mudanzas', 'mudanzas'],
    ['/transporte-frigorifico?utm_source=google', 'transporte-especializado'],
    ['/companies?service=Mudanzas', 'mudanzas'],
    ['/companies?service=Guardamuebles', 'mudanzas'],
    ['/jobs?service=almacenaje', 'almacenaje'],
  ])('%s → %s', (path, category) => {
    expect(landingCategory(path)).toBe(category);
  });

  it.each([
    '/',
    '/companies',
    '/company/mudanzas-ruiz-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    '/blog/como-mudarse',
    '/no-existe',
    '/jobs?service=xyz',
    '//evil.example/mudanzas',
  ])('%s has no category', (path) => {
    expect(landingCategory(path)).toBe('');
  });
});
