import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { canonicalServices } from '@rutalia/catalog';
import { AuthMessages } from '../../common/auth/auth-errors.js';
import { rolesForUserType, toAuthUser, type AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { hashPassword } from '../../common/security/password.js';
import { sanitizeRichText } from '../../common/security/rich-text.js';
import { richTextIsBlank } from '../../common/security/sanitize-html.js';
import { normalizeWebsite } from '../../common/validation/validators.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CompanyStatus, UserStatus, UserType } from '../../database/enums.js';
import { companyBaseCoordinates } from '../companies/company-base.js';
import { Company, COMPANY_DEFAULTS } from '../companies/company.entity.js';
import { PlansService } from '../subscriptions/plans.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UserRole } from '../users/user-role.entity.js';
import { User } from '../users/user.entity.js';
import { emailRegistered, lockAdminInvitation, markInvitationUsed } from './auth-sql.js';
import type { RegisterDto } from './dto/register.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { hashToken, secretsEqual } from './tokens.js';

export const DEFAULT_PLAN = 'basic';
/** Spec 3: the name of a company registered without one. */
export const DEFAULT_COMPANY_NAME = 'Sin nombre';

const emailTaken = () => new AppException('EMAIL_TAKEN', AuthMessages.EMAIL_TAKEN, HttpStatus.CONFLICT);
const invitationRequired = () => new AppException('INVITATION_REQUIRED', AuthMessages.INVITATION_REQUIRED, HttpStatus.FORBIDDEN);
const invalidPlan = () => new AppException('INVALID_PLAN', AuthMessages.INVALID_PLAN, HttpStatus.BAD_REQUEST);

interface AdminGrant {
  userType: UserType.Admin | UserType.SuperAdmin;
  invitationId?: string;
}

/**
 * Sign-up of clients, companies (user + role + company + 7-day trial, all or nothing) and
 * invited administrators. It never signs the user in: the site sends them to /login.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly verification: EmailVerificationService,
  ) {}

  /** Clients and companies then get the link that verifies their email (issue 22); admins start verified. */
  async register(dto: RegisterDto): Promise<AuthUser> {
    const user = await this.createAccount(dto);
    if (dto.userType !== 'admin') await this.verification.sendSignupLink(user.id);
    return user;
  }

  private async createAccount(dto: RegisterDto): Promise<AuthUser> {
    if (dto.userType === 'admin' && !dto.invitationToken) throw invitationRequired();
    if (await this.emailExists(dto.email)) throw emailTaken();
    const planName = dto.subscriptionPlan ?? DEFAULT_PLAN;
    if (dto.userType === 'company' && !(await this.plans.findActiveByName(planName))) throw invalidPlan();

    const passwordHash = await hashPassword(dto.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        switch (dto.userType) {
          case 'company':
            return this.createCompanyAccount(manager, dto, passwordHash, planName);
          case 'admin':
            return this.createAdminAccount(manager, dto, passwordHash);
          default:
            return this.createUser(manager, dto, passwordHash, UserType.Client, {
              fullName: dto.fullName!,
              phone: dto.phone,
              city: dto.city,
              province: dto.province,
              address: dto.address,
              postalCode: dto.postalCode,
            });
        }
      });
    } catch (error) {
      // Two sign-ups with the same email at once: the unique index decides.
      if (isUniqueViolation(error, 'uq_users_email_lower')) throw emailTaken();
      throw error;
    }
  }

  private async emailExists(email: string): Promise<boolean> {
    return emailRegistered(this.dataSource, email);
  }

  private async createCompanyAccount(manager: EntityManager, dto: RegisterDto, passwordHash: string, planName: string): Promise<AuthUser> {
    const plan = await this.plans.findActiveByName(planName, manager);
    if (!plan) throw invalidPlan();
    const companyName = dto.companyName || DEFAULT_COMPANY_NAME;
    const contactPerson = dto.contactPerson || COMPANY_DEFAULTS.contactPerson;
    const user = await this.createUser(manager, dto, passwordHash, UserType.Company, {
      // Spec 3: the account's name is the contact person, else the company name.
      fullName: dto.contactPerson || companyName,
      phone: dto.phone,
      city: dto.city,
      province: dto.province,
      address: dto.address,
      postalCode: dto.postalCode,
    });
    const description = dto.description ? sanitizeRichText(dto.description) : '';
    const city = dto.city || COMPANY_DEFAULTS.city;
    const province = dto.province || COMPANY_DEFAULTS.province;
    const companies = manager.getRepository(Company);
    const company = await companies.save(
      companies.create({
        userId: user.id,
        slug: '', // filled from the name by the database trigger
        companyName,
        contactPerson,
        email: dto.email,
        phone: dto.phone ?? null,
        city,
        province,
        ...companyBaseCoordinates(city, province),
        services: canonicalServices(dto.services ?? []),
        description: richTextIsBlank(description) ? COMPANY_DEFAULTS.description : description,
        website: normalizeWebsite(dto.website),
        isActive: true,
        status: CompanyStatus.Active,
      }),
    );
    await this.subscriptions.startTrial(manager, company.id, plan.id);
    return user;
  }

  private async createAdminAccount(manager: EntityManager, dto: RegisterDto, passwordHash: string): Promise<AuthUser> {
    const grant = await this.resolveInvitation(manager, dto.invitationToken!, dto.email);
    const user = await this.createUser(manager, dto, passwordHash, grant.userType, {
      fullName: dto.fullName || dto.email.split('@')[0],
      phone: dto.phone,
      city: dto.city,
      province: dto.province,
      address: dto.address,
      postalCode: dto.postalCode,
    });
    if (grant.invitationId) {
      await markInvitationUsed(manager, grant.invitationId, user.id);
    }
    return user;
  }

  /**
   * A pending invitation (locked until the transaction ends, so it is used once even by two
   * simultaneous sign-ups), or the ADMIN_INVITE_TOKEN bootstrap token (super admin).
   */
  private async resolveInvitation(manager: EntityManager, token: string, email: string): Promise<AdminGrant> {
    if (this.config.adminInviteToken && secretsEqual(token, this.config.adminInviteToken)) return { userType: UserType.SuperAdmin };
    const invitation = await lockAdminInvitation(manager, hashToken(token));
    if (!invitation || invitation.used_at || new Date(invitation.expires_at).getTime() <= Date.now()) throw invitationRequired();
    if (invitation.email && invitation.email.trim().toLowerCase() !== email) throw invitationRequired();
    return { userType: invitation.user_type === UserType.SuperAdmin ? UserType.SuperAdmin : UserType.Admin, invitationId: invitation.id };
  }

  private async createUser(
    manager: EntityManager,
    dto: RegisterDto,
    passwordHash: string,
    userType: UserType,
    profile: Pick<User, 'fullName'> & Partial<Record<'phone' | 'city' | 'province' | 'address' | 'postalCode', string | undefined>>,
  ): Promise<AuthUser> {
    const users = manager.getRepository(User);
    const user = await users.save(
      users.create({
        email: dto.email,
        passwordHash,
        fullName: profile.fullName,
        phone: profile.phone ?? null,
        city: profile.city ?? null,
        province: profile.province ?? null,
        address: profile.address ?? null,
        postalCode: profile.postalCode ?? null,
        userType,
        status: UserStatus.Active,
        emailVerifiedAt: userType === UserType.Admin || userType === UserType.SuperAdmin ? new Date() : null,
      }),
    );
    const roles = rolesForUserType(userType);
    await manager.getRepository(UserRole).insert(roles.map((role) => ({ userId: user.id, role })));
    return toAuthUser({ id: user.id, email: user.email, fullName: user.fullName, userType, roles });
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return driverError?.code === '23505' && (!constraint || driverError.constraint === constraint);
}
