/** The react-query key of `GET /api/admin/dashboard` (other screens invalidate it after changes). */
export const DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;
