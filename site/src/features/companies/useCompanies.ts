import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteImage,
  getCompany,
  getMyCompany,
  listCompanies,
  updateMyCompany,
  uploadImages,
  uploadLogo,
  type CompanyFilters,
  type CompanyUpdate,
  type OwnCompany,
} from './companies.api';

export const companyKeys = {
  all: ['companies'] as const,
  list: (filters: CompanyFilters) => ['companies', 'list', filters] as const,
  detail: (idOrSeoParam: string) => ['companies', 'detail', idOrSeoParam] as const,
  mine: ['companies', 'me'] as const,
};

/** Shared by the hooks and the server renderer's prefetch (ssr/prefetchPage.ts), so keys cannot drift. */
export const companyListQuery = (filters: CompanyFilters) =>
  queryOptions({ queryKey: companyKeys.list(filters), queryFn: ({ signal }) => listCompanies(filters, signal) });

export const companyQuery = (idOrSeoParam: string) =>
  queryOptions({ queryKey: companyKeys.detail(idOrSeoParam), queryFn: ({ signal }) => getCompany(idOrSeoParam, signal) });

export function useCompanyList(filters: CompanyFilters) {
  return useQuery({ ...companyListQuery(filters), placeholderData: keepPreviousData });
}

export function useCompany(idOrSeoParam: string) {
  return useQuery(companyQuery(idOrSeoParam));
}

export function useMyCompany() {
  return useQuery({ queryKey: companyKeys.mine, queryFn: ({ signal }) => getMyCompany(signal) });
}

/** Profile mutations: each one refreshes the own profile and the public caches. */
export function useCompanyProfileMutations() {
  const queryClient = useQueryClient();
  const setMine = (saved: OwnCompany | undefined) => {
    if (saved && typeof saved === 'object' && 'id' in saved) queryClient.setQueryData(companyKeys.mine, saved);
    void queryClient.invalidateQueries({ queryKey: companyKeys.all, predicate: (q) => q.queryKey[1] !== 'me' });
  };
  const refreshMine = () => void queryClient.invalidateQueries({ queryKey: companyKeys.all });
  return {
    update: useMutation({ mutationFn: (input: CompanyUpdate) => updateMyCompany(input), onSuccess: setMine }),
    logo: useMutation({ mutationFn: (file: File) => uploadLogo(file), onSuccess: setMine }),
    images: useMutation({ mutationFn: (files: File[]) => uploadImages(files), onSuccess: refreshMine }),
    removeImage: useMutation({ mutationFn: (imageId: string) => deleteImage(imageId), onSuccess: refreshMine }),
  };
}
