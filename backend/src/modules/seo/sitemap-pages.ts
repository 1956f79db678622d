import { SERVICE_CATEGORIES, SERVICE_LANDING_SLUGS, SITEMAP_LOCATIONS } from '@rutalia/catalog';
import type { SitemapEntry } from './sitemap-xml.js';

/** Spec 9 'Sitemap': the 9 static pages with their priorities and frequencies. */
export const SITEMAP_STATIC_PAGES: readonly SitemapEntry[] = [
  { path: '/', priority: 1.0, changefreq: 'daily' },
  { path: '/companies', priority: 0.9, changefreq: 'daily' },
  { path: '/jobs', priority: 0.9, changefreq: 'daily' },
  { path: '/blog', priority: 0.8, changefreq: 'daily' },
  { path: '/about', priority: 0.7, changefreq: 'monthly' },
  { path: '/contact', priority: 0.7, changefreq: 'monthly' },
  { path: '/help', priority: 0.6, changefreq: 'monthly' },
  { path: '/privacy', priority: 0.5, changefreq: 'yearly' },
  { path: '/terms', priority: 0.5, changefreq: 'yearly' },
];

/** The 15 service landings at their canonical address (`/{slug}` is the same page). */
export const SITEMAP_SERVICE_PAGES: readonly SitemapEntry[] = SERVICE_LANDING_SLUGS.map((slug) => ({
  path: `/services/${slug}`,
  priority: 0.8,
  changefreq: 'monthly',
}));

/**
 * The 14 categories have no page of their own: their pages are the directory and the job list
 * filtered by the category, at the very address the site's own filter writes (the directory's
 * `service` takes the category's name, the job list's `category` its slug), so each has one URL.
 */
export const SITEMAP_CATEGORY_PAGES: readonly SitemapEntry[] = [
  ...SERVICE_CATEGORIES.map((category) => ({
    path: `/companies?service=${category.name}`,
    priority: 0.8,
    changefreq: 'daily' as const,
  })),
  ...SERVICE_CATEGORIES.map((category) => ({
    path: `/jobs?category=${category.slug}`,
    priority: 0.7,
    changefreq: 'daily' as const,
  })),
];

/** The catalog's preset city/province pairs, `/location/{province}/{city}` as the site links them. */
export const SITEMAP_LOCATION_PAGES: readonly SitemapEntry[] = SITEMAP_LOCATIONS.map((location) => ({
  path: location.path,
  priority: 0.7,
  changefreq: 'monthly',
}));

export const COMPANY_PRIORITY = 0.6;
export const POST_PRIORITY = 0.6;

/** sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
