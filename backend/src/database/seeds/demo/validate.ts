/** Consistency checks of the demo data files against the catalog, run before every build. */
import {
  CITY_PROVINCE_PAIRS,
  DIRECTORY_SERVICES,
  REQUEST_MAX_DAYS_AHEAD,
  blogSlug,
  requestCategoryForm,
  slugify,
  validateRequestDetails,
} from '@rutalia/catalog';
import { findPlace } from '@rutalia/catalog/places';
import { companyBaseCoordinates } from '../../../modules/companies/company-base.js';
import { DEMO_BLOG_POSTS } from './blog-posts.data.js';
import { DEMO_COMPANIES } from './companies.data.js';
import { DEMO_CONVERSATIONS } from './contact.data.js';
import { DEMO_CLIENTS } from './people.data.js';
import { DEMO_REQUESTS, type DemoRequest } from './requests.data.js';

/**
 * What the API would refuse in a demo request's structure, said before any row is built: the
 * category's form and route rule, places with coordinates (so the distance is known), the
 * answers to its questions and a service date that stays in range whenever the seed runs.
 */
function structureProblems(request: DemoRequest): string[] {
  const problems: string[] = [];
  const form = requestCategoryForm(request.category);
  if (!form) return [`${request.title}: unknown category ${request.category}`];
  for (const place of [request.origin, request.destination]) {
    if (place && !findPlace(place.city, place.province))
      problems.push(`${request.title}: ${place.city}/${place.province} not in the places`);
  }
  if (form.route === 'required' && !request.destination) problems.push(`${request.title}: ${form.category} needs a destination`);
  if (form.route === 'none' && request.destination) problems.push(`${request.title}: ${form.category} takes no destination`);
  for (const error of validateRequestDetails(form.category, request.details).errors) {
    problems.push(`${request.title}: ${error.field}: ${error.message}`);
  }
  const active = (request.status ?? 'active') === 'active';
  // Active: from tomorrow on. Any: after the day it was published (+1 for time zones) and within a year of it.
  const earliest = active ? 1 : Math.ceil(1 - request.daysAgo);
  const latest = REQUEST_MAX_DAYS_AHEAD - Math.ceil(request.daysAgo) - 1;
  if (request.serviceInDays < earliest || request.serviceInDays > latest) {
    problems.push(`${request.title}: serviceInDays must be between ${earliest} and ${latest}`);
  }
  return problems;
}

/** Throws when a data file drifts away from the catalog or from the rules of the brief. */
export function assertDemoCatalogData(): void {
  const problems: string[] = [];
  const pairs = new Set(CITY_PROVINCE_PAIRS.map((p) => `${p.city}|${p.province}`));
  const services = new Set(DIRECTORY_SERVICES);
  const companyKeys = new Set<string>();
  const slugs = new Set<string>();
  for (const company of DEMO_COMPANIES) {
    if (companyKeys.has(company.key)) problems.push(`duplicate company key ${company.key}`);
    companyKeys.add(company.key);
    const slug = slugify(company.name);
    if (slugs.has(slug)) problems.push(`duplicate company slug ${slug}`);
    slugs.add(slug);
    if (!pairs.has(`${company.city}|${company.province}`))
      problems.push(`${company.name}: ${company.city}/${company.province} not in the catalog`);
    if (companyBaseCoordinates(company.city, company.province).baseLat === null)
      problems.push(`${company.name}: ${company.city}/${company.province} not in the places (no base coordinates)`);
    if (company.services.length < 2 || company.services.length > 4) problems.push(`${company.name}: needs 2-4 services`);
    for (const service of company.services) if (!services.has(service)) problems.push(`${company.name}: unknown service ${service}`);
    if (company.subscription === 'trialing' && company.ageDays >= 6.5)
      problems.push(`${company.name}: a trial must be younger than 7 days`);
    if (company.reviews > DEMO_CLIENTS.length) problems.push(`${company.name}: more reviews than clients`);
  }
  const covered = new Set(DEMO_COMPANIES.flatMap((c) => c.services));
  for (const service of DIRECTORY_SERVICES) if (!covered.has(service)) problems.push(`no company offers ${service}`);
  if (new Set(DEMO_COMPANIES.map((c) => c.city)).size < 12) problems.push('companies must cover at least 12 cities');

  const clientKeys = new Set(DEMO_CLIENTS.map((c) => c.key));
  for (const request of DEMO_REQUESTS) {
    if (!clientKeys.has(request.client)) problems.push(`${request.title}: unknown client ${request.client}`);
    problems.push(...structureProblems(request));
    if (request.services.length === 0) problems.push(`${request.title}: no services`);
    for (const service of request.services) if (!services.has(service)) problems.push(`${request.title}: unknown service ${service}`);
    for (const pin of request.pinned ?? [])
      if (!companyKeys.has(pin.company)) problems.push(`${request.title}: unknown company ${pin.company}`);
    if ((request.pinned ?? []).length > request.offers) problems.push(`${request.title}: more pinned proposals than offers`);
    const active = (request.status ?? 'active') === 'active';
    if (active && request.daysAgo > 25) problems.push(`${request.title}: active requests are at most 25 days old`);
    if (!active && request.endedDaysAgo === undefined) problems.push(`${request.title}: endedDaysAgo missing`);
  }
  for (const conversation of DEMO_CONVERSATIONS) {
    if (!DEMO_REQUESTS.some((r) => r.title === conversation.requestTitle))
      problems.push(`conversation about unknown request ${conversation.requestTitle}`);
  }
  for (const post of DEMO_BLOG_POSTS) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(blogSlug(post.title))) problems.push(`${post.title}: bad blog slug`);
  }
  if (problems.length > 0) throw new Error(`Demo data does not match the catalog:\n- ${problems.join('\n- ')}`);
}
