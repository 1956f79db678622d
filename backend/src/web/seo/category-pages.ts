import { categoryByKey } from '@rutalia/catalog';
import type { SeoMeta } from './seo.types.js';

const SITE = 'Rutalia';

/**
 * The directory and the job list filtered by one of the 14 categories are the categories' pages
 * (they are in the sitemap): each gets its own title and description, and a canonical address
 * that keeps that filter and drops the rest (page, sort, other filters), in the spelling each
 * page's own filter writes: the directory by name (`?service=Mudanzas`), the jobs by slug.
 */
export function categoryPageMeta(pathname: string, query: URLSearchParams): SeoMeta | undefined {
  if (pathname === '/companies') {
    const category = categoryByKey(query.get('service') ?? '');
    if (!category) return undefined;
    return {
      title: `Empresas de ${category.name} · ${SITE}`,
      description: `Empresas de ${category.name.toLocaleLowerCase('es-ES')} en España: compara perfiles, opiniones y servicios y pide presupuesto gratis.`,
      canonicalPath: `/companies?service=${encodeURIComponent(category.name)}`,
      status: 200,
    };
  }
  if (pathname === '/jobs') {
    const category = categoryByKey(query.get('category') ?? '');
    if (!category) return undefined;
    return {
      title: `Trabajos de ${category.name} · ${SITE}`,
      description: `Solicitudes activas de ${category.name.toLocaleLowerCase('es-ES')} publicadas por clientes de toda España: envía tu propuesta.`,
      canonicalPath: `/jobs?category=${category.slug}`,
      status: 200,
    };
  }
  return undefined;
}
