import { paths } from '../../paths';

/**
 * `/company/{seoParam}?review={requestId}`: the hired company's page, open on the review of that
 * hire (it is marked «Contratado en Rutalia» once the request is completed).
 */
export function reviewInvitationPath(companySeoParam: string, requestId: string): string {
  return `${paths.companyDetail(companySeoParam)}?${new URLSearchParams({ review: requestId }).toString()}`;
}
