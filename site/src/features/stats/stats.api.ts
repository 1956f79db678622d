import type { ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * `GET /stats`: the site's public figures, computed from the database (cached ~60 s).
 * `satisfactionPercent` is the share of reviews rated 4 or 5 (null without reviews);
 * `medianResponseHours` the median time from publishing a request to its first proposal over
 * the last 90 days (null without proposals). `requestCategories` counts active requests per
 * job-list category, with the same matching as `GET /requests?service=`.
 */
export type SiteStats = ApiResponse<'/api/stats', 'get'>;

export const getSiteStats = (signal?: AbortSignal) => http.get<SiteStats>('/stats', { signal });
