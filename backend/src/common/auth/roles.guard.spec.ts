import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppException } from '../errors/app-exception.js';
import { AppRole, UserType } from '../../database/enums.js';
import { toAuthUser, type AuthUser } from './auth-user.js';
import { ROLES_KEY, type RoleRequirement } from './decorators.js';
import { RolesGuard, satisfiesRole } from './roles.guard.js';

const user = (userType: UserType, roles: AppRole[], twoFactorEnabled = true): AuthUser =>
  toAuthUser({ id: 'u', email: 'a@b.es', fullName: 'A', userType, roles, twoFactorEnabled });
const client = user(UserType.Client, [AppRole.User]);
const company = user(UserType.Company, [AppRole.Company]);
const admin = user(UserType.Admin, [AppRole.Admin]);
const superAdmin = user(UserType.SuperAdmin, [AppRole.SuperAdmin, AppRole.Admin]);

describe('satisfiesRole', () => {
  it.each<[string, AuthUser, RoleRequirement[]]>([
    ['client', client, ['client']],
    ['company', company, ['company']],
    ['admin', admin, ['admin']],
    ['super admin', superAdmin, ['admin', 'super_admin']],
  ])('%s passes exactly %j', (_name, who, passes) => {
    for (const role of ['client', 'company', 'admin', 'super_admin'] as RoleRequirement[]) {
      expect(satisfiesRole(who, role)).toBe(passes.includes(role));
    }
  });
});

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  function context(required: RoleRequirement[] | undefined, who?: AuthUser): ExecutionContext {
    const handler = () => undefined;
    if (required) Reflect.defineMetadata(ROLES_KEY, required, handler);
    return {
      getType: () => 'http',
      getHandler: () => handler,
      getClass: () => class {},
      switchToHttp: () => ({ getRequest: () => ({ user: who }) }),
    } as unknown as ExecutionContext;
  }

  it('lets through routes without @Roles', () => {
    expect(guard.canActivate(context(undefined, client))).toBe(true);
  });

  it('passes when any listed role is met', () => {
    expect(guard.canActivate(context(['company', 'admin'], admin))).toBe(true);
    expect(guard.canActivate(context(['admin'], superAdmin))).toBe(true);
  });

  it('403 FORBIDDEN otherwise; 401 without a user', () => {
    const forbidden = (() => {
      try {
        guard.canActivate(context(['company'], admin));
      } catch (e) {
        return e as AppException;
      }
    })();
    expect(forbidden).toBeInstanceOf(AppException);
    expect(forbidden?.getStatus()).toBe(403);
    expect(forbidden?.code).toBe('FORBIDDEN');
    expect(forbidden?.message).toBe('No tienes permiso para realizar esta acción.');
    expect(() => guard.canActivate(context(['client']))).toThrow('Debes iniciar sesión para continuar.');
  });

  it('403 TWO_FACTOR_ENROLMENT_REQUIRED on admin routes for admins without two-factor (issue 22)', () => {
    const unenrolled = user(UserType.Admin, [AppRole.Admin], false);
    expect(() => guard.canActivate(context(['admin'], unenrolled))).toThrow(/verificación en dos pasos/);
    expect(() => guard.canActivate(context(['super_admin'], user(UserType.SuperAdmin, [AppRole.SuperAdmin], false)))).toThrow(
      /verificación en dos pasos/,
    );
    // A company passes a shared company-or-admin route without it.
    expect(guard.canActivate(context(['company', 'admin'], user(UserType.Company, [AppRole.Company], false)))).toBe(true);
  });
});
