import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Roles } from '../auth/decorators.js';

/**
 * A backoffice controller at `/api/admin/<resource>`: the role every route needs (methods may
 * ask for more, e.g. `@Roles('super_admin')` on an action) and the shared OpenAPI docs.
 */
export function AdminController(resource: string, role: 'admin' | 'super_admin', forbidden?: string): ClassDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'UNAUTHENTICATED' }),
    ApiForbiddenResponse({ description: forbidden ?? (role === 'admin' ? 'Solo administradores.' : 'Solo superadministradores.') }),
    Controller(`admin/${resource}`),
    Roles(role),
  );
}
