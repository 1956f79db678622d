import { categoryPageMeta } from './category-pages.js';

describe('categoryPageMeta', () => {
  it('the directory by a category: its own title and a canonical that keeps only that filter', () => {
    const meta = categoryPageMeta('/companies', new URLSearchParams('service=Transporte+Nacional&page=3&province=Madrid'));
    expect(meta).toMatchObject({
      title: 'Empresas de Transporte Nacional · Rutalia',
      canonicalPath: '/companies?service=Transporte%20Nacional',
    });
    // A slug or another spelling points to the one address the page's filter writes.
    expect(categoryPageMeta('/companies', new URLSearchParams('service=mudanzas'))?.canonicalPath).toBe('/companies?service=Mudanzas');
  });

  it('the job list by a category slug', () => {
    expect(categoryPageMeta('/jobs', new URLSearchParams('category=almacenaje&sort=oldest'))).toMatchObject({
      title: 'Trabajos de Almacenaje · Rutalia',
      canonicalPath: '/jobs?category=almacenaje',
    });
  });

  it('anything else is not a category page', () => {
    expect(categoryPageMeta('/companies', new URLSearchParams('service=Guardamuebles y trasteros'))).toBeUndefined();
    expect(categoryPageMeta('/jobs', new URLSearchParams(''))).toBeUndefined();
    expect(categoryPageMeta('/blog', new URLSearchParams('category=mudanzas'))).toBeUndefined();
  });
});
