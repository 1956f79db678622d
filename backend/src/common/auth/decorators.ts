import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest, AuthUser } from './auth-user.js';

export const IS_PUBLIC_KEY = 'rutalia:isPublic';
export const OPTIONAL_AUTH_KEY = 'rutalia:optionalAuth';
export const ROLES_KEY = 'rutalia:roles';

/** Anyone may call it: the global auth guard lets it through without a token. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Public, but when a valid bearer token comes along the user is loaded and available through
 * `@CurrentUser()` (undefined otherwise). An invalid or expired token is ignored, never an error.
 */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);

/** What `@Roles()` accepts: the effective account types (spec 6). */
export type RoleRequirement = 'client' | 'company' | 'admin' | 'super_admin';

/**
 * Only users of one of these effective types pass (403 FORBIDDEN otherwise). super_admin passes
 * 'admin'; admins do not pass 'company' or 'client'.
 */
export const Roles = (...roles: RoleRequirement[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The signed-in user (`AuthUser`). On protected routes it is always set; on `@OptionalAuth()`
 * routes it may be undefined.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().user;
});
