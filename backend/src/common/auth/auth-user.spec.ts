import { AppRole, UserType } from '../../database/enums.js';
import { effectiveUserType, rolesForUserType, toAuthUser } from './auth-user.js';

describe('effectiveUserType (spec 6)', () => {
  it.each([
    // roles, profile type, effective
    [[AppRole.SuperAdmin, AppRole.Admin], UserType.Client, UserType.SuperAdmin],
    [[AppRole.Admin, AppRole.SuperAdmin], UserType.Company, UserType.SuperAdmin],
    [[AppRole.Admin], UserType.Client, UserType.Admin],
    [[AppRole.Admin, AppRole.Company], UserType.Company, UserType.Admin],
    [[AppRole.Company], UserType.Client, UserType.Company],
    [[AppRole.Company, AppRole.User], UserType.Client, UserType.Company],
    [[AppRole.User], UserType.Company, UserType.Company],
    [[AppRole.User], UserType.Client, UserType.Client],
    [[], UserType.SuperAdmin, UserType.SuperAdmin],
    [[], UserType.Admin, UserType.Admin],
    [[], null, UserType.Client],
    [[], undefined, UserType.Client],
    [[], 'desconocido' as UserType, UserType.Client],
  ])('roles %j with profile %s → %s', (roles, userType, expected) => {
    expect(effectiveUserType(userType, roles)).toBe(expected);
  });
});

describe('toAuthUser', () => {
  const base = { id: 'u1', email: 'a@b.es', fullName: 'Ana' };

  it('derives the flags from the effective type', () => {
    expect(toAuthUser({ ...base, userType: UserType.Client, roles: [AppRole.SuperAdmin, AppRole.Admin] })).toEqual({
      ...base,
      userType: UserType.SuperAdmin,
      roles: [AppRole.SuperAdmin, AppRole.Admin],
      isAdmin: true,
      isSuperAdmin: true,
      isCompany: false,
      twoFactorEnabled: false,
    });
    expect(toAuthUser({ ...base, userType: UserType.Client, roles: [AppRole.Admin] })).toMatchObject({
      isAdmin: true,
      isSuperAdmin: false,
      isCompany: false,
    });
    expect(toAuthUser({ ...base, userType: UserType.Company, roles: [AppRole.Company] })).toMatchObject({
      isAdmin: false,
      isSuperAdmin: false,
      isCompany: true,
    });
    expect(toAuthUser({ ...base, userType: UserType.Client, roles: [AppRole.User] })).toMatchObject({
      userType: 'client',
      isAdmin: false,
      isSuperAdmin: false,
      isCompany: false,
    });
  });

  it('an admin with a company role is an admin, not a company (effective type)', () => {
    expect(toAuthUser({ ...base, userType: UserType.Company, roles: [AppRole.Admin, AppRole.Company] })).toMatchObject({
      userType: 'admin',
      isCompany: false,
    });
  });
});

describe('rolesForUserType', () => {
  it('gives the role rows of each account type', () => {
    expect(rolesForUserType(UserType.SuperAdmin)).toEqual(['super_admin', 'admin']);
    expect(rolesForUserType(UserType.Admin)).toEqual(['admin']);
    expect(rolesForUserType(UserType.Company)).toEqual(['company']);
    expect(rolesForUserType(UserType.Client)).toEqual(['user']);
  });
});
