import { Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { Queryable } from '../../common/database/queryable.js';
import { insertFirstView } from './request-view-sql.js';

const logger = new Logger('RequestViews');

/**
 * Records that a company opened a request (the start of its response time): only company
 * accounts, only active requests that are not their own. One small INSERT awaited before the
 * detail is answered; a failure is logged and never fails the page.
 */
export async function recordCompanyView(
  db: Queryable,
  viewer: AuthUser | undefined,
  request: { id: string; clientId: string; status: string },
): Promise<void> {
  if (!viewer?.isCompany || viewer.id === request.clientId || request.status !== 'active') return;
  try {
    await insertFirstView(db, viewer.id, request.id);
  } catch (error) {
    logger.warn(`No se pudo registrar la visita de ${viewer.id} a la solicitud ${request.id}: ${(error as Error).message}`);
  }
}
