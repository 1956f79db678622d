import { isEmail } from 'class-validator';
import type { DataSource } from 'typeorm';
import { rolesForUserType } from '../../common/auth/auth-user.js';
import { hashPassword } from '../../common/security/password.js';
import { UserType } from '../../database/enums.js';
import {
  deleteUserRoles,
  grantRole,
  insertAdminInvitation,
  insertSuperAdmin,
  lockUserByEmail,
  promoteToSuperAdmin,
} from './admin-accounts-sql.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './dto/register.dto.js';
import { hashToken, randomToken } from './tokens.js';

/** Validation errors of the admin commands, in Spanish for the terminal. */
export class AdminCommandError extends Error {}

export interface SuperAdminInput {
  email: string;
  password?: string;
  fullName?: string;
}

export interface SuperAdminResult {
  userId: string;
  email: string;
  created: boolean;
}

/**
 * Creates a super admin (user_type super_admin, roles super_admin + admin), or promotes the
 * account with that email (spec 4: its roles are replaced by super_admin and admin; its password
 * changes only when one is given).
 */
export async function createOrPromoteSuperAdmin(dataSource: DataSource, input: SuperAdminInput): Promise<SuperAdminResult> {
  const email = input.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) throw new AdminCommandError(`El email "${input.email ?? ''}" no es válido.`);
  if (input.password !== undefined) validatePassword(input.password);
  const fullName = input.fullName?.trim();
  if (fullName !== undefined && (fullName === '' || fullName.length > 150))
    throw new AdminCommandError('El nombre debe tener entre 1 y 150 caracteres.');
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;

  return dataSource.transaction(async (manager) => {
    const existingId = await lockUserByEmail(manager, email);
    let userId: string;
    if (existingId) {
      userId = existingId;
      await promoteToSuperAdmin(manager, userId, passwordHash ?? null, fullName ?? null);
      await deleteUserRoles(manager, userId);
    } else {
      if (!passwordHash) throw new AdminCommandError('Para crear una cuenta nueva hace falta --password.');
      userId = await insertSuperAdmin(manager, email, passwordHash, fullName ?? 'Superadministrador');
    }
    for (const role of rolesForUserType(UserType.SuperAdmin)) {
      await grantRole(manager, userId, role);
    }
    return { userId, email, created: !existingId };
  });
}

export interface InvitationInput {
  email?: string;
  role?: string;
  days?: number;
  createdById?: string;
}

export interface InvitationResult {
  id: string;
  token: string;
  email: string | null;
  userType: UserType.Admin | UserType.SuperAdmin;
  expiresAt: Date;
}

/** A single-use invitation to `/register/admin?token=…` (stored as SHA-256). Default: admin, 7 days. */
export async function createAdminInvitation(dataSource: DataSource, input: InvitationInput = {}): Promise<InvitationResult> {
  const email = input.email?.trim().toLowerCase() || null;
  if (email !== null && !isEmail(email)) throw new AdminCommandError(`El email "${input.email}" no es válido.`);
  const role = input.role ?? UserType.Admin;
  if (role !== UserType.Admin && role !== UserType.SuperAdmin)
    throw new AdminCommandError(`El rol "${role}" no es válido: usa admin o super_admin.`);
  const days = input.days ?? 7;
  if (!Number.isInteger(days) || days < 1 || days > 365)
    throw new AdminCommandError('Los días de validez deben ser un número entero entre 1 y 365.');

  const token = randomToken();
  const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000);
  const id = await insertAdminInvitation(dataSource, {
    email,
    tokenHash: hashToken(token),
    userType: role,
    createdById: input.createdById ?? null,
    expiresAt,
  });
  return { id, token, email, userType: role, expiresAt };
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/register/admin?token=${encodeURIComponent(token)}`;
}

function validatePassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new AdminCommandError(`La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new AdminCommandError(`La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`);
}
