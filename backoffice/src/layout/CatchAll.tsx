import { NotFound, useLocation, usePermissions } from 'react-admin';

import { AccessDeniedPage } from '../auth/AccessDeniedPage';
import type { BackofficePermissions } from '../authProvider';
import { resources } from '../resources';
import { SUPER_ADMIN_PAGES } from './menuGroups';

/** First segments of every address only super admins may open. */
const SUPER_ADMIN_SEGMENTS = new Set<string>([...resources.filter((r) => r.superAdminOnly).map((r) => r.name), ...SUPER_ADMIN_PAGES]);

/**
 * Unknown addresses. Super-admin sections are not even routed for plain admins, so an address
 * typed by one lands here: say 'Acceso Denegado' rather than "not found".
 */
export const CatchAll = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<BackofficePermissions>();
  if (isPending) return null;
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (permissions !== 'super_admin' && SUPER_ADMIN_SEGMENTS.has(segment)) return <AccessDeniedPage />;
  return <NotFound />;
};
