import type { QueryClient } from '@tanstack/react-query';
import { blogPostQuery, relatedBlogPostsQuery } from '../features/blog/hooks/useBlog';
import { companyListQuery, companyQuery } from '../features/companies/useCompanies';
import { latestCompaniesQuery } from '../features/home/hooks/useLatestCompanies';
import { jobListQuery, jobQuery } from '../features/jobs/hooks/useJobs';
import { locationListing } from '../features/locations/locationListing';
import { reviewListQuery, reviewStatsQuery } from '../features/reviews/useReviews';
import { serviceLandingListing } from '../features/services/serviceLandingListing';
import { siteStatsQuery } from '../features/stats/useSiteStats';
import { plansQuery } from '../features/subscriptions/hooks/usePlans';
import { idFromSeoParam } from '../paths';

/** The public pages the server renders (issue 21): the ones people land on from search. */
export type PageKind = 'home' | 'company' | 'job' | 'service' | 'location' | 'blogPost';

export type PageParams = { params: Record<string, string | undefined>; pathname: string; search: URLSearchParams };

/**
 * Loads every query the page renders for a signed-out visitor, with the same options (keys and
 * fetchers) as its hooks. Throws when one fails: the server then sends the plain shell.
 */
export async function prefetchPage(queryClient: QueryClient, kind: PageKind, { params, pathname, search }: PageParams): Promise<void> {
  switch (kind) {
    case 'home':
      // FeaturedCompanies, PricingSection, LatestJobs, FiguresBand.
      await Promise.all([
        queryClient.fetchQuery(latestCompaniesQuery),
        queryClient.fetchQuery(plansQuery),
        queryClient.fetchQuery(jobListQuery({ page: 1 })),
        queryClient.fetchQuery(siteStatsQuery),
      ]);
      return;
    case 'company': {
      const company = await queryClient.fetchQuery(companyQuery(params.seoParam ?? ''));
      // CompanyReviews opens on the first page of the list.
      await Promise.all([queryClient.fetchQuery(reviewStatsQuery(company.id)), queryClient.fetchQuery(reviewListQuery(company.id, 1))]);
      return;
    }
    case 'job': {
      const seoParam = params.seoParam ?? '';
      await queryClient.fetchQuery(jobQuery(idFromSeoParam(seoParam) ?? seoParam));
      return;
    }
    case 'service': {
      const { landing, filters } = serviceLandingListing(params.service ?? pathname.replace(/^\/+|\/+$/g, ''));
      if (landing) await queryClient.fetchQuery(companyListQuery(filters));
      return;
    }
    case 'location':
      await queryClient.fetchQuery(companyListQuery(locationListing(params.province ?? '', params.city, search).filters));
      return;
    case 'blogPost': {
      const slug = params.slug ?? '';
      await Promise.all([queryClient.fetchQuery(blogPostQuery(slug)), queryClient.fetchQuery(relatedBlogPostsQuery(slug))]);
      return;
    }
  }
}
