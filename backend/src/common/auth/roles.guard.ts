import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppException } from '../errors/app-exception.js';
import { UserType } from '../../database/enums.js';
import { AuthMessages, unauthenticated } from './auth-errors.js';
import type { AuthenticatedRequest, AuthUser } from './auth-user.js';
import { ROLES_KEY, type RoleRequirement } from './decorators.js';

/** Whether a user meets one role requirement: super_admin passes 'admin'; nothing else is implied. */
export function satisfiesRole(user: AuthUser, role: RoleRequirement): boolean {
  switch (role) {
    case 'super_admin':
      return user.isSuperAdmin;
    case 'admin':
      return user.isAdmin;
    case 'company':
      return user.userType === UserType.Company;
    case 'client':
      return user.userType === UserType.Client;
    default:
      return false;
  }
}

const requiresAdmin = (required: RoleRequirement[]) => required.includes('admin') || required.includes('super_admin');

/** 403 for an admin route while the admin has not enrolled in two-factor sign-in. */
export const twoFactorEnrolmentRequired = () =>
  new AppException('TWO_FACTOR_ENROLMENT_REQUIRED', AuthMessages.TWO_FACTOR_ENROLMENT_REQUIRED, HttpStatus.FORBIDDEN);

/** Global guard (after AuthGuard): enforces `@Roles(...)` where present. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const required = this.reflector.getAllAndOverride<RoleRequirement[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!required || required.length === 0) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) throw unauthenticated();
    if (!required.some((role) => satisfiesRole(user, role)))
      throw new AppException('FORBIDDEN', AuthMessages.FORBIDDEN, HttpStatus.FORBIDDEN);
    // Issue 22: the backoffice opens only to admins who enrolled in two-factor sign-in.
    if (requiresAdmin(required) && user.isAdmin && !user.twoFactorEnabled) throw twoFactorEnrolmentRequired();
    return true;
  }
}
