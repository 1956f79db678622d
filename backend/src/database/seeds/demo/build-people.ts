/** Builder step 1: the users (admin, clients, company accounts) and the companies with their subscriptions, logos and galleries. */
import { slugify } from '@rutalia/catalog';
import { rolesForUserType } from '../../../common/auth/auth-user.js';
import { companyBaseCoordinates } from '../../../modules/companies/company-base.js';
import type { User } from '../../../modules/users/user.entity.js';
import { AppRole, BillingCycle, CompanyStatus, SubscriptionStatus, UserStatus, UserType } from '../../enums.js';
import { DEMO_COMPANIES } from './companies.data.js';
import {
  DEMO_ADMIN,
  DEMO_ADMIN_EMAIL,
  DEMO_CLIENTS,
  DEMO_CLIENT_EMAIL,
  DEMO_COMPANY_EMAIL,
  DEMO_EMAIL_DOMAIN,
  DEMO_UNPAID_COMPANY_EMAIL,
} from './people.data.js';
import { daysAfter, daysBefore, hoursAfter, maxDate, minDate } from './random.js';
import { DEMO_REQUESTS } from './requests.data.js';
import { gallerySvg, logoSvg } from './svg.js';
import { DEMO_UPLOADS_SUBDIR, type BuiltClient, type BuiltCompany, type DemoBuildContext } from './types.js';

export interface BuiltPeople {
  adminId: string;
  /** By client key. */
  clients: Map<string, BuiltClient>;
  /** By company key. */
  companies: Map<string, BuiltCompany>;
}

export function buildPeople(ctx: DemoBuildContext): BuiltPeople {
  const { input, now, rng, ds } = ctx;
  const demoAccounts = new Set([DEMO_CLIENT_EMAIL, DEMO_COMPANY_EMAIL, DEMO_UNPAID_COMPANY_EMAIL, DEMO_ADMIN_EMAIL]);
  const hashFor = (email: string) => (demoAccounts.has(email) ? input.demoPasswordHash : input.unusablePasswordHash);
  const addUser = (user: Partial<User>, ...roles: AppRole[]) => {
    // Issue 22: every demo account has a verified email (since its creation).
    ds.users.push({ emailVerifiedAt: user.createdAt ?? now, ...user });
    for (const role of roles) ds.userRoles.push({ userId: user.id, role, createdAt: user.createdAt });
  };

  // ------------------------------------------------------------------ admin (a super admin: the backoffice's moderation and the blog are theirs)
  const adminId = rng.uuid();
  const adminCreatedAt = daysBefore(now, DEMO_ADMIN.ageDays);
  addUser(
    {
      id: adminId,
      email: DEMO_ADMIN.email,
      passwordHash: hashFor(DEMO_ADMIN.email),
      fullName: DEMO_ADMIN.fullName,
      phone: DEMO_ADMIN.phone,
      address: null,
      city: DEMO_ADMIN.city,
      province: DEMO_ADMIN.province,
      postalCode: null,
      userType: UserType.SuperAdmin,
      status: UserStatus.Active,
      createdAt: adminCreatedAt,
      updatedAt: adminCreatedAt,
    },
    ...rolesForUserType(UserType.SuperAdmin),
  );

  // ------------------------------------------------------------------ clients
  const clients = new Map<string, BuiltClient>();
  for (const client of DEMO_CLIENTS) {
    const oldestRequest = Math.max(0, ...DEMO_REQUESTS.filter((r) => r.client === client.key).map((r) => r.daysAgo));
    const createdAt = daysBefore(now, Math.max(client.ageDays, oldestRequest + 1) + rng.between(0, 0.8));
    const id = rng.uuid();
    clients.set(client.key, { data: client, id, createdAt });
    addUser(
      {
        id,
        email: client.email.toLowerCase(),
        passwordHash: hashFor(client.email),
        fullName: client.fullName,
        phone: client.phone,
        address: client.address,
        city: client.city,
        province: client.province,
        postalCode: client.postalCode,
        userType: UserType.Client,
        status: UserStatus.Active,
        createdAt,
        updatedAt: createdAt,
      },
      AppRole.User,
    );
  }

  // ------------------------------------------------------------------ companies
  const companies = new Map<string, BuiltCompany>();
  DEMO_COMPANIES.forEach((company, index) => {
    const slug = slugify(company.name);
    const userId = rng.uuid();
    const id = rng.uuid();
    const createdAt = daysBefore(now, company.ageDays - rng.between(0, 0.5));
    companies.set(company.key, { data: company, id, userId, slug, createdAt });
    const accountEmail = (company.accountEmail ?? `${slug}@${DEMO_EMAIL_DOMAIN}`).toLowerCase();
    addUser(
      {
        id: userId,
        email: accountEmail,
        passwordHash: hashFor(accountEmail),
        fullName: company.contactPerson,
        phone: company.phone,
        address: null,
        city: company.city,
        province: company.province,
        postalCode: null,
        userType: UserType.Company,
        status: UserStatus.Active,
        createdAt,
        updatedAt: createdAt,
      },
      AppRole.Company,
    );

    // Every subscription starts as the 7-day trial it was; the paying ones then live their months
    // through the billing services (replay-billing.ts, run by demo.seed.ts): invoices, payments, dunning.
    const trialEndsAt = daysAfter(createdAt, 7);
    ds.companySubscriptions.push({
      id: rng.uuid(),
      companyId: id,
      planId: input.planIds[company.plan],
      status: SubscriptionStatus.Trialing,
      billingCycle: company.yearly ? BillingCycle.Yearly : BillingCycle.Monthly,
      trialEndsAt,
      currentPeriodStart: createdAt,
      currentPeriodEnd: trialEndsAt,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      createdAt,
      updatedAt: createdAt,
    });

    const verifiedAt = company.verified ? minDate(hoursAfter(createdAt, rng.between(24, 48)), hoursAfter(now, -1)) : null;
    const logo = `${DEMO_UPLOADS_SUBDIR}/logos/${slug}.svg`;
    ds.files.push({ relativePath: logo, content: logoSvg(company.name, company.color) });
    ds.companies.push({
      id,
      userId,
      slug,
      companyName: company.name,
      contactPerson: company.contactPerson,
      email: `${slug}@example.com`,
      phone: company.phone,
      city: company.city,
      province: company.province,
      ...companyBaseCoordinates(company.city, company.province),
      services: [...company.services],
      description: company.description,
      website: `https://${slug}.example.com`,
      logo: `/uploads/${logo}`,
      isActive: true,
      status: CompanyStatus.Active,
      verifiedAt,
      suspensionReason: null,
      suspendedAt: null,
      // Set by the payments of the replayed billing history.
      paymentStatus: null,
      lastPayment: null,
      createdAt,
      updatedAt: maxDate(createdAt, verifiedAt ?? createdAt),
    });

    company.gallery.forEach((scene, position) => {
      const file = `${DEMO_UPLOADS_SUBDIR}/gallery/${slug}-${position + 1}.svg`;
      ds.files.push({ relativePath: file, content: gallerySvg(scene, company.name, company.color, index + position) });
      ds.companyImages.push({
        id: rng.uuid(),
        companyId: id,
        url: `/uploads/${file}`,
        thumbnailUrl: null,
        storageKey: file,
        width: 1200,
        height: 800,
        position,
        createdAt: minDate(hoursAfter(createdAt, 2 + position), hoursAfter(now, -0.5)),
      });
    });
  });

  return { adminId, clients, companies };
}
