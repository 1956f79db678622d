import { SITEMAP_LOCATIONS } from '@rutalia/catalog/locations';
import { SERVICE_LANDINGS } from '@rutalia/catalog/service-landings';
import { SERVICE_CATEGORIES } from '@rutalia/catalog/services';

/** The kinds of page the sitemap lists (spec 9 'Sitemap'), in display order. */
export type SitemapKind = 'pages' | 'services' | 'categories' | 'locations' | 'companies' | 'posts';

export const SITEMAP_KINDS: readonly { kind: SitemapKind; label: string; heading: string }[] = [
  { kind: 'pages', label: 'Páginas', heading: 'Páginas principales' },
  { kind: 'services', label: 'Servicios', heading: 'Servicios' },
  { kind: 'categories', label: 'Categorías', heading: 'Empresas y trabajos por categoría' },
  { kind: 'locations', label: 'Ubicaciones', heading: 'Ubicaciones' },
  { kind: 'companies', label: 'Empresas', heading: 'Empresas' },
  { kind: 'posts', label: 'Artículos', heading: 'Artículos del blog' },
];

export type SitemapLink = {
  kind: SitemapKind;
  /** Site path with its query ('/company/…', '/jobs?category=…'), used for the in-app link. */
  path: string;
  /** Absolute address as the sitemap gives it. */
  loc: string;
  label: string;
  lastmod: string | null;
};

export type ParsedSitemap = {
  links: SitemapLink[];
  counts: Record<SitemapKind, number>;
  total: number;
};

const PAGE_LABELS: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/companies': 'Empresas',
  '/jobs': 'Trabajos',
  '/blog': 'Blog',
  '/about': 'Sobre nosotros',
  '/contact': 'Contacto',
  '/help': 'Centro de ayuda',
  '/privacy': 'Política de privacidad',
  '/terms': 'Términos y condiciones',
};

const serviceNames = new Map(SERVICE_LANDINGS.map((landing) => [`/services/${landing.slug}`, landing.name]));
// A category's pages are the directory and the job list filtered by it (see the backend's sitemap-pages.ts).
const categoryNames = new Map(
  SERVICE_CATEGORIES.flatMap((category) => [
    [`/companies?${new URLSearchParams({ service: category.name })}`, `Empresas de ${category.name}`],
    [`/jobs?${new URLSearchParams({ category: category.slug })}`, `Trabajos de ${category.name}`],
  ]),
);
const locationNames = new Map(SITEMAP_LOCATIONS.map((place) => [place.path, `${place.city} (${place.province})`]));
const UUID_SUFFIX = /-?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function kindOf(path: string): SitemapKind {
  if (path.startsWith('/companies?') || path.startsWith('/jobs?')) return 'categories';
  if (path.startsWith('/services/')) return 'services';
  if (path.startsWith('/location/')) return 'locations';
  if (path.startsWith('/company/')) return 'companies';
  if (path.startsWith('/blog/')) return 'posts';
  return 'pages';
}

/** 'mudanzas-garcia-sl' → 'Mudanzas garcia sl': slugs carry no accents, this is only a reading aid. */
function fromSlug(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : slug;
}

/** A readable name for a listed page: known names for fixed pages, the slug otherwise. */
export function labelOf(path: string): string {
  const known = PAGE_LABELS[path] ?? serviceNames.get(path) ?? categoryNames.get(canonicalQuery(path)) ?? locationNames.get(path);
  if (known) return known;
  const last = decodeURIComponent(path.split('/').pop() ?? '');
  if (path.startsWith('/location/')) return path.split('/').slice(2).map(fromSlug).join(', ');
  if (path.startsWith('/company/')) return fromSlug(last.replace(UUID_SUFFIX, '')) || 'Empresa';
  return fromSlug(last) || path;
}

/** The same address with its query written as URLSearchParams does ('%20' and '+' alike). */
function canonicalQuery(path: string): string {
  const [pathname, query] = path.split('?');
  return query === undefined ? path : `${pathname}?${new URLSearchParams(query)}`;
}

/** Groups the `<url>` entries by kind; `entries` are `[loc, lastmod]` pairs in document order. */
export function groupEntries(entries: readonly (readonly [loc: string, lastmod: string | null])[]): ParsedSitemap {
  const counts: Record<SitemapKind, number> = { pages: 0, services: 0, categories: 0, locations: 0, companies: 0, posts: 0 };
  const links = entries.map(([loc, lastmod]) => {
    let path = loc;
    try {
      const url = new URL(loc);
      path = url.pathname + url.search;
    } catch {
      // not absolute: keep it as written
    }
    const kind = kindOf(path);
    counts[kind] += 1;
    return { kind, path, loc, label: labelOf(path), lastmod };
  });
  return { links, counts, total: links.length };
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses the XML with the browser's DOMParser; throws when it is not a sitemap. */
export function parseSitemap(xml: string): ParsedSitemap {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0 || doc.documentElement.localName !== 'urlset') {
    throw new Error('El documento no es un sitemap válido');
  }
  const entries = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url')).map((url) => {
    const text = (name: string) => url.getElementsByTagNameNS(SITEMAP_NS, name)[0]?.textContent?.trim() ?? null;
    return [text('loc') ?? '', text('lastmod')] as const;
  });
  return groupEntries(entries.filter(([loc]) => loc !== ''));
}
