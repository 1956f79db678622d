export { AccessTokenService } from './access-token.service.js';
export { AuthMessages, assertAccountUsable, suspendedMessage } from './auth-errors.js';
export { effectiveUserType, rolesForUserType, toAuthUser, type AuthenticatedRequest, type AuthUser } from './auth-user.js';
export { AuthUserCache } from './auth-user-cache.js';
export { AuthUsersService } from './auth-users.service.js';
export { CurrentUser, OptionalAuth, Public, Roles, type RoleRequirement } from './decorators.js';
export { RateLimit, RateLimitName } from './rate-limit/rate-limit.guard.js';
export { RateLimitStore, emailKey } from './rate-limit/rate-limit.store.js';
export { satisfiesRole } from './roles.guard.js';
