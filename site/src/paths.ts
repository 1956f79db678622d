import { SERVICE_LANDING_SLUGS as SERVICE_SLUGS } from '@rutalia/catalog/service-landing-slugs';

/**
 * Every route of the site (spec §2 route table). Use these constants and
 * builders everywhere instead of string literals; `routePatterns` holds the
 * React Router patterns used in `router.tsx`.
 */

const enc = encodeURIComponent;

/** Service landing slugs (spec §2 'Service landing'): one list, in the shared catalog. */
export { SERVICE_SLUGS };

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const REGISTER_USER_TYPES = ['client', 'company', 'admin'] as const;

export type RegisterUserType = (typeof REGISTER_USER_TYPES)[number];

export function isRegisterUserType(value: string | undefined): value is RegisterUserType {
  return (REGISTER_USER_TYPES as readonly string[]).includes(value ?? '');
}

/** Route patterns (with `:params`) as declared in the router. */
export const routePatterns = {
  home: '/',
  companies: '/companies',
  empresas: '/empresas',
  companyDetail: '/company/:seoParam',
  jobs: '/jobs',
  trabajos: '/trabajos',
  jobDetail: '/job/:seoParam',
  jobDetailAlt: '/jobs/:seoParam',
  jobRespond: '/jobs/:id/respond',
  jobProposals: '/jobs/:id/proposals',
  proposalDetail: '/proposals/:proposalId',
  companyProposals: '/company/proposals',
  companyProposalDetail: '/company/proposal/:proposalId',
  companyAlerts: '/company/alerts',
  companyInsights: '/company/insights',
  companyDocuments: '/company/documents',
  requestCreate: '/request',
  requestEdit: '/request/:id/edit',
  clientRequests: '/client/requests',
  clientProfile: '/client/profile',
  profile: '/profile',
  companyProfile: '/company-profile',
  companyBilling: '/company-billing',
  messages: '/messages',
  dashboard: '/dashboard',
  admin: '/admin',
  adminBlog: '/admin/blog',
  adminSuper: '/admin/super',
  login: '/login',
  register: '/register/:userType',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  about: '/about',
  contact: '/contact',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',
  locations: '/ubicaciones',
  locationProvince: '/location/:province',
  locationCity: '/location/:province/:city',
  service: '/services/:service',
  blog: '/blog',
  blogPost: '/blog/:slug',
  articles: '/articulos',
  sitemap: '/sitemap',
  newsletterConfirm: '/newsletter/confirmar',
  newsletterUnsubscribe: '/newsletter/baja',
  alertsUnsubscribe: '/alertas/baja',
  notificationsUnsubscribe: '/notificaciones/baja',
  notFound: '*',
} as const;

export const paths = {
  home: '/',
  /** Home pricing section anchor. */
  pricing: '/#pricing',

  companies: '/companies',
  empresas: '/empresas',
  /** `seoParam` is the company slug followed by its UUID (see `companySeoParam`). */
  companyDetail: (seoParam: string) => `/company/${enc(seoParam)}`,

  jobs: '/jobs',
  trabajos: '/trabajos',
  /** `seoParam` is the request slug followed by its UUID. */
  jobDetail: (seoParam: string) => `/job/${enc(seoParam)}`,
  jobRespond: (requestId: string) => `/jobs/${enc(requestId)}/respond`,
  jobProposals: (requestId: string) => `/jobs/${enc(requestId)}/proposals`,
  proposalDetail: (proposalId: string) => `/proposals/${enc(proposalId)}`,

  companyProposals: '/company/proposals',
  companyProposalDetail: (proposalId: string) => `/company/proposal/${enc(proposalId)}`,
  companyAlerts: '/company/alerts',
  companyInsights: '/company/insights',
  companyDocuments: '/company/documents',

  requestCreate: '/request',
  requestEdit: (requestId: string) => `/request/${enc(requestId)}/edit`,

  clientRequests: '/client/requests',
  clientProfile: '/client/profile',
  companyProfile: '/company-profile',
  companyBilling: '/company-billing',

  messages: '/messages',
  /** `/messages?company={companyId}` starts a conversation with that company. */
  messagesWithCompany: (companyId: string) => `/messages?company=${enc(companyId)}`,

  dashboard: '/dashboard',
  admin: '/admin',
  adminBlog: '/admin/blog',
  adminSuper: '/admin/super',

  login: '/login',
  register: (userType: RegisterUserType) => `/register/${userType}`,
  registerClient: '/register/client',
  registerCompany: '/register/company',
  registerAdmin: '/register/admin',
  forgotPassword: '/forgot-password',
  /** Target of the reset link mailed by `/auth/forgot-password` (`?token=…`). */
  resetPassword: '/reset-password',
  /** Target of the email verification link (issue 22, `?token=…`). */
  verifyEmail: '/verify-email',
  /** The react-admin backoffice (a separate app: reach it with a full page load). */
  backoffice: '/backoffice/',
  /** Backoffice screens behind /admin, /admin/blog and /admin/super (react-admin uses hash routes). */
  backofficeDashboard: '/backoffice/#/',
  backofficeBlog: '/backoffice/#/blog-posts',
  backofficeSuper: '/backoffice/#/companies',

  about: '/about',
  contact: '/contact',
  help: '/help',
  privacy: '/privacy',
  terms: '/terms',

  locations: '/ubicaciones',
  /** `/location/{province}` or `/location/{province}/{city}`; names are slugified (spaces → hyphens). */
  location: (province: string, city?: string) =>
    city ? `/location/${enc(slugify(province))}/${enc(slugify(city))}` : `/location/${enc(slugify(province))}`,
  service: (serviceSlug: ServiceSlug) => `/services/${serviceSlug}`,
  /** The same landing at the root (`/mudanzas`); declare one route per slug, never `/:service`, so unknown paths still reach the 404. */
  serviceRoot: (serviceSlug: ServiceSlug) => `/${serviceSlug}`,

  blog: '/blog',
  blogPost: (slug: string) => `/blog/${enc(slug)}`,
  articles: '/articulos',

  sitemap: '/sitemap',
  sitemapXml: '/sitemap.xml',

  /** Targets of the newsletter mails' links (`?token=…`). */
  newsletterConfirm: '/newsletter/confirmar',
  newsletterUnsubscribe: '/newsletter/baja',
  /** Target of the alert mails' «No recibir más estos correos» (`?token=…`). */
  alertsUnsubscribe: '/alertas/baja',
  /** Target of «Darse de baja» in every mail that can be turned off (`?token=…`). */
  notificationsUnsubscribe: '/notificaciones/baja',
} as const;

const SLUG_MAX_LENGTH = 60;

/** Lower-case, accent-free, hyphen-separated slug (max 60 characters, spec §9). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

const UUID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `{slug-of-name}-{uuid}` as used by /company/{seoParam} and /job/{seoParam}. */
export function seoParam(name: string, id: string): string {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : id;
}

/** The UUID at the end of a seoParam, or null when there is none. */
export function idFromSeoParam(param: string): string | null {
  return UUID_AT_END.exec(param)?.[1]?.toLowerCase() ?? null;
}
