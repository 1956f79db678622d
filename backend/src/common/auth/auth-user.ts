import type { FastifyRequest } from 'fastify';
import { AppRole, UserStatus, UserType } from '../../database/enums.js';

/** The signed-in user as guards put it on the request (`@CurrentUser()`). */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string;
  /** Effective type (spec 6): super_admin role > admin role > company role > users.user_type > client. */
  userType: UserType;
  roles: AppRole[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isCompany: boolean;
  /** Two-factor sign-in is on (issue 22); admins without it are refused by RolesGuard. */
  twoFactorEnabled?: boolean;
}

/** What the auth guard reads in one query: the account, its status and its roles. */
export interface AuthUserRecord {
  id: string;
  email: string;
  fullName: string;
  userType: UserType;
  status: UserStatus;
  suspensionReason: string | null;
  roles: AppRole[];
  twoFactorEnabled?: boolean;
}

export type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

/**
 * Spec 6: the super_admin role wins, then admin, then company; otherwise the profile's
 * user_type; without one, client. (`user` role records are clients.)
 */
export function effectiveUserType(userType: UserType | null | undefined, roles: readonly (AppRole | string)[]): UserType {
  if (roles.includes(AppRole.SuperAdmin)) return UserType.SuperAdmin;
  if (roles.includes(AppRole.Admin)) return UserType.Admin;
  if (roles.includes(AppRole.Company)) return UserType.Company;
  if (userType && (Object.values(UserType) as string[]).includes(userType)) return userType;
  return UserType.Client;
}

export function toAuthUser(
  record: Pick<AuthUserRecord, 'id' | 'email' | 'fullName' | 'userType' | 'roles' | 'twoFactorEnabled'>,
): AuthUser {
  const userType = effectiveUserType(record.userType, record.roles);
  return {
    id: record.id,
    email: record.email,
    fullName: record.fullName,
    userType,
    roles: [...record.roles],
    isAdmin: userType === UserType.Admin || userType === UserType.SuperAdmin,
    isSuperAdmin: userType === UserType.SuperAdmin,
    isCompany: userType === UserType.Company,
    twoFactorEnabled: record.twoFactorEnabled === true,
  };
}

/** Roles rows that go with an account type at creation. */
export function rolesForUserType(userType: UserType): AppRole[] {
  switch (userType) {
    case UserType.SuperAdmin:
      return [AppRole.SuperAdmin, AppRole.Admin];
    case UserType.Admin:
      return [AppRole.Admin];
    case UserType.Company:
      return [AppRole.Company];
    default:
      return [AppRole.User];
  }
}
