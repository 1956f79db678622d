import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootHydrateFallback, RootLayout } from './app/layout/RootLayout';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';
import { BackofficeRedirect } from './features/auth/components/ExternalRedirect';
import { GuestOnly, RequireAuth } from './features/auth/components/RequireAuth';
import { paths, REGISTER_USER_TYPES, routePatterns, SERVICE_SLUGS } from './paths';

type PageModule = { default: ComponentType };

/**
 * Route-level code splitting: each page is its own chunk, loaded when its
 * route matches. A page module default-exports its component.
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}

/**
 * All routes, with paths from `paths.ts`. Pages not built yet are simply not
 * declared: their URLs fall through to the not-found page until they land.
 * Static routes rank above dynamic ones regardless of order.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The layout itself failed: full-page fallback without header/footer.
    errorElement: <RouteErrorBoundary fullPage />,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // Page errors render inside the shared layout.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: page(() => import('./pages/HomePage')) },

          // Directory, company pages and SEO landings (public).
          { path: routePatterns.companies, lazy: page(() => import('./pages/CompaniesPage')) },
          { path: routePatterns.empresas, lazy: page(() => import('./pages/EmpresasPage')) },
          { path: routePatterns.companyDetail, lazy: page(() => import('./pages/CompanyDetailPage')) },
          { path: routePatterns.locations, lazy: page(() => import('./pages/LocationsPage')) },
          { path: routePatterns.locationProvince, lazy: page(() => import('./pages/LocationPage')) },
          { path: routePatterns.locationCity, lazy: page(() => import('./pages/LocationPage')) },
          { path: routePatterns.service, lazy: page(() => import('./pages/ServiceLandingPage')) },
          // One route per landing slug at the root (never `/:service`: unknown paths must reach the 404).
          ...SERVICE_SLUGS.map((slug) => ({
            path: paths.serviceRoot(slug),
            lazy: page(() => import('./pages/ServiceLandingPage')),
          })),

          // Jobs (public list, static landing and detail; /jobs/{seoParam} is an alias of /job/{seoParam}).
          { path: routePatterns.jobs, lazy: page(() => import('./pages/JobsPage')) },
          { path: routePatterns.trabajos, lazy: page(() => import('./pages/TrabajosPage')) },
          { path: routePatterns.jobDetail, lazy: page(() => import('./pages/JobDetailPage')) },
          { path: routePatterns.jobDetailAlt, lazy: page(() => import('./pages/JobDetailPage')) },
          // The guided request form is public: a visitor creates the account on its last step.
          { path: routePatterns.requestCreate, lazy: page(() => import('./pages/RequestCreatePage')) },

          // Blog, information pages, sitemap and newsletter links (public).
          { path: routePatterns.blog, lazy: page(() => import('./pages/BlogPage')) },
          { path: routePatterns.blogPost, lazy: page(() => import('./pages/BlogPostPage')) },
          { path: routePatterns.articles, lazy: page(() => import('./pages/ArticlesPage')) },
          { path: routePatterns.about, lazy: page(() => import('./pages/AboutPage')) },
          { path: routePatterns.contact, lazy: page(() => import('./pages/ContactPage')) },
          { path: routePatterns.help, lazy: page(() => import('./pages/HelpPage')) },
          { path: routePatterns.privacy, lazy: page(() => import('./pages/PrivacyPage')) },
          { path: routePatterns.terms, lazy: page(() => import('./pages/TermsPage')) },
          { path: routePatterns.sitemap, lazy: page(() => import('./pages/SitemapPage')) },
          { path: routePatterns.newsletterConfirm, lazy: page(() => import('./pages/NewsletterConfirmPage')) },
          { path: routePatterns.newsletterUnsubscribe, lazy: page(() => import('./pages/NewsletterUnsubscribePage')) },
          { path: routePatterns.alertsUnsubscribe, lazy: page(() => import('./pages/AlertsUnsubscribePage')) },
          { path: routePatterns.notificationsUnsubscribe, lazy: page(() => import('./pages/NotificationsUnsubscribePage')) },

          // Visitors only: signed-in users go to /dashboard (spec §4).
          {
            element: <GuestOnly />,
            children: [
              { path: routePatterns.login, lazy: page(() => import('./pages/LoginPage')) },
              // One route per account type (never `/register/:userType`): other values reach the 404.
              ...REGISTER_USER_TYPES.map((userType) => ({
                path: paths.register(userType),
                caseSensitive: true, // as the old `:userType` check: /register/Client is a 404 too
                lazy: page(() => import('./pages/RegisterPage')),
              })),
            ],
          },
          { path: routePatterns.forgotPassword, lazy: page(() => import('./pages/ForgotPasswordPage')) },
          { path: routePatterns.resetPassword, lazy: page(() => import('./pages/ResetPasswordPage')) },
          { path: routePatterns.verifyEmail, lazy: page(() => import('./features/account/email/VerifyEmailPage')) },

          // Signed-in users (spec §2 route guard).
          {
            element: <RequireAuth />,
            children: [
              { path: routePatterns.dashboard, lazy: page(() => import('./pages/DashboardPage')) },
              { path: routePatterns.clientProfile, lazy: page(() => import('./pages/ClientProfilePage')) },
              // The request's client or the proposing company (the API answers 404 to anyone else).
              { path: routePatterns.proposalDetail, lazy: page(() => import('./pages/ProposalDetailPage')) },
              { path: routePatterns.messages, lazy: page(() => import('./pages/MessagesPage')) },
            ],
          },
          // Client accounts: their requests and the proposals they receive.
          {
            element: <RequireAuth roles={['client']} />,
            children: [
              { path: routePatterns.requestEdit, lazy: page(() => import('./pages/RequestEditPage')) },
              { path: routePatterns.clientRequests, lazy: page(() => import('./pages/ClientRequestsPage')) },
              { path: routePatterns.jobProposals, lazy: page(() => import('./pages/RequestProposalsPage')) },
            ],
          },
          // Company accounts only (spec §2: /profile and /company-profile are the same screen).
          {
            element: <RequireAuth roles={['company']} />,
            children: [
              { path: routePatterns.profile, lazy: page(() => import('./pages/CompanyProfilePage')) },
              { path: routePatterns.companyProfile, lazy: page(() => import('./pages/CompanyProfilePage')) },
              { path: routePatterns.jobRespond, lazy: page(() => import('./pages/JobRespondPage')) },
              { path: routePatterns.companyProposals, lazy: page(() => import('./pages/CompanyProposalsPage')) },
              { path: routePatterns.companyProposalDetail, lazy: page(() => import('./pages/CompanyProposalDetailPage')) },
              { path: routePatterns.companyBilling, lazy: page(() => import('./pages/CompanyBillingPage')) },
              { path: routePatterns.companyAlerts, lazy: page(() => import('./pages/CompanyAlertsPage')) },
              { path: routePatterns.companyInsights, lazy: page(() => import('./pages/CompanyInsightsPage')) },
              { path: routePatterns.companyDocuments, lazy: page(() => import('./pages/CompanyDocumentsPage')) },
            ],
          },
          // The admin screens live in the react-admin backoffice: admins for /admin, super admins
          // for the blog and moderation; other signed-in users see 'Acceso Denegado' (spec §6).
          {
            element: <RequireAuth />,
            children: [
              { path: routePatterns.admin, element: <BackofficeRedirect role="admin" to={paths.backofficeDashboard} /> },
              { path: routePatterns.adminBlog, element: <BackofficeRedirect role="super_admin" to={paths.backofficeBlog} /> },
              { path: routePatterns.adminSuper, element: <BackofficeRedirect role="super_admin" to={paths.backofficeSuper} /> },
            ],
          },

          { path: routePatterns.notFound, lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
