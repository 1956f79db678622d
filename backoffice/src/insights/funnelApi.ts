import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';

import { apiRequest } from '../api/request';
import type { BackofficePermissions } from '../authProvider';
import { ADMIN_API_URL, httpClient } from '../dataProvider';

/** `GET /api/admin/insights/funnel` (super admins). */
export type MarketplaceFunnel = ApiResponse<'/api/admin/insights/funnel', 'get'>;
export type FunnelSteps = Schemas['FunnelStepsDto'];
export type FunnelWeek = Schemas['FunnelWeekDto'];
export type FunnelCategory = Schemas['FunnelCategoryDto'];

export const FUNNEL_WEEK_CHOICES = [4, 8, 12, 26] as const;
export type FunnelWeeks = (typeof FUNNEL_WEEK_CHOICES)[number];
/** The category filter: '' all, 'none' without category, or a category slug. */
export type FunnelCategoryFilter = string;

/** The funnel for the chosen weeks and category; the previous answer stays on screen while the next one loads. */
export const useFunnel = (weeks: FunnelWeeks, category: FunnelCategoryFilter) => {
  const { permissions } = usePermissions<BackofficePermissions>();
  return useQuery({
    queryKey: ['admin', 'insights', 'funnel', weeks, category],
    enabled: permissions === 'super_admin',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ weeks: String(weeks) });
      if (category) query.set('category', category);
      return (await httpClient(`${ADMIN_API_URL}/insights/funnel?${query}`, { signal })).json as MarketplaceFunnel;
    },
  });
};

/** The 14 service categories (slug and name) for the filter, from the public catalog (cached an hour by the server). */
export const useServiceCategories = () =>
  useQuery({
    queryKey: ['catalog', 'service-categories'],
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      (await apiRequest<ApiResponse<'/api/catalog', 'get'>>('/catalog', { signal })).serviceCategories.map(({ slug, name }) => ({
        slug,
        name,
      })),
  });
