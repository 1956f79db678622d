import { categoryByKey, categoryOfService, findServiceLanding } from '@rutalia/catalog';

/**
 * The category a visit is about, from the page it entered by: a service landing (`/mudanzas`,
 * `/services/mudanzas`) gives the category of its first related service; a list filtered by a
 * service or category (`/companies?service=Mudanzas`, `/jobs?service=mudanzas`) gives that
 * category. Anything else (home, a company, a blog post…) has none: ''.
 */
export function landingCategory(pathWithQuery: string): string {
  if (!pathWithQuery.startsWith('/') || pathWithQuery.startsWith('//')) return '';
  let url: URL;
  try {
    url = new URL(pathWithQuery, 'https://rutalia.invalid');
  } catch {
    return '';
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const landingSlug = segments.length === 1 ? segments[0] : segments[0] === 'services' && segments.length === 2 ? segments[1] : undefined;
  const landing = landingSlug ? findServiceLanding(decodeURIComponent(landingSlug)) : undefined;
  if (landing) return categorySlugOf(landing.relatedServices[0] ?? '');
  if (segments.length === 1 && (segments[0] === 'companies' || segments[0] === 'jobs')) {
    return categorySlugOf(url.searchParams.get('service') ?? '');
  }
  return '';
}

function categorySlugOf(value: string): string {
  if (!value) return '';
  return (categoryByKey(value) ?? categoryOfService(value))?.slug ?? '';
}
