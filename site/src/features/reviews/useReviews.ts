import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../companies/useCompanies';
import { getMyCompany } from '../companies/companies.api';
import { useSessionState } from '../auth/useSession';
import {
  createReview,
  deleteReview,
  getMyReview,
  getReviewStats,
  listReviews,
  replyToReview,
  updateReview,
  type ReviewInput,
} from './reviews.api';

export const reviewKeys = {
  company: (companyId: string) => ['reviews', companyId] as const,
  list: (companyId: string, page: number) => ['reviews', companyId, 'list', page] as const,
  stats: (companyId: string) => ['reviews', companyId, 'stats'] as const,
  mine: (companyId: string, userId: string) => ['reviews', companyId, 'mine', userId] as const,
};

/** Shared by the hooks and the server renderer's prefetch (ssr/prefetchPage.ts), so keys cannot drift. */
export const reviewListQuery = (companyId: string, page: number) =>
  queryOptions({ queryKey: reviewKeys.list(companyId, page), queryFn: ({ signal }) => listReviews(companyId, page, signal) });

export const reviewStatsQuery = (companyId: string) =>
  queryOptions({ queryKey: reviewKeys.stats(companyId), queryFn: ({ signal }) => getReviewStats(companyId, signal) });

export function useReviewList(companyId: string, page: number) {
  return useQuery({ ...reviewListQuery(companyId, page), placeholderData: keepPreviousData });
}

export function useReviewStats(companyId: string) {
  return useQuery(reviewStatsQuery(companyId));
}

export function useMyReview(companyId: string, userId: string | null) {
  return useQuery({
    queryKey: reviewKeys.mine(companyId, userId ?? ''),
    queryFn: ({ signal }) => getMyReview(companyId, signal),
    enabled: Boolean(userId),
  });
}

/** Create / update / delete; every one refreshes the list, the stats, my review and the company's rating. */
export function useReviewMutations(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.company(companyId) });
    void queryClient.invalidateQueries({ queryKey: companyKeys.all });
  };
  return {
    create: useMutation({ mutationFn: (input: ReviewInput) => createReview(companyId, input), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: ReviewInput }) => updateReview(id, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => deleteReview(id), onSuccess: refresh }),
  };
}

/** The company's answer to one of its reviews; refreshes the list so the answer shows. */
export function useReplyToReview(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => replyToReview(reviewId, text),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.company(companyId) }),
  });
}

/** Whether the signed-in account is this company's (false while unknown: the server decides anyway). */
export function useOwnsCompany(companyId: string): boolean {
  const session = useSessionState();
  const isCompany = session.status === 'authenticated' && session.user.isCompany;
  const mine = useQuery({ queryKey: companyKeys.mine, queryFn: ({ signal }) => getMyCompany(signal), enabled: isCompany });
  return isCompany && mine.data?.id === companyId;
}
