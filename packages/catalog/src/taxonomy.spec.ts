/// <reference types="jest" />
import { SERVICE_CATEGORIES } from './services.js';
import {
  canonicalServiceName,
  canonicalServices,
  categoryOfService,
  categoryOfServices,
  expandServiceFilter,
  jobServiceCategories,
  jobServiceTerms,
  LEGACY_JOB_SERVICE_ALIASES,
  serviceMatchTerms,
  servicesOfCategory,
} from './taxonomy.js';

const moving = SERVICE_CATEGORIES.find((c) => c.slug === 'mudanzas')!;

describe('the service tree', () => {
  it('no service is in two categories or named like a category', () => {
    const services = SERVICE_CATEGORIES.flatMap((c) => c.services);
    expect(new Set(services).size).toBe(services.length);
    for (const c of SERVICE_CATEGORIES) expect(services).not.toContain(c.name);
  });

  it('servicesOfCategory: by slug or name, any case or accents; empty otherwise', () => {
    expect(servicesOfCategory('mudanzas')).toEqual(moving.services);
    expect(servicesOfCategory('MUDANZAS')).toEqual(moving.services);
    expect(servicesOfCategory('Logistica e-commerce')).toContain('Fulfillment para tiendas online');
    expect(servicesOfCategory('Mudanzas de viviendas')).toEqual([]);
  });

  it('categoryOfService: the category of a service, any spelling', () => {
    expect(categoryOfService('Mudanzas de viviendas')?.name).toBe('Mudanzas');
    expect(categoryOfService('  guardamuebles Y trasteros ')?.slug).toBe('almacenaje');
    expect(categoryOfService('Mudanzas')).toBeUndefined();
    expect(categoryOfService('Teletransporte')).toBeUndefined();
  });

  it('expandServiceFilter: a category → its name and all its services; a service → itself', () => {
    expect(expandServiceFilter('mudanzas')).toEqual(['Mudanzas', ...moving.services]);
    expect(expandServiceFilter('Mudanzas')).toEqual(['Mudanzas', ...moving.services]);
    expect(expandServiceFilter('mudanzas de viviendas')).toEqual(['Mudanzas de viviendas']);
    expect(expandServiceFilter(' Otra cosa ')).toEqual(['Otra cosa']);
  });

  it('serviceMatchTerms: a category and its services fit each other both ways', () => {
    expect(serviceMatchTerms('Almacenaje')).toContain('Guardamuebles y trasteros');
    expect(serviceMatchTerms('Guardamuebles y trasteros')).toEqual(['Guardamuebles y trasteros', 'Almacenaje']);
    expect(serviceMatchTerms('Otra cosa')).toEqual(['Otra cosa']);
  });

  it('canonical spelling of stored values', () => {
    expect(canonicalServiceName('logistica e-commerce')).toBe('Logística E-commerce');
    expect(canonicalServiceName('transporte-nacional')).toBe('Transporte Nacional');
    expect(canonicalServiceName('MUDANZAS DE VIVIENDAS')).toBe('Mudanzas de viviendas');
    expect(canonicalServices(['mudanzas', 'Mudanzas', ' Otra ', 'Otra'])).toEqual(['Mudanzas', 'Otra']);
  });

  it('jobs filter: category slugs and names, and the old four values as aliases', () => {
    expect(jobServiceCategories('mudanzas')?.map((c) => c.slug)).toEqual(['mudanzas']);
    expect(jobServiceCategories('mudanza')?.map((c) => c.slug)).toEqual(['mudanzas']);
    expect(jobServiceCategories('logistica')?.map((c) => c.slug)).toEqual(LEGACY_JOB_SERVICE_ALIASES['logística']);
    expect(jobServiceCategories('transporte')).toHaveLength(3);
    expect(jobServiceCategories('otra')).toBeUndefined();
    expect(jobServiceTerms('mensajería')).toContain('Paquetería y mensajería');
    for (const slugs of Object.values(LEGACY_JOB_SERVICE_ALIASES))
      for (const slug of slugs) expect(SERVICE_CATEGORIES.map((c) => c.slug)).toContain(slug);
  });
});

describe('categoryOfServices', () => {
  it('is the category of the first value the tree knows, service or category', () => {
    expect(categoryOfServices(['Algo suelto', 'Paquetería y mensajería', 'Mudanzas'])?.slug).toBe('transporte-nacional');
    expect(categoryOfServices(['almacenaje'])?.slug).toBe('almacenaje');
    expect(categoryOfServices(['Algo suelto'])).toBeUndefined();
  });
});
